/**
 * Storing leads and subscribers. A lead and its notification job are written in one
 * transaction (the outbox), so an accepted lead is never lost and always notified.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { recipientKey, unsuppress } from "../../../platform/mail/suppression.server.ts";
import { CONSENT_TEXTS, recordConsent } from "../../../platform/mail/consent.server.ts";
import type { EnquiryLead, Subscription } from "../lead-schemas.ts";
import { leadTerms } from "../inbox/lead-search-terms.ts";
import { routeLead } from "../routing/route-lead.server.ts";

export type LeadKind = "enquiry" | "contact" | "unit-enquiry";
/**
 * `locale`: the language of the page the lead was sent from (its confirmation e-mail's).
 * `marketingConsent`: the form's "news and offers" box (a form always sends its choice; the JSON API none, which is no consent).
 */
export type LeadMeta = { formToken?: string | null; sourceIp?: string | null; userAgent?: string | null; pageUrl?: string | null; locale?: string | null; marketingConsent?: boolean };

export const LEAD_NOTIFICATION = "lead-notification";
export const LEAD_CONFIRMATION = "lead-confirmation";
/** The agent a lead belongs to hears of it (on arrival, from the listing; on assignment). Payload { leadId, agentId, reason }. */
export const LEAD_AGENT = "lead-agent";
export type LeadAgentPayload = { leadId: number; agentId: number; reason: "arrived" | "assigned" };
/** A visitor's address gets at most one confirmation e-mail in this time, however many leads name it. */
const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60 * 1000;


/** SQLite and PostgreSQL name a unique-constraint failure differently. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE";
}

async function findByToken(db: Db, formToken: string) {
  return db.selectFrom("leads").select("id").where("form_token", "=", formToken).executeTakeFirst();
}

export async function storeLead(
  db: Db,
  kind: LeadKind,
  opCode: number,
  lead: Omit<EnquiryLead, "projectId" | "unitId"> & { projectId?: number; unitId?: number },
  meta: LeadMeta = {},
): Promise<{ id: number; duplicate: boolean }> {
  const now = new Date().toISOString();
  const formToken = meta.formToken;
  try {
    return await insertLead(db, kind, opCode, lead, meta, now);
  } catch (error) {
    // Two requests with the same token raced past the lookup: the unique index let one
    // in; the other answers with that row.
    if (formToken && isUniqueViolation(error)) {
      const existing = await findByToken(db, formToken);
      if (existing) return { id: existing.id, duplicate: true };
    }
    throw error;
  }
}

async function insertLead(
  db: Db,
  kind: LeadKind,
  opCode: number,
  lead: Omit<EnquiryLead, "projectId" | "unitId"> & { projectId?: number; unitId?: number },
  meta: LeadMeta,
  now: string,
): Promise<{ id: number; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (meta.formToken) {
      const existing = await trx.selectFrom("leads").select("id").where("form_token", "=", meta.formToken).executeTakeFirst();
      if (existing) return { id: existing.id, duplicate: true };
    }
    const { agentId, note } = await routeLead(trx, { unitId: lead.unitId || null, projectId: lead.projectId || null });
    const row = await trx
      .insertInto("leads")
      .values({
        op_code: opCode,
        kind,
        project_id: lead.projectId || null,
        unit_id: lead.unitId || null,
        name: lead.name,
        email: lead.email,
        country_id: lead.countryCode,
        phone: lead.phone,
        message: lead.message,
        form_token: meta.formToken ?? null,
        source_ip: meta.sourceIp ?? null,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
        page_url: meta.pageUrl?.slice(0, 500) ?? null,
        locale: meta.locale ?? null,
        created_at: now,
        updated_at: now,
        agent_id: agentId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordArrival(trx, row.id, agentId, { name: lead.name, email: lead.email, phone: lead.phone, countryId: lead.countryCode }, now, note);
    await recordConsent(trx, {
      email: lead.email, subject: "lead", subjectId: row.id, granted: meta.marketingConsent === true,
      textVersion: meta.marketingConsent === undefined ? CONSENT_TEXTS.api : CONSENT_TEXTS.checkbox, pageUrl: meta.pageUrl, locale: meta.locale,
    }, now);
    const payload = JSON.stringify({ leadId: row.id });
    const confirm = await claimConfirmation(trx, lead.email, now);
    const agentPayload: LeadAgentPayload | null = agentId ? { leadId: row.id, agentId, reason: "arrived" } : null;
    await trx
      .insertInto("outbox")
      .values([
        { kind: LEAD_NOTIFICATION, payload, next_attempt_at: now, created_at: now },
        ...(confirm ? [{ kind: LEAD_CONFIRMATION, payload, next_attempt_at: now, created_at: now }] : []),
        ...(agentPayload ? [{ kind: LEAD_AGENT, payload: JSON.stringify(agentPayload), next_attempt_at: now, created_at: now }] : []),
      ])
      .execute();
    return { id: row.id, duplicate: false };
  });
}

/** A new inbox entry's "arrived" history row (with how its agent was chosen, when a rule chose) and the words the inbox's search finds it by. */
export async function recordArrival(
  trx: Db,
  leadId: number,
  agentId: number | null,
  who: { name: string; email: string; phone: string; countryId: number | null },
  now: string,
  note: string | null = null,
): Promise<void> {
  await trx.insertInto("lead_history").values({ lead_id: leadId, at: now, staff_id: null, staff_name: null, kind: "arrived", from_value: null, to_value: agentId === null ? null : String(agentId), note }).execute();
  const country = who.countryId ? await trx.selectFrom("countries").select("isd_code").where("id", "=", who.countryId).executeTakeFirst() : undefined;
  const terms = leadTerms({ name: who.name, email: who.email, phone: who.phone, isd: country?.isd_code ?? null });
  if (terms.length) await trx.insertInto("lead_search_terms").values(terms.map((term) => ({ term, lead_id: leadId }))).execute();
}

