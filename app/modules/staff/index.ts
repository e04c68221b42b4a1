// What other modules may use of staff, browser-safe. Server parts are in index.server.ts.
export { MESSAGES, createStaffSchema, passwordProblem } from "./schemas.ts";
export { may } from "./permissions.ts";
export type { SectionName } from "./permissions.ts";
export { agentLimit, seesAllLeads } from "./scope.ts";
export type { Actor } from "./scope.ts";
