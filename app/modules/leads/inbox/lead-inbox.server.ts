/**
 * The lead inbox's services: list, read, change (status, assignment, note) and export
 * leads, for a signed-in staff member (`Actor`). Admins and editors see every lead; an agent those
 * of its profile (`leads.agent_id`), and the scope is in every query, so another agent's lead is
 * "not found", never "forbidden" (an id says nothing about leads one may not see).
 *
 * Every change validates with the form's schema (app/modules/leads/inbox/inbox-schemas.ts) first, then, in
 * one transaction, re-reads the lead within the scope, writes the lead, its history row and the
 * audit entry (and, for an assignment, the agent's e-mail in the outbox). A refusal is an
 * InboxError with field messages, and nothing is written.
 *
 * Not writeChange: no page of the site shows leads, so a change to one must not move the data
 * version (that would empty every instance's page caches for nothing); the lead forms do the same.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { LEAD_AGENT, type LeadAgentPayload } from "../queries/leads.server.ts";
import {
  countLeads,
  findLead,
  historyOf,
  leadPage,
  resolveSearch,
  scopedLeadRow,
  TOTAL_CAP,
  type LeadCursor,
  type LeadDetail,
  type LeadHistoryEntry,
  type LeadListItem,
  type LeadScope,
  type ResolvedFilters,
} from "../queries/inbox.server.ts";
import {
  assignSchema,
  fieldMessages,
  leadFiltersSchema,
  leadPageSchema,
  leadSortSchema,
  noteSchema,
  setStatusSchema,
  type AssignInput,
  type LeadFilters,
  type LeadFiltersInput,
  type LeadPageInput,
  type LeadSort,
  type NoteInput,
  type SetStatusInput,
} from "./inbox-schemas.ts";
import { csvLine, CSV_BOM } from "../../../platform/http/csv.ts";
import { recordAudit } from "../../staff/index.server.ts";
import { wakeOutbox } from "../../../platform/mail/outbox.server.ts";
import { seesAllLeads, type Actor } from "../../staff/index.ts";
import type { Tx } from "../../../platform/cache/write.server.ts";
import { overdueCutoff } from "../routing/overdue.server.ts";
import { z } from "zod";


type InboxErrorCode = "invalid" | "not_found" | "forbidden" | "conflict";

/** Why an inbox call was refused; `fieldErrors` are keyed by the form's field names. Nothing was written. */
export class InboxError extends Error {
  readonly code: InboxErrorCode;
  readonly fieldErrors: Record<string, string[]>;
  constructor(code: InboxErrorCode, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = "InboxError";
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

const NOT_FOUND = "No such lead.";

/** Either zod build: the changes' schemas are zod/mini (shared with the browser), the list's full zod. */
function parse<S extends z.core.$ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) throw new InboxError("invalid", `The ${what} was not accepted: please correct the marked fields.`, fieldMessages(parsed.error));
  return parsed.data;
}

function scopeOf(actor: Actor): LeadScope {
  // An agent account without a profile sees nothing rather than everything.
  return { agentId: seesAllLeads(actor) ? null : (actor.agentId ?? -1) };
}

function encodeCursor(c: LeadCursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString("base64url");
}

function decodeCursor(value: string | undefined, field: string): LeadCursor | undefined {
  if (value === undefined) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && at.length <= 40 && Number.isSafeInteger(id)) return { at, id: id as number };
  } catch {
    // falls through to the refusal
  }
  throw new InboxError("invalid", "The page link is not valid.", { [field]: ["The page link is not valid: start from the first page."] });
}

export type LeadList = {
  items: LeadListItem[];
  /** How many leads match, up to TOTAL_CAP; `totalCapped` when there are more. */
  total: number;
  totalCapped: boolean;
  /** Cursors for the neighbouring pages (null at either end). */
  next: string | null;
  prev: string | null;
  filters: LeadFilters;
  sort: LeadSort;
};

const HOUR_MS = 60 * 60_000;

/** The filters with the search resolved and "overdue" turned into its cutoff now (the response period's, or an hour ago). */
async function resolveFilters(db: Db, f: LeadFilters, now = new Date()): Promise<ResolvedFilters> {
  const resolved = await resolveSearch(db, f);
  if (!f.overdue) return resolved;
  return { ...resolved, overdueBefore: f.overdue === "1h" ? new Date(now.getTime() - HOUR_MS).toISOString() : await overdueCutoff(db, now) };
}

