// What other modules may use of alerts on the server. Modules reach alerts only through here or index.ts.
export { alertMailKinds } from "./alert-mail.server.ts";
