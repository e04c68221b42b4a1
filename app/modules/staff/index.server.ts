// What other modules may use of staff on the server. Modules reach staff only through here or index.ts.
export { changedFields, recordAudit, recordAuditMany } from "./audit.server.ts";
export { StaffError, createStaff } from "./staff.server.ts";
export { staffMailKinds } from "./staff-mail.server.ts";