/** How many leads in the actor's scope match the filters (the inbox's total for them, without its page): the dashboard's figures. */
export async function countLeadsMatching(db: Db, actor: Actor, filters: LeadFiltersInput, now = new Date()): Promise<{ total: number; totalCapped: boolean }> {
  const total = await countLeads(db, scopeOf(actor), await resolveFilters(db, parse(leadFiltersSchema, filters, "filter"), now));
  return { total: Math.min(total, TOTAL_CAP), totalCapped: total > TOTAL_CAP };
}

/** A page of the inbox: filters and page as the inbox's URL gives them (validated here). */
export async function listLeads(db: Db, actor: Actor, filters: LeadFiltersInput, sort: LeadSort | undefined, page: LeadPageInput = {}): Promise<LeadList> {
  const f = parse(leadFiltersSchema, filters, "filter");
  const s = parse(leadSortSchema, sort, "sort");
  const p = parse(leadPageSchema, page, "page");
  const after = decodeCursor(p.after, "after");
  const before = after ? undefined : decodeCursor(p.before, "before");
  const scope = scopeOf(actor);
  const resolved = await resolveFilters(db, f);
  const [{ items, hasMore }, total] = await Promise.all([leadPage(db, scope, resolved, { sort: s, after, before, size: p.size }), countLeads(db, scope, resolved)]);
  const first = items[0];
  const last = items.at(-1);
  // Reading forwards, rows lie behind us when we came from a cursor; backwards, ahead of us.
  const moreAhead = before ? true : hasMore;
  const moreBehind = before ? hasMore : after !== undefined;
  return {
    items,
    total: Math.min(total, TOTAL_CAP),
    totalCapped: total > TOTAL_CAP,
    next: moreAhead && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
    prev: moreBehind && first ? encodeCursor({ at: first.createdAt, id: first.id }) : null,
    filters: f,
    sort: s,
  };
}

/** One lead, or null when there is none with this id in the actor's scope. */
export async function getLead(db: Db, actor: Actor, id: number): Promise<LeadDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return findLead(db, scopeOf(actor), id);
}

/** The lead's history, oldest first, or null when the lead is not in the actor's scope. */
export async function leadHistory(db: Db, actor: Actor, id: number): Promise<LeadHistoryEntry[] | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  if (!(await scopedLeadRow(db, scopeOf(actor), id))) return null;
  return historyOf(db, id);
}

type Current = NonNullable<Awaited<ReturnType<typeof scopedLeadRow>>>;

/** Runs a change on one lead in one transaction, after finding it in the actor's scope. */
export async function changeLead<T>(db: Db, actor: Actor, id: number, change: (trx: Tx, lead: Current, now: string) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(id) || id < 1) throw new InboxError("not_found", NOT_FOUND);
  return db.transaction().execute(async (trx) => {
    const lead = await scopedLeadRow(trx, scopeOf(actor), id);
    if (!lead) throw new InboxError("not_found", NOT_FOUND);
    return change(trx, lead, new Date().toISOString());
  });
}

export async function addHistory(trx: Tx, actor: Actor, leadId: number, at: string, e: { kind: "status" | "assigned" | "note"; from?: string | null; to?: string | null; note?: string | null }) {
  await trx
    .insertInto("lead_history")
    .values({ lead_id: leadId, at, staff_id: actor.staffId, staff_name: actor.name, kind: e.kind, from_value: e.from ?? null, to_value: e.to ?? null, note: e.note ?? null })
    .execute();
}

/**
 * The conditional update is the guard against a change made meanwhile (another staff member, another
 * instance): it matches only the values this change was decided on, else nothing is written.
 */
function changedMeanwhile(): InboxError {
  return new InboxError("conflict", "The lead was changed meanwhile: reload it and try again.");
}

type ChangeResult = { changed: boolean };

