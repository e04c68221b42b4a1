/**
 * The back office's privacy screen (/admin/privacy, admins only): its loader and the four posts
 * (erase an address, mark a copy sent, set the retention period, send news and offers), each
 * read with its zod schema and answered with a message, never a 500 for bad input.
 */
import { data } from "react-router";
import type { Db } from "../../platform/db/client.server.ts";
import type { Actor } from "../staff/index.ts";
import { listDataRequests, markDone, readDataRequest } from "./data-requests.server.ts";
import { eraseData } from "./personal-data.server.ts";
import { retentionYears, setRetentionYears } from "./retention.server.ts";
import { queueMarketingMail } from "./marketing.server.ts";
import { marketingRecipients } from "../../platform/mail/consent.server.ts";
import { marketingSchema, retentionSchema } from "./privacy-schemas.server.ts";

export type PrivacyActionData = { done?: string; error?: string };

export async function privacyScreen(db: Db) {
  const [requests, years, recipients] = await Promise.all([listDataRequests(db), retentionYears(db), marketingRecipients(db)]);
  return { requests, years, optedIn: recipients.length };
}

const fail = (error: string, status = 400) => data<PrivacyActionData>({ error }, { status });

async function requestAction(db: Db, actor: Actor, form: FormData, intent: "erase" | "answered") {
  const request = await readDataRequest(db, Number(form.get("id")));
  if (!request || request.status === "pending") return fail("No such request.", 404);
  if (request.status === "done") return fail("That request has already been answered.");
  if (intent === "answered") {
    await markDone(db, request.id);
    return { done: `Request #${request.id} is marked as answered.` } satisfies PrivacyActionData;
  }
  if (form.get("confirm") !== "yes") return fail(`Tick “Yes, erase” to erase request #${request.id}'s address.`);
  const n = await eraseData(db, actor, request.email, request.id);
  return { done: `Request #${request.id}: erased — ${n.leads} leads anonymised, ${n.alerts} alerts, ${n.subscriptions} subscriptions, ${n.consentRecords} consent records and ${n.mails} mails removed.` } satisfies PrivacyActionData;
}

export async function privacyAction(db: Db, actor: Actor, form: FormData) {
  const intent = form.get("intent");
  if (intent === "erase" || intent === "answered") return requestAction(db, actor, form, intent);
  if (intent === "retention") {
    const parsed = retentionSchema.safeParse({ years: form.get("years") });
    if (!parsed.success) return fail(parsed.error.issues[0]!.message);
    await setRetentionYears(db, actor, parsed.data.years);
    return { done: `Leads are now kept ${parsed.data.years} years, then anonymised.` } satisfies PrivacyActionData;
  }
  if (intent === "send") {
    const parsed = marketingSchema.safeParse({ subject: form.get("subject") ?? "", text: form.get("text") ?? "" });
    if (!parsed.success) return fail(parsed.error.issues[0]!.message);
    const n = await queueMarketingMail(db, actor, parsed.data);
    return { done: `News and offers queued for ${n} opted-in addresses.` } satisfies PrivacyActionData;
  }
  return fail("Unknown action.");
}
