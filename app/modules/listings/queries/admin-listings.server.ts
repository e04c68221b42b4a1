/**
 * The back office's unit and project tables: one query for both kinds, scoped to the
 * actor in the query itself (an agent's rows only), every life-cycle state, search, filters, four
 * sorts both ways, keyset pages and a capped total. Criteria: app/modules/listings/admin/listing-criteria.ts.
 *
 * Decisions (measured with `npm run bench -- admin-listings`):
 * - Keyset paging (`after`/`before` cursors: sort value and id), never OFFSET: page 1,000 walks
 *   the same few index entries as page 1 (migration 2026-11-26-05 gives each sort an index
 *   ending in `id`, the tie-break).
 * - The total is exact up to TOTAL_CAP and "more than TOTAL_CAP" past it: counting a million
 *   rows for every table view would cost more than the page itself, and nobody pages that far.
 * - Search: an id, a CRM reference or a permit number, or the words that start title words
 *   (admin-listing-search.server.ts). A broad title search (over SEARCH_IDS_CAP listings) counts
 *   from the rarest word's range joined to the listings, and its page walks the sort's index
 *   testing each listing's own terms, where a page of matches comes soon.
 * - Lookup names (type, status, purpose, area, agent) are scalar subqueries, not joins, so the
 *   plan of the page stays one walk of the listing table; photos come in a second query for
 *   the page's ids.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import type { ListingState, RentFrequency } from "../../../platform/db/schema.ts";
import type { ListingKind } from "../listing-input.ts";
import { agentLimit, type Actor } from "../../staff/index.ts";
import { decodeCursor, encodeCursor, PERMIT_WARNING_DAYS, type AdminListingCriteria, type AdminSort } from "../admin/listing-criteria.ts";
import { pricePeriodOf, type PricePeriod } from "../../../platform/i18n/format.ts";
import { prefixUpperBound, wordPrefixes } from "../../../platform/db/search-words.ts";
import { listImagesFor, ownerColumn } from "./listing-children.server.ts";
import { lookupName } from "./listing-columns.server.ts";
import { SEARCH_IDS_CAP, byRarity, fromListings, hasTitleTerm, resolveSearch, titleMatchesQuery, type ListingQuery, type Search } from "./admin-listing-search.server.ts";

/** The total is counted exactly up to here; past it the table says "more than 10,000". */
const TOTAL_CAP = 10_000;
/**
 * Whether a page should walk the sort's index (many matches) or find its matches by their filters
 * and sort them (few). Walking reads about table size / matches × page size rows; finding them
 * reads and sorts every match: they cost the same near √(page size × table size), about 2,200
 * matches at 100,000 units and 7,000 at 1,000,000 (the largest id stands for the size: one seek).
 */
async function manyMatches(db: Db, kind: ListingKind, matches: number, pageSize: number): Promise<boolean> {
  const row = await fromListings(db, kind).select((eb) => eb.fn.max("li.id").as("top")).executeTakeFirst();
  return matches > Math.sqrt(pageSize * Number(row?.top ?? 0));
}

/** What one row of a staff table shows. */
export type AdminListingRow = {
  id: number;
  kind: ListingKind;
  title: string;
  pageUrl: string;
  crmRef: string | null;
  state: ListingState;
  price: number;
  /** A rent's period ("month" …); null for a sale or a project's starting price. */
  pricePeriod: PricePeriod;
  purposeName: string | null;
  typeName: string;
  statusName: string;
  areaId: number;
  areaName: string;
  agentId: number;
  agentName: string;
  permitNumber: string;
  permitExpiresOn: string | null;
  /** The permit's last day is today or within PERMIT_WARNING_DAYS days. */
  permitExpiresSoon: boolean;
  permitExpired: boolean;
  updatedAt: string;
  publishedAt: string | null;
  /** 0-100 (modules/listings/quality). */
  qualityScore: number;
  photoCount: number;
  firstPhoto: string | null;
};

type AdminListingPage = {
  rows: AdminListingRow[];
  /** Exact when `totalCapped` is false; else at least TOTAL_CAP. */
  total: number;
  totalCapped: boolean;
  /** Cursors for the next and previous pages' links (`after=`, `before=`), null at an end. */
  nextCursor: string | null;
  prevCursor: string | null;
};

const KIND = {
  unit: { table: "units", title: "title", price: "price" },
  project: { table: "projects", title: "name", price: "starting_price" },
} as const;