/** Moves a lead to a status (with an optional note, e.g. why it was lost). The same status again changes nothing. */
export async function setLeadStatus(db: Db, actor: Actor, id: number, input: SetStatusInput): Promise<ChangeResult> {
  const { status, note } = parse(setStatusSchema, input, "status");
  return changeLead(db, actor, id, async (trx, lead, now) => {
    if (lead.status === status) return { changed: false };
    const updated = await trx.updateTable("leads").set({ status, updated_at: now }).where("id", "=", id).where("status", "=", lead.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw changedMeanwhile();
    await addHistory(trx, actor, id, now, { kind: "status", from: lead.status, to: status, note });
    await recordAudit(trx, actor, { action: "status", entity: "lead", entityId: id, before: { status: lead.status }, after: { status, ...(note ? { note } : {}) } }, new Date(now));
    return { changed: true };
  });
}

/**
 * Gives a lead to an agent profile (or to none: `agentId` null) and e-mails the agent through the
 * outbox. Admins and editors only: an agent's leads are the brokerage's to hand out.
 */
export async function assignLead(db: Db, actor: Actor, id: number, input: AssignInput): Promise<ChangeResult> {
  const { agentId } = parse(assignSchema, input, "assignment");
  let mailed = false;
  const result = await changeLead(db, actor, id, async (trx, lead, now) => {
    if (!seesAllLeads(actor)) throw new InboxError("forbidden", "Only an admin or an editor assigns leads.");
    if (agentId !== null && !(await trx.selectFrom("agents").select("id").where("id", "=", agentId).executeTakeFirst()))
      throw new InboxError("invalid", "The assignment was not accepted: please correct the marked fields.", { agentId: ["Choose an agent from the list."] });
    if (lead.agent_id === agentId) return { changed: false };
    const updated = await trx
      .updateTable("leads")
      .set({ agent_id: agentId, updated_at: now })
      .where("id", "=", id)
      .where("agent_id", lead.agent_id === null ? "is" : "=", lead.agent_id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw changedMeanwhile();
    await addHistory(trx, actor, id, now, { kind: "assigned", from: lead.agent_id === null ? null : String(lead.agent_id), to: agentId === null ? null : String(agentId) });
    await recordAudit(trx, actor, { action: "assign", entity: "lead", entityId: id, before: { agentId: lead.agent_id }, after: { agentId } }, new Date(now));
    if (agentId !== null) {
      const payload: LeadAgentPayload = { leadId: id, agentId, reason: "assigned" };
      await trx.insertInto("outbox").values({ kind: LEAD_AGENT, payload: JSON.stringify(payload), next_attempt_at: now, created_at: now }).execute();
      mailed = true;
    }
    return { changed: true };
  });
  if (mailed) wakeOutbox();
  return result;
}

/** A note on a lead (a call made, a viewing booked), kept in its history. */
export async function addLeadNote(db: Db, actor: Actor, id: number, input: NoteInput): Promise<ChangeResult> {
  const { text } = parse(noteSchema, input, "note");
  return changeLead(db, actor, id, async (trx, _lead, now) => {
    await trx.updateTable("leads").set({ updated_at: now }).where("id", "=", id).execute();
    await addHistory(trx, actor, id, now, { kind: "note", note: text });
    await recordAudit(trx, actor, { action: "note", entity: "lead", entityId: id, before: null, after: { note: text } }, new Date(now));
    return { changed: true };
  });
}

const EXPORT_BATCH = 500;
const EXPORT_HEADER = ["ID", "Received (UTC)", "Kind", "Status", "Name", "E-mail", "Phone", "Country", "Agent", "Listing", "Message", "Last change (UTC)"];

/**
 * The filtered leads as CSV lines (newest first; UTF-8 with a byte-order mark for Excel; cells
 * protected against formulas), read in keyset batches so a large export holds one batch in memory
 * and no long transaction. Filters are checked before the first line, so a refusal comes first.
 */
export function exportLeadsCsv(db: Db, actor: Actor, filters: LeadFiltersInput): AsyncIterable<string> {
  const f = parse(leadFiltersSchema, filters, "filter");
  const scope = scopeOf(actor);
  return (async function* () {
    yield CSV_BOM + csvLine(EXPORT_HEADER);
    const resolved = await resolveFilters(db, f);
    let after: LeadCursor | undefined;
    for (;;) {
      const { items, hasMore } = await leadPage(db, scope, resolved, { sort: "newest", after, size: EXPORT_BATCH });
      const ids = items.map((i) => i.id);
      const messages = new Map<number, string>();
      // The list carries an excerpt; the export wants each message whole.
      if (ids.length) for (const m of await db.selectFrom("leads").select(["id", "message"]).where("id", "in", ids).execute()) messages.set(Number(m.id), m.message);
      for (const l of items)
        yield csvLine([
          l.id, l.createdAt, l.kind, l.status, l.name, l.email, l.phone, l.country, l.agent?.name ?? "",
          l.listing ? `${l.listing.kind} #${l.listing.id}${l.listing.title ? ` ${l.listing.title}` : ""}` : "",
          messages.get(l.id) ?? l.excerpt, l.updatedAt,
        ]);
      if (!hasMore) return;
      const last = items.at(-1)!;
      after = { at: last.createdAt, id: last.id };
    }
  })();
}

