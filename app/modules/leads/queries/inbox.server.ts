/**
 * Reading the lead inbox: the filtered, scoped list with keyset pages, one lead, its
 * history. The actor's scope is part of every query (an agent: `agent_id = <its profile>`), so an
 * id outside it finds nothing. Filters and scope are applied to `leads` before the joins, which only
 * name things (agent, listing, country) for the rows of one page.
 *
 * Pages are keyset pages over (created_at, id): each filter has an index ending in those columns
 * (migration 2026-11-26-04), so a page is one index range read in order, as fast at the millionth
 * lead as at the first, and stable while leads arrive (a new lead does not shift the next page).
 * The total is counted up to TOTAL_CAP ("10,000+"), so a count never reads a million rows.
 */
import { type ExpressionBuilder, type Expression, type SqlBool } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import type { Database, LeadEventKind, LeadStatus } from "../../../platform/db/schema.ts";
import type { LeadFilters, LeadKind, LeadSort } from "../inbox/inbox-schemas.ts";
import { prefixUpperBound, searchPrefixes } from "../inbox/lead-search-terms.ts";
import { answered, overdueCondition } from "../routing/overdue.server.ts";

export const TOTAL_CAP = 10_000;
const DUBAI_OFFSET = "+04:00";

/** Whose leads a query may read: every lead (null) or one agent profile's. */
export type LeadScope = { agentId: number | null };

export type LeadCursor = { at: string; id: number };

export type LeadListItem = {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  createdAt: string;
  updatedAt: string;
  name: string;
  email: string;
  /** With the country's calling code, e.g. "+971 501234567"; "" for a subscription. */
  phone: string;
  country: string | null;
  agent: { id: number; name: string } | null;
  /** `slug`: the listing's, for a link to its public page. */
  listing: { kind: "unit" | "project"; id: number; title: string | null; slug: string | null } | null;
  /** The message's first 160 characters. */
  excerpt: string;
  /** A member of staff has answered it (first-response.ts's rule). */
  answered: boolean;
};

export type LeadDetail = LeadListItem & { message: string; pageUrl: string | null; sourceIp: string | null; userAgent: string | null };

export type LeadHistoryEntry = {
  id: number;
  at: string;
  /** Null: the system (arrival, the outbox). */
  staff: { id: number; name: string } | null;
  kind: LeadEventKind;
  from: string | null;
  to: string | null;
  note: string | null;
};

type Eb = ExpressionBuilder<Database, "leads">;

/** The start of a Dubai day in UTC (days in the inbox's filters are the brokerage's days). */
function dubaiDayStart(day: string, plusDays = 0): string {
  const t = Date.parse(`${day}T00:00:00${DUBAI_OFFSET}`) + plusDays * 86_400_000;
  return new Date(t).toISOString();
}

/**
 * Filters with the text search resolved to the ids it matches (`ids`), when they are few. The
 * planners cannot know how many leads a word prefix matches: PostgreSQL, guessing thousands, reads
 * the whole leads table to join them (0.4 s at a million). Asking the terms index first (index-only
 * ranges and their intersection) and then reading the matching leads by id is a few milliseconds
 * for a precise search; a broad one (over SEARCH_IDS_CAP) keeps the subqueries, where walking the
 * leads newest first finds a page soon.
 */
export type ResolvedFilters = LeadFilters & { ids?: number[]; overdueBefore?: string };
const SEARCH_IDS_CAP = 2_000;

export async function resolveSearch(db: Db, f: LeadFilters): Promise<ResolvedFilters> {
  const prefixes = searchPrefixes(f.q ?? "");
  if (!prefixes.length) return f;
  const range = (prefix: string) =>
    db.selectFrom("lead_search_terms").select("lead_id").where("term", ">=", prefix).where("term", "<", prefixUpperBound(prefix));
  let query = range(prefixes[0]!);
  for (const prefix of prefixes.slice(1)) query = query.intersect(range(prefix));
  const rows = await query.limit(SEARCH_IDS_CAP + 1).execute();
  return rows.length > SEARCH_IDS_CAP ? f : { ...f, ids: rows.map((r) => Number(r.lead_id)) };
}

