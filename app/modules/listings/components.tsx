// What other modules may render of listings: its components (index.ts holds the plain code, which Node scripts load too).
export { FootStrip, footBarFor } from "./ui/foot-strip.tsx";
export { ProjectListView } from "./ui/project-list-view.tsx";
export { DisplayPickerSlot } from "./visitor/display-picker-slot.tsx";
