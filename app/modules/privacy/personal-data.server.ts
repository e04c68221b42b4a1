/**
 * Everything the site holds about one e-mail address, for a data request (UAE PDPL: a copy, or
 * erasure): its leads (enquiries, contact messages, subscription entries), saved-search alerts,
 * newsletter subscription, consent records, data requests and the mails sent to it. `collectData`
 * gathers it as one JSON document; `eraseData` removes it in one transaction: leads are kept as
 * anonymous rows (their kind, listing, status and dates, so the brokerage's counts stay true),
 * everything else that names the address is deleted, and the audit log records what was done
 * without the address.
 */
import { sql } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import { recipientKey } from "../../platform/mail/suppression.server.ts";
import { recordAudit } from "../staff/index.server.ts";
import type { Actor } from "../staff/index.ts";

const LEAD_COLUMNS = ["id", "kind", "name", "email", "phone", "message", "project_id", "unit_id", "page_url", "locale", "source_ip", "user_agent", "status", "created_at"] as const;

async function leadIds(db: Db, email: string): Promise<number[]> {
  const rows = await db.selectFrom("leads").select("id").where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`).execute();
  return rows.map((r) => Number(r.id));
}

async function alertIds(db: Db, email: string): Promise<number[]> {
  const rows = await db.selectFrom("search_alerts").select("id").where("recipient", "=", recipientKey(email)).execute();
  return rows.map((r) => Number(r.id));
}

/** The outbox rows of these leads and alerts, and those naming the address itself (marketing, data requests). */
function mailsQuery(db: Db, email: string, leads: number[], alerts: number[]) {
  const address = JSON.stringify(email.trim().toLowerCase());
  const patterns = [
    ...leads.flatMap((id) => [`{"leadId":${id}}`, `{"leadId":${id},%`]),
    ...alerts.flatMap((id) => [`{"alertId":${id}}`, `{"alertId":${id},%`]),
    `%"email":${address}%`,
  ];
  return db.selectFrom("outbox").where((eb) => eb.or(patterns.map((p) => eb("payload", "like", p))));
}



/** One document of everything held about the address (the export an admin downloads). */
export async function collectData(db: Db, email: string) {
  const recipient = recipientKey(email);
  const leads = await leadIds(db, email);
  const alerts = await alertIds(db, email);
  const none = [0];
  return {
    email,
    exportedAt: new Date().toISOString(),
    leads: await db.selectFrom("leads").select(LEAD_COLUMNS).where("id", "in", leads.length ? leads : none).orderBy("id").execute(),
    alerts: await db
      .selectFrom("search_alerts")
      .select(["id", "email", "kind", "path", "query", "frequency", "status", "created_at", "confirmed_at", "locale"])
      .where("id", "in", alerts.length ? alerts : none)
      .orderBy("id")
      .execute(),
    subscriptions: await db.selectFrom("subscribers").select(["id", "name", "email", "created_at", "updated_at"]).where("email", "=", email.trim().toLowerCase()).execute(),
    consentRecords: await db
      .selectFrom("consent_records")
      .select(["id", "email", "subject", "subject_id", "purpose", "granted", "text_version", "page_url", "locale", "created_at"])
      .where("recipient", "=", recipient)
      .orderBy("id")
      .execute(),
    dataRequests: await db.selectFrom("data_requests").select(["id", "kind", "status", "created_at", "confirmed_at", "due_at", "done_at"]).where("recipient", "=", recipient).orderBy("id").execute(),
    mails: await mailsQuery(db, email, leads, alerts).select(["id", "kind", "status", "created_at", "sent_at"]).orderBy("id").execute(),
    removedFromMailingList: (await db.selectFrom("mail_suppressions").select("removed_at").where("recipient", "=", recipient).executeTakeFirst())?.removed_at ?? null,
  };
}

/** Strips the personal data of these leads, keeping the rows as anonymous counts. */
export async function anonymiseLeads(trx: Db, ids: number[], now: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await trx
      .updateTable("leads")
      .set({ name: "", email: "", phone: "", message: "", source_ip: null, user_agent: null, page_url: null, form_token: null, anonymised_at: now })
      .where("id", "in", chunk)
      .execute();
    await trx.deleteFrom("lead_search_terms").where("lead_id", "in", chunk).execute();
    // Staff notes and the "removed from the list" events may quote the person.
    await trx.updateTable("lead_history").set({ note: null }).where("lead_id", "in", chunk).execute();
    await trx.updateTable("lead_history").set({ from_value: null, to_value: null }).where("lead_id", "in", chunk).where("kind", "=", "removed").execute();
  }
}

type ErasedCounts = { leads: number; alerts: number; subscriptions: number; consentRecords: number; mails: number };

/** Erases the address everywhere, in one transaction, with an audit entry that does not repeat it. */
export async function eraseData(db: Db, actor: Actor | null, email: string, requestId: number | null, now = new Date().toISOString()): Promise<ErasedCounts> {
  const recipient = recipientKey(email);
  const lower = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const leads = await leadIds(trx, email);
    const alerts = await alertIds(trx, email);
    const mails = await mailsQuery(trx, email, leads, alerts).select("id").execute();
    await anonymiseLeads(trx, leads, now);
    if (alerts.length) await trx.deleteFrom("search_alerts").where("id", "in", alerts).execute();
    const subs = await trx.deleteFrom("subscribers").where("email", "=", lower).executeTakeFirst();
    const consents = await trx.deleteFrom("consent_records").where("recipient", "=", recipient).executeTakeFirst();
    if (mails.length) await trx.deleteFrom("outbox").where("id", "in", mails.map((m) => m.id)).execute();
    await trx.deleteFrom("confirmation_recipients").where("recipient", "=", recipient).execute();
    await trx.deleteFrom("mail_suppressions").where("recipient", "=", recipient).execute();
    // The requests themselves keep their dates and kind (proof they were answered), not the address.
    await trx.updateTable("data_requests").set({ email: "", recipient: `erased:${requestId ?? "retention"}` }).where("recipient", "=", recipient).execute();
    if (requestId) await trx.updateTable("data_requests").set({ status: "done", done_at: now }).where("id", "=", requestId).execute();
    const counts: ErasedCounts = {
      leads: leads.length,
      alerts: alerts.length,
      subscriptions: Number(subs.numDeletedRows),
      consentRecords: Number(consents.numDeletedRows),
      mails: mails.length,
    };
    await recordAudit(trx, actor, { action: "erase", entity: "data-request", entityId: requestId ?? 0, before: null, after: counts });
    return counts;
  });
}
