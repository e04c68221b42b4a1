// What other modules may use of leads, browser-safe. Server parts are in index.server.ts.
export { CONSENT_FIELD, GUARD_FIELDS } from "./lead-forms.ts";
export { EMAIL_RE } from "./lead-schemas.ts";