/** The scope and the filters, as one condition on `leads`. */
function leadConditions(eb: Eb, scope: LeadScope, f: ResolvedFilters): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [];
  if (scope.agentId !== null) conds.push(eb("leads.agent_id", "=", scope.agentId));
  if (f.status?.length) conds.push(f.status.length === 1 ? eb("leads.status", "=", f.status[0]!) : eb("leads.status", "in", f.status));
  if (f.kind?.length) conds.push(f.kind.length === 1 ? eb("leads.kind", "=", f.kind[0]!) : eb("leads.kind", "in", f.kind));
  if (f.agent === "none") conds.push(eb("leads.agent_id", "is", null));
  else if (f.agent !== undefined) conds.push(eb("leads.agent_id", "=", f.agent));
  if (f.unitId !== undefined) conds.push(eb("leads.unit_id", "=", f.unitId));
  if (f.projectId !== undefined) conds.push(eb("leads.project_id", "=", f.projectId));
  if (f.from) conds.push(eb("leads.created_at", ">=", dubaiDayStart(f.from)));
  if (f.to) conds.push(eb("leads.created_at", "<", dubaiDayStart(f.to, 1)));
  if (f.overdue && f.overdueBefore) conds.push(overdueCondition(eb, f.overdueBefore));
  // No lead matches an empty list (and no id is negative).
  if (f.ids) conds.push(f.ids.length ? eb("leads.id", "in", f.ids) : eb("leads.id", "<", 0));
  else for (const prefix of searchPrefixes(f.q ?? "")) {
    conds.push(
      eb(
        "leads.id",
        "in",
        eb.selectFrom("lead_search_terms").select("lead_search_terms.lead_id").where("lead_search_terms.term", ">=", prefix).where("lead_search_terms.term", "<", prefixUpperBound(prefix)),
      ),
    );
  }
  return eb.and(conds);
}

/** The rows matching scope and filters, not yet ordered: the base of the page, the count and the export. */
function matching(db: Db, scope: LeadScope, f: ResolvedFilters) {
  return db.selectFrom("leads").where((eb) => leadConditions(eb, scope, f));
}

/** The page's columns, joined for the names (only for the rows of the page). */
function withNames<Q extends ReturnType<typeof matching>>(q: Q) {
  return q
    .leftJoin("agents", "agents.id", "leads.agent_id")
    .leftJoin("units", "units.id", "leads.unit_id")
    .leftJoin("projects", "projects.id", "leads.project_id")
    .leftJoin("countries", "countries.id", "leads.country_id")
    .select([
      "leads.id", "leads.kind", "leads.status", "leads.created_at", "leads.updated_at", "leads.name", "leads.email", "leads.phone",
      "leads.message", "leads.agent_id", "leads.unit_id", "leads.project_id",
      "agents.name as agent_name", "units.title as unit_title", "projects.name as project_name",
      "units.page_url as unit_page_url", "projects.page_url as project_page_url",
      "countries.name as country_name", "countries.isd_code as isd",
    ])
    .select((eb) => answered(eb).as("answered"));
}

type Row = Awaited<ReturnType<ReturnType<typeof withNames>["executeTakeFirstOrThrow"]>>;

function toItem(r: Row): LeadListItem {
  const listing = r.unit_id
    ? { kind: "unit" as const, id: r.unit_id, title: r.unit_title, slug: r.unit_page_url }
    : r.project_id
      ? { kind: "project" as const, id: r.project_id, title: r.project_name, slug: r.project_page_url }
      : null;
  return {
    id: Number(r.id),
    kind: r.kind,
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    name: r.name,
    email: r.email,
    phone: r.phone ? `${r.isd ? `+${r.isd.replace(/^\+/, "")} ` : ""}${r.phone}` : "",
    country: r.country_name,
    agent: r.agent_id !== null ? { id: r.agent_id, name: r.agent_name ?? `#${r.agent_id}` } : null,
    listing,
    excerpt: r.message.length > 160 ? `${r.message.slice(0, 159)}…` : r.message,
    answered: Boolean(Number(r.answered)),
  };
}

type LeadPageQuery = { sort: LeadSort; after?: LeadCursor; before?: LeadCursor; size: number };

