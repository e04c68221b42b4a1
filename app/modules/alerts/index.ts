// What other modules may use of alerts, browser-safe. Server parts are in index.server.ts.
export { alertFormHref } from "./alert-fields.ts";
