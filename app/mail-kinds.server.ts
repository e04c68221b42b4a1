/**
 * Every kind of e-mail the site queues, by the module that composes it: the outbox worker
 * (app/platform/mail/outbox.server.ts) sends rows and knows nothing of what they say.
 */
import type { MailComposer } from "./platform/mail/outbox.server.ts";
import { readBrokerage } from "./modules/content/index.server.ts";
import { alertMailKinds } from "./modules/alerts/index.server.ts";
import { leadMailKinds } from "./modules/leads/index.server.ts";
import { staffMailKinds } from "./modules/staff/index.server.ts";
import { privacyMailKinds } from "./modules/privacy/index.server.ts";

export const siteMailKinds: Record<string, MailComposer> = { ...leadMailKinds, ...staffMailKinds(readBrokerage), ...alertMailKinds, ...privacyMailKinds };
