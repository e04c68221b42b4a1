/**
 * Viewing requests: a visitor asks to see a unit at a Dubai day and time; the request is a lead of
 * kind "viewing" (in the inbox, with the unit's agent), with its time in `viewings`. The visitor is
 * mailed a calendar file at once and again whenever the agent confirms or proposes another time
 * (the same UID, a higher SEQUENCE). Written like every lead: the lead, its history and its mails
 * (the outbox) in one transaction.
 */
import crypto from "node:crypto";
import type { Db } from "../../../platform/db/client.server.ts";
import { OPCODES } from "../../../platform/constants.ts";
import { wakeOutbox } from "../../../platform/mail/outbox.server.ts";
import { readBrokerageSettings } from "../../content/index.server.ts";
import { recordAudit } from "../../staff/index.server.ts";
import type { Actor } from "../../staff/index.ts";
import { fieldErrorKeys } from "../lead-schemas.ts";
import { addHistory, changeLead, InboxError } from "../inbox/lead-inbox.server.ts";
import { LEAD_AGENT, LEAD_NOTIFICATION, recordArrival, type LeadAgentPayload, type LeadMeta } from "../queries/leads.server.ts";
import { routeLead } from "../routing/route-lead.server.ts";
import { viewingAnswerSchema, viewingRequestSchema, type ViewingMessageKey } from "./viewing-form.server.ts";
import { bookableDays, checkSlot, dayLabel, daySlots, dubaiParts, slotInstant, type ViewingHours } from "./viewing-slots.ts";

/** The visitor's mail about a viewing (asked for, confirmed, or another time proposed). Payload { leadId }. */
export const VIEWING_MAIL = "viewing-mail";

async function viewingHours(db: Db): Promise<ViewingHours> {
  return (await readBrokerageSettings(db)).viewing;
}

type Refused = { ok: false; errors: Record<string, ViewingMessageKey | string> };