/**
 * One page in the sort's order. `after`: the page following a cursor; `before`: the page ending at
 * one (read backwards, then turned round). `hasMore` says whether rows lie beyond the page in the
 * direction read.
 */
export async function leadPage(db: Db, scope: LeadScope, f: ResolvedFilters, p: LeadPageQuery): Promise<{ items: LeadListItem[]; hasMore: boolean }> {
  const newest = p.sort === "newest";
  const backwards = p.before !== undefined && p.after === undefined;
  // Reading backwards flips the order; the cursor's comparison flips with it.
  const descending = newest !== backwards;
  const cursor = backwards ? p.before : p.after;
  const dir = descending ? "desc" : "asc";
  const rows = await withNames(
    matching(db, scope, f).$if(cursor !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple("leads.created_at", "leads.id"), descending ? "<" : ">", eb.tuple(cursor!.at, cursor!.id))),
    ),
  )
    .orderBy("leads.created_at", dir)
    .orderBy("leads.id", dir)
    .limit(p.size + 1)
    .execute();
  const hasMore = rows.length > p.size;
  const page = rows.slice(0, p.size).map(toItem);
  return { items: backwards ? page.reverse() : page, hasMore };
}

/** How many leads match, counted up to TOTAL_CAP + 1 (more: "10,000+"). */
export async function countLeads(db: Db, scope: LeadScope, f: ResolvedFilters): Promise<number> {
  const row = await countLeadsQuery(db, scope, f).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function countLeadsQuery(db: Db, scope: LeadScope, f: ResolvedFilters) {
  return db.selectFrom(matching(db, scope, f).select("leads.id").limit(TOTAL_CAP + 1).as("m")).select((eb) => eb.fn.countAll<number>().as("n"));
}

/** The query plan's subject: the page query as listLeads runs it (bench and plan tests). */
export function leadPageQuery(db: Db, scope: LeadScope, f: ResolvedFilters, size = 50) {
  return withNames(matching(db, scope, f)).orderBy("leads.created_at", "desc").orderBy("leads.id", "desc").limit(size + 1);
}

export async function findLead(db: Db, scope: LeadScope, id: number): Promise<LeadDetail | null> {
  const row = await withNames(matching(db, scope, {}).where("leads.id", "=", id))
    .select(["leads.page_url", "leads.source_ip", "leads.user_agent"])
    .executeTakeFirst();
  if (!row) return null;
  return { ...toItem(row), message: row.message, pageUrl: row.page_url, sourceIp: row.source_ip, userAgent: row.user_agent };
}

/** The lead's events, oldest first; assignments name the agents. */
export async function historyOf(db: Db, leadId: number): Promise<LeadHistoryEntry[]> {
  const rows = await db.selectFrom("lead_history").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
  const agentIds = new Set<number>();
  for (const r of rows)
    if (r.kind === "assigned" || r.kind === "arrived") for (const v of [r.from_value, r.to_value]) if (v && /^\d+$/.test(v)) agentIds.add(Number(v));
  const names = new Map<number, string>();
  if (agentIds.size) for (const a of await db.selectFrom("agents").select(["id", "name"]).where("id", "in", [...agentIds]).execute()) names.set(a.id, a.name);
  const agentName = (v: string | null) => (v && /^\d+$/.test(v) ? (names.get(Number(v)) ?? `#${v}`) : v);
  return rows.map((r) => {
    const named = r.kind === "assigned" || r.kind === "arrived";
    return {
      id: Number(r.id),
      at: r.at,
      staff: r.staff_id !== null ? { id: r.staff_id, name: r.staff_name ?? `#${r.staff_id}` } : null,
      kind: r.kind,
      from: named ? agentName(r.from_value) : r.from_value,
      to: named ? agentName(r.to_value) : r.to_value,
      note: r.note,
    };
  });
}

/** Whether the lead exists within the scope (changes check this inside their transaction). */
export function scopedLeadRow(db: Db, scope: LeadScope, id: number) {
  return matching(db, scope, {}).select(["leads.id", "leads.status", "leads.agent_id", "leads.kind"]).where("leads.id", "=", id).executeTakeFirst();
}
