// What other parts may use of privacy on the server: its mails, the retention job, the export.
import type { MailComposer } from "../../platform/mail/outbox.server.ts";
import { dataRequestMailKinds } from "./data-requests.server.ts";
import { privacyMailKinds as marketingKinds } from "./marketing.server.ts";

export const privacyMailKinds: Record<string, MailComposer> = { ...marketingKinds, ...dataRequestMailKinds };
export { retentionJob } from "./retention.server.ts";
export { collectData } from "./personal-data.server.ts";
export { readDataRequest } from "./data-requests.server.ts";