function sortExpression(kind: ListingKind, sort: AdminSort): Expression<string | number> {
  switch (sort) {
    case "updated":
      return sql<string>`${sql.ref("li.updated_at")}`;
    case "price":
      return sql<number>`${sql.ref(`li.${KIND[kind].price}`)}`;
    // Written as in the index of migration 2026-11-26-05 (a literal, not a parameter, or SQLite would not match it).
    case "published":
      return sql<string>`coalesce(${sql.ref("li.published_at")}, '')`;
    case "title":
      return sql<string>`${sql.ref(`li.${KIND[kind].title}`)}`;
    case "quality":
      return sql<number>`${sql.ref("li.quality_score")}`;
  }
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A photo of the listing `li` (the "without photos" filter: none exists). */
function photoOf(db: Db, kind: ListingKind) {
  return db
    .selectFrom("listing_media as lm")
    .select("lm.id")
    .where("lm.kind", "=", "photo")
    .where(sql.ref(`lm.${ownerColumn(kind)}`), "=", sql.ref("li.id"));
}

/**
 * The listings the actor may see that match every set filter (no order, no page). `search`: the
 * search text resolved (resolveSearch), read once for the page and the count.
 *
 * `walkSort` (the page, when manyMatches says so): every filter is written so that no
 * index serves it (`+column`, `column || ''`: no-ops for both databases), and the planners walk
 * the sort's index from the cursor, testing the filters on the way. With that many matches a
 * page is found within a few thousand rows at most, while SQLite otherwise read a filter's
 * index and sorted all its rows (an agent's 12,500 units, a status's 50,000: 100-600 ms at 100k
 * units). With few matches (a rare combination) the filters' indexes find them all and the sort
 * is cheap, where walking the sort's index would read most of the table. The count always
 * keeps them indexable: it reads them in no order, from an index alone.
 */
function matching(db: Db, kind: ListingKind, actor: Actor, c: AdminListingCriteria, today: string, search: Search | null, walkSort: boolean): ListingQuery {
  const limit = agentLimit(actor);
  const num = (column: string) => (walkSort ? sql<number>`+${sql.ref(column)}` : sql<number>`${sql.ref(column)}`);
  const text = (column: string) => (walkSort ? sql<string>`(${sql.ref(column)} || '')` : sql<string>`${sql.ref(column)}`);
  let q = fromListings(db, kind);
  if (limit !== null) q = q.where(num("li.agent_id"), "=", limit);
  if (c.agent) q = q.where(num("li.agent_id"), "=", c.agent);
  if (c.purpose && kind === "unit") q = q.where(num("li.purpose_id"), "=", c.purpose);
  if (c.type) q = q.where(num("li.type_id"), "=", c.type);
  if (c.status) q = q.where(num("li.status_id"), "=", c.status);
  if (c.area) q = q.where(num("li.area_id"), "=", c.area);
  if (c.state) q = q.where(text("li.state"), "=", c.state);
  if (c.expiring) q = q.where(text("li.permit_expires_on"), ">=", today).where(text("li.permit_expires_on"), "<=", addDays(today, PERMIT_WARNING_DAYS));
  if (c.photos === "none") q = q.where((eb) => eb.not(eb.exists(photoOf(db, kind))));
  if (search) {
    // No listing has a negative id: an empty match finds nothing.
    if ("ids" in search) q = q.where("li.id", "in", search.ids.length ? search.ids : [-1]);
    else if (walkSort) {
      // Many matches: the page walks the sort's index and tests each listing's own terms.
      for (const prefix of search.prefixes) q = q.where(hasTitleTerm(db, kind, prefix, sql.ref("li.id")));
    } else {
      // The count and a page of few matches: from the rarest word's index range to the listings (by key), the other
      // words tested per listing. Rows of one listing repeat when two of its words share the prefix: see `distinct`.
      const [driver, ...others] = search.prefixes;
      q = q
        .innerJoin("listing_title_terms as st", "st.listing_id", "li.id")
        .where("st.kind", "=", kind)
        .where("st.term", ">=", driver!)
        .where("st.term", "<", prefixUpperBound(driver!)) as unknown as ListingQuery;
      // Tested on the term's row (st), so a listing's row is read only once its words all match.
      for (const prefix of others) q = q.where(hasTitleTerm(db, kind, prefix, sql.ref("st.listing_id")));
    }
  }
  return q;
}

/** Whether matching() joins the terms (a broad title search outside the walk), so its rows must be made distinct. */
const joinsTerms = (search: Search | null, walkSort: boolean) => Boolean(search && "prefixes" in search && !walkSort);

/** The ids of one page in table order, one more than the page to tell whether another follows. */
function pageQuery(q: ListingQuery, kind: ListingKind, c: AdminListingCriteria, distinct = false) {
  const sortExpr = sortExpression(kind, c.sort);
  const after = decodeCursor(c.after, c.sort);
  const before = after ? undefined : decodeCursor(c.before, c.sort);
  // Reading backwards for `before`: the rows just above the cursor, flipped back afterwards.
  const desc = (c.dir === "desc") !== Boolean(before);
  const cursor = after ?? before;
  let page = q;
  if (cursor) {
    const value = c.sort === "price" || c.sort === "quality" ? Number(cursor.value) : cursor.value;
    page = page.where(sql<SqlBool>`(${sortExpr}, ${sql.ref("li.id")}) ${sql.raw(desc ? "<" : ">")} (${value}, ${cursor.id})`);
  }
  return {
    query: page
      .select(["li.id", sql<string | number>`${sortExpr}`.as("sort_value")])
      .$if(distinct, (p) => p.distinct())
      .orderBy(sortExpr, desc ? "desc" : "asc")
      .orderBy("li.id", desc ? "desc" : "asc")
      .limit(c.pageSize + 1),
    backwards: Boolean(before),
    fromCursor: Boolean(cursor),
  };
}

/** The rows the count reads: each listing once (made distinct when matching() joined the title terms). */
function countRows(q: ListingQuery, distinct: boolean) {
  return q
    .select(sql<number>`${distinct ? sql.ref("li.id") : sql`1`}`.as("one"))
    .$if(distinct, (d) => d.distinct())
    .limit(TOTAL_CAP + 1);
}

async function countCapped(db: Db, q: ListingQuery, distinct: boolean): Promise<{ total: number; totalCapped: boolean }> {
  const row = await db
    .selectFrom(countRows(q, distinct).as("m"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return capped(Number(row.n));
}

const capped = (n: number) => (n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false });

/**
 * No scope and no filter but the search: a broad title search is then counted from the terms
 * alone (titleMatchesQuery), without reading a listing row per match (each a random read of the
 * listing table: 37,000 of them for "sea view" at 1,000,000 units).
 */
function unfiltered(actor: Actor, c: AdminListingCriteria): boolean {
  return agentLimit(actor) === null && !c.agent && !c.purpose && !c.type && !c.status && !c.area && !c.state && !c.expiring && !c.photos;
}

async function rowsFor(db: Db, kind: ListingKind, ids: number[], today: string): Promise<Map<number, AdminListingRow>> {
  const out = new Map<number, AdminListingRow>();
  if (!ids.length) return out;
  const k = KIND[kind];
  const rows = await fromListings(db, kind)
    .where("li.id", "in", ids)
    .select([
      "li.id",
      sql<string>`${sql.ref(`li.${k.title}`)}`.as("title"),
      "li.page_url",
      "li.crm_ref",
      "li.state",
      sql<number>`${sql.ref(`li.${k.price}`)}`.as("price"),
      sql<number | null>`${kind === "unit" ? sql.ref("li.purpose_id") : sql`null`}`.as("purpose_id"),
      sql<RentFrequency | null>`${kind === "unit" ? sql.ref("li.rent_frequency") : sql`null`}`.as("rent_frequency"),
      (kind === "unit" ? lookupName("purposes", "li.purpose_id") : sql<string | null>`null`).as("purpose_name"),
      lookupName("property_types", "li.type_id").as("type_name"),
      lookupName("statuses", "li.status_id").as("status_name"),
      "li.area_id",
      sql<string>`(select a.name from areas a where a.id = ${sql.ref("li.area_id")})`.as("area_name"),
      "li.agent_id",
      sql<string>`(select ag.name from agents ag where ag.id = ${sql.ref("li.agent_id")})`.as("agent_name"),
      "li.permit_number",
      "li.permit_expires_on",
      "li.updated_at",
      "li.published_at",
      "li.quality_score",
    ])
    .execute();
  const photos = await listImagesFor(db, kind, ids);
  const soon = addDays(today, PERMIT_WARNING_DAYS);
  for (const r of rows) {
    const id = Number(r.id);
    const pics = photos.get(id) ?? [];
    const expires = r.permit_expires_on;
    out.set(id, {
      id,
      kind,
      title: r.title,
      pageUrl: r.page_url,
      crmRef: r.crm_ref,
      state: r.state,
      price: Number(r.price),
      pricePeriod: r.purpose_id === null ? null : pricePeriodOf(Number(r.purpose_id), r.rent_frequency),
      purposeName: r.purpose_name,
      typeName: r.type_name,
      statusName: r.status_name,
      areaId: Number(r.area_id),
      areaName: r.area_name,
      agentId: Number(r.agent_id),
      agentName: r.agent_name,
      permitNumber: r.permit_number,
      permitExpiresOn: expires,
      permitExpiresSoon: expires !== null && expires >= today && expires <= soon,
      permitExpired: expires !== null && expires < today,
      updatedAt: r.updated_at,
      publishedAt: r.published_at,
      qualityScore: Number(r.quality_score),
      photoCount: pics.length,
      firstPhoto: pics[0] ?? null,
    });
  }
  return out;
}

/** One page of a staff table of units or projects, with its total. `now` fixes "today" (UTC) for the permit filter and flags. */
export async function adminListListings(db: Db, kind: ListingKind, actor: Actor, c: AdminListingCriteria, now = new Date()): Promise<AdminListingPage> {
  const today = now.toISOString().slice(0, 10);
  const search = c.q ? await resolveSearch(db, kind, c.q, agentLimit(actor)) : null;
  // The total first: it tells the page whether its matches are many (walk the sort's index) or few (find them by their filters).
  const counted =
    search && "prefixes" in search && unfiltered(actor, c)
      ? capped((await titleMatchesQuery(db, kind, search.prefixes, TOTAL_CAP).execute()).length)
      : await countCapped(db, matching(db, kind, actor, c, today, search, false), joinsTerms(search, false));
  const many = await manyMatches(db, kind, counted.total, c.pageSize);
  const { query, backwards, fromCursor } = pageQuery(matching(db, kind, actor, c, today, search, many), kind, c, joinsTerms(search, many));
  const found = await query.execute();
  const more = found.length > c.pageSize;
  const page = found.slice(0, c.pageSize);
  if (backwards) page.reverse();
  const byId = await rowsFor(db, kind, page.map((r) => Number(r.id)), today);
  const cursorOf = (r: (typeof page)[number]) => encodeCursor({ sort: c.sort, id: Number(r.id), value: String(r.sort_value ?? "") });
  const first = page[0];
  const last = page.at(-1);
  return {
    rows: page.map((r) => byId.get(Number(r.id))!).filter(Boolean),
    ...counted,
    // Forwards: a next page when a row was left over; a previous one when we came from a cursor. Backwards: the reverse.
    nextCursor: last && (backwards ? true : more) ? cursorOf(last) : null,
    prevCursor: first && (backwards ? more : fromCursor) ? cursorOf(first) : null,
  };
}

/**
 * How many listings a table view holds (its count, capped at TOTAL_CAP), without its page: the
 * dashboard's figures, each the total of the table its link opens.
 */
export async function countAdminListings(db: Db, kind: ListingKind, actor: Actor, c: AdminListingCriteria, now = new Date()): Promise<{ total: number; totalCapped: boolean }> {
  const search = c.q ? await resolveSearch(db, kind, c.q, agentLimit(actor)) : null;
  return countCapped(db, matching(db, kind, actor, c, now.toISOString().slice(0, 10), search, false), joinsTerms(search, false));
}

/**
 * The page and count queries of a table view, for the plan checks (tests/integration/admin-listings.test.ts, the
 * bench's --explain). `walkSort` picks the page's form (many or few matches) instead of the total; `searchIdsCap`
 * 0 makes a title search broad (its word ranges as subqueries). `terms`: a title search's lookup of the terms index.
 */
export async function adminPageQuery(db: Db, kind: ListingKind, actor: Actor, c: AdminListingCriteria, now = new Date(), walkSort?: boolean, searchIdsCap = SEARCH_IDS_CAP) {
  const today = now.toISOString().slice(0, 10);
  const search = c.q ? await resolveSearch(db, kind, c.q, agentLimit(actor), searchIdsCap) : null;
  const many = walkSort ?? (await manyMatches(db, kind, (await countCapped(db, matching(db, kind, actor, c, today, search, false), joinsTerms(search, false))).total, c.pageSize));
  const prefixes = c.q && !/^\d+$/.test(c.q) ? await byRarity(db, kind, wordPrefixes(c.q)) : [];
  return {
    page: pageQuery(matching(db, kind, actor, c, today, search, many), kind, c, joinsTerms(search, many)).query,
    count: countRows(matching(db, kind, actor, c, today, search, false), joinsTerms(search, false)),
    terms: prefixes.length ? titleMatchesQuery(db, kind, prefixes, searchIdsCap) : null,
  };
}
