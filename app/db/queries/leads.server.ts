/**
 * Storing leads and subscribers. A lead and its notification job are written in one
 * transaction (the outbox), so an accepted lead is never lost and always notified.
 */
import type { Db } from "../client.server.ts";
import type { EnquiryLead, Subscription } from "../../lib/lead-schemas.ts";

export type LeadKind = "enquiry" | "contact" | "unit-enquiry";
export type LeadMeta = { formToken?: string | null; sourceIp?: string | null; userAgent?: string | null; pageUrl?: string | null };

export const LEAD_NOTIFICATION = "lead-notification";
export const LEAD_CONFIRMATION = "lead-confirmation";

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
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const payload = JSON.stringify({ leadId: row.id });
    await trx
      .insertInto("outbox")
      .values([
        { kind: LEAD_NOTIFICATION, payload, next_attempt_at: now, created_at: now },
        { kind: LEAD_CONFIRMATION, payload, next_attempt_at: now, created_at: now },
      ])
      .execute();
    return { id: row.id, duplicate: false };
  });
}

/** Subscribing the same e-mail again succeeds and keeps one row (the latest name). */
export async function upsertSubscriber(db: Db, s: Subscription): Promise<void> {
  const now = new Date().toISOString();
  const email = s.email.toLowerCase();
  await db
    .insertInto("subscribers")
    .values({ name: s.name, email, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("email").doUpdateSet({ name: s.name, updated_at: now }))
    .execute();
}
