// What other modules may use of leads on the server. Modules reach leads only through here or index.ts.
export { SUBSCRIBE_MIN_FILL_MS } from "./lead-actions.server.ts";
export { checkFormPost, createFormGuard, formSecret, leadRequestContext, safeEqual } from "./lead-guard.server.ts";
export type { FormGuard } from "./lead-guard.server.ts";
export { leadMailKinds } from "./lead-mail.server.ts";
export { answerViewing, viewingChoices, viewingOf } from "./viewings/viewings.server.ts";
export { viewingFormAction } from "./viewings/viewing-action.server.ts";
export { recordContactTap, tapSchema } from "./taps/contact-taps.server.ts";
export { loadTapReport } from "./taps/tap-report.server.ts";
export { countOverdue, overdueCutoff, overdueJob } from "./routing/overdue.server.ts";
export { changeRouting, readRouting } from "./routing/routing.server.ts";
