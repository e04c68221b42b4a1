// What other modules may render of leads: its components (index.ts holds the plain code, which Node scripts load too).
export { FormResult } from "./ui/form-result.tsx";
export { SubscribeForm } from "./ui/subscribe-form.tsx";
export { ViewingForm } from "./ui/viewing-form.tsx";