/**
 * True when the visitor's address may get a confirmation now: it had none in the last
 * CONFIRMATION_INTERVAL_MS. One conditional upsert decides, so two leads racing on several
 * instances cannot both win (the second waits for the first's row and then sees it recent).
 */
async function claimConfirmation(trx: Db, email: string, now: string): Promise<boolean> {
  const cutoff = new Date(Date.parse(now) - CONFIRMATION_INTERVAL_MS).toISOString();
  const claimed = await trx
    .insertInto("confirmation_recipients")
    .values({ recipient: recipientKey(email), last_sent_at: now })
    .onConflict((oc) => oc.column("recipient").doUpdateSet({ last_sent_at: now }).where("confirmation_recipients.last_sent_at", "<", cutoff))
    .returning("recipient")
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Subscribing the same e-mail again succeeds and keeps one row (the latest name). A new subscriber
 * (or one who was removed and subscribes again) is also an inbox entry of kind "subscription".
 * Subscribing is an explicit opt-in: it lifts an earlier removal of the address (mail_suppressions).
 */
export async function upsertSubscriber(db: Db, s: Subscription, meta: Pick<LeadMeta, "pageUrl" | "locale"> = {}): Promise<void> {
  const now = new Date().toISOString();
  const email = s.email.toLowerCase();
  await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto("subscribers")
      .values({ name: s.name, email, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    // Subscribing is itself the opt-in to what the form states (CONSENT_TEXTS.subscribe); it lifts an earlier removal.
    const subscriberId = added?.id ?? (await trx.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    await recordConsent(trx, { email, subject: "subscriber", subjectId: Number(subscriberId), granted: true, textVersion: CONSENT_TEXTS.subscribe, ...meta }, now);
    if (!added) {
      await trx.updateTable("subscribers").set({ name: s.name, updated_at: now }).where("email", "=", email).execute();
      return;
    }
    await unsuppress(trx, email);
    const entry = await trx
      .insertInto("leads")
      .values({ op_code: 0, kind: "subscription", name: s.name, email, country_id: 0, phone: "", message: "", created_at: now, updated_at: now, agent_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordArrival(trx, entry.id, null, { name: s.name, email, phone: "", countryId: null }, now);
  });
}