/** Checks a viewing request and stores it; field errors as message keys (the `viewing` catalogue). */
export async function requestViewing(db: Db, input: unknown, meta: LeadMeta, now = new Date()): Promise<{ ok: true; id: number; duplicate: boolean } | Refused> {
  const parsed = viewingRequestSchema.safeParse(input);
  if (!parsed.success) {
    const { unitId, ...errors } = fieldErrorKeys(parsed.error);
    return { ok: false, errors: unitId ? { form: "unitGone" } : errors };
  }
  const v = parsed.data;
  const refusal = checkSlot(await viewingHours(db), v.day, v.time, now);
  if (refusal) return { ok: false, errors: { [refusal === "dayClosed" ? "day" : "time"]: refusal } };
  const unit = await db.selectFrom("units").select(["id", "agent_id"]).where("id", "=", v.unitId).where("is_active", "=", 1).executeTakeFirst();
  if (!unit) return { ok: false, errors: { form: "unitGone" } };
  const hours = await viewingHours(db);
  const stored = await db.transaction().execute(async (trx) => {
    if (meta.formToken) {
      const existing = await trx.selectFrom("leads").select("id").where("form_token", "=", meta.formToken).executeTakeFirst();
      if (existing) return { id: existing.id, duplicate: true };
    }
    const at = now.toISOString();
    const routed = await routeLead(trx, { unitId: unit.id, projectId: null });
    const lead = await trx
      .insertInto("leads")
      .values({
        op_code: OPCODES.enquiryLead, kind: "viewing", project_id: null, unit_id: unit.id, name: v.name, email: v.email, country_id: 0, phone: v.phone,
        message: `Viewing requested for ${v.day} at ${v.time} (Dubai time).`, form_token: meta.formToken ?? null, source_ip: meta.sourceIp ?? null,
        user_agent: meta.userAgent?.slice(0, 300) ?? null, page_url: meta.pageUrl?.slice(0, 500) ?? null, locale: meta.locale ?? null,
        created_at: at, updated_at: at, agent_id: routed.agentId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("viewings")
      .values({ lead_id: lead.id, unit_id: unit.id, starts_at: slotInstant(v.day, v.time).toISOString(), minutes: hours.slotMinutes, uid: `${crypto.randomUUID()}@viewings`, status: "requested", updated_at: at })
      .execute();
    await recordArrival(trx, lead.id, routed.agentId, { name: v.name, email: v.email, phone: v.phone, countryId: null }, at, routed.note);
    const payload = JSON.stringify({ leadId: lead.id });
    const agent: LeadAgentPayload | null = routed.agentId === null ? null : { leadId: lead.id, agentId: routed.agentId, reason: "arrived" };
    await trx
      .insertInto("outbox")
      .values([
        { kind: LEAD_NOTIFICATION, payload, next_attempt_at: at, created_at: at },
        { kind: VIEWING_MAIL, payload, next_attempt_at: at, created_at: at },
        ...(agent ? [{ kind: LEAD_AGENT, payload: JSON.stringify(agent), next_attempt_at: at, created_at: at }] : []),
      ])
      .execute();
    return { id: lead.id, duplicate: false };
  });
  if (!stored.duplicate) wakeOutbox();
  return { ok: true, ...stored };
}

type ViewingDetail = { startsAt: string; day: string; time: string; minutes: number; status: "requested" | "confirmed" | "proposed"; sequence: number };

/** A lead's viewing (null for other kinds); the caller has checked the lead is in the actor's scope. */
export async function viewingOf(db: Db, leadId: number): Promise<ViewingDetail | null> {
  const row = await db.selectFrom("viewings").select(["starts_at", "minutes", "status", "sequence"]).where("lead_id", "=", leadId).executeTakeFirst();
  if (!row) return null;
  return { startsAt: row.starts_at, ...dubaiParts(new Date(row.starts_at)), minutes: Number(row.minutes), status: row.status, sequence: Number(row.sequence) };
}

/**
 * The agent confirms the time asked for or proposes another (checked against the brokerage's
 * hours like a visitor's choice). Either raises the event's SEQUENCE and mails the visitor; it is
 * the lead's history (a staff note, which counts as a response) and the audit log's.
 */
export async function answerViewing(db: Db, actor: Actor, leadId: number, input: unknown, now = new Date()): Promise<{ status: "confirmed" | "proposed" }> {
  const parsed = viewingAnswerSchema.safeParse(input);
  if (!parsed.success) throw new InboxError("invalid", "The viewing change was not accepted: please correct the marked fields.", Object.fromEntries(Object.entries(fieldErrorKeys(parsed.error)).map(([k, v]) => [k, [v]])));
  const answer = parsed.data;
  if (answer.answer === "propose") {
    const refusal = checkSlot(await viewingHours(db), answer.day, answer.time, now);
    if (refusal) throw new InboxError("invalid", "The viewing change was not accepted: please correct the marked fields.", { [refusal === "dayClosed" ? "day" : "time"]: [refusal] });
  }
  const result = await changeLead(db, actor, leadId, async (trx, _lead, at) => {
    const viewing = await trx.selectFrom("viewings").select(["starts_at", "sequence", "status"]).where("lead_id", "=", leadId).executeTakeFirst();
    if (!viewing) throw new InboxError("not_found", "This lead has no viewing.");
    const startsAt = answer.answer === "propose" ? slotInstant(answer.day, answer.time).toISOString() : viewing.starts_at;
    const status = answer.answer === "propose" ? ("proposed" as const) : ("confirmed" as const);
    const updated = await trx
      .updateTable("viewings")
      .set({ starts_at: startsAt, status, sequence: Number(viewing.sequence) + 1, updated_at: at })
      .where("lead_id", "=", leadId)
      .where("sequence", "=", viewing.sequence)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InboxError("conflict", "The viewing was changed meanwhile: reload it and try again.");
    await trx.updateTable("leads").set({ updated_at: at }).where("id", "=", leadId).execute();
    const { day, time } = dubaiParts(new Date(startsAt));
    const note = status === "confirmed" ? `Viewing confirmed for ${day} at ${time} (Dubai time).` : `Another viewing time proposed: ${day} at ${time} (Dubai time).`;
    await addHistory(trx, actor, leadId, at, { kind: "note", note });
    await recordAudit(trx, actor, { action: `viewing-${status}`, entity: "lead", entityId: leadId, before: { startsAt: viewing.starts_at, status: viewing.status }, after: { startsAt, status } }, new Date(at));
    await trx.insertInto("outbox").values({ kind: VIEWING_MAIL, payload: JSON.stringify({ leadId }), next_attempt_at: at, created_at: at }).execute();
    return { status };
  });
  wakeOutbox();
  return result;
}

/** What the form offers now: the bookable days (in the page's language) and the day's slot times. */
export async function viewingChoices(db: Db, locale: "en" | "ar", now = new Date()): Promise<{ days: Array<{ value: string; label: string }>; times: string[] }> {
  const hours = await viewingHours(db);
  return { days: bookableDays(hours, now).map((day) => ({ value: day, label: dayLabel(day, locale) })), times: daySlots(hours) };
}
