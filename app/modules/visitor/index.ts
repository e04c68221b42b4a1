// What other modules may use of visitor, browser-safe. Server parts are in index.server.ts.
export { CompareToggle } from "./compare-toggle.tsx";
export { DisplayPickerSlot } from "./display-picker-slot.tsx";
export { FavouriteButton } from "./favourite-button.tsx";
export { useDisplay } from "./visitor-hooks.ts";
