/**
 * The search of the back office's listing tables (admin-listings.server.ts). An id, a CRM
 * reference or a permit number, matched whole (indexed), finds just that listing; otherwise every
 * word must start a word of the English title (a project's name): "mar" finds "Dubai Marina",
 * "marina view" the titles with both words. The words come from `listing_title_terms` (migration
 * 2026-11-26-06, kept by the listing service): the rarest word's index range, each listing tested
 * for the other words (byRarity, hasTitleTerm), then the few matching listings by id with the
 * other filters, the scope and the sort; a broad search (over SEARCH_IDS_CAP listings) is left to
 * the table's queries as word prefixes. No title is read whole at any table size. Digits alone are
 * only an id or a permit number.
 */
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import type { Database, ProjectTable, UnitTable } from "../../../platform/db/schema.ts";
import type { ListingKind } from "../listing-input.ts";
import { prefixUpperBound, wordPrefixes } from "../../../platform/db/search-words.ts";

/** The columns both listing tables have, so one typed query serves both kinds. */
type SharedColumns = Pick<UnitTable, keyof UnitTable & keyof ProjectTable>;
export type ListingQuery = SelectQueryBuilder<Database & { li: SharedColumns }, "li", object>;

export function fromListings(db: Db, kind: ListingKind): ListingQuery {
  // Both tables carry SharedColumns; the kind-specific ones are named through KIND (admin-listings.server.ts).
  return (kind === "unit" ? db.selectFrom("units as li") : db.selectFrom("projects as li")) as unknown as ListingQuery;
}

/**
 * Ids of the listings (within the actor's scope) whose id, CRM reference or permit number is the
 * search text, so a pasted reference finds its listing without reading every title.
 */
async function exactMatches(db: Db, kind: ListingKind, q: string, limit: number | null): Promise<number[]> {
  const ors = (eb: ExpressionBuilder<Database & { li: SharedColumns }, "li">) => {
    const terms: Expression<SqlBool>[] = [eb("li.crm_ref", "=", q), eb("li.permit_number", "=", q)];
    if (q.toUpperCase() !== q) terms.push(eb("li.crm_ref", "=", q.toUpperCase()));
    if (/^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647) terms.push(eb("li.id", "=", Number(q)));
    return eb.or(terms);
  };
  let query = fromListings(db, kind).select("li.id").where(ors).limit(20);
  if (limit !== null) query = query.where("li.agent_id", "=", limit);
  return (await query.execute()).map((r) => Number(r.id));
}

/**
 * A title search's matches are read by id when at most this many (a few milliseconds); past it
 * the word ranges stay subqueries of the page (admin-listings.server.ts). Under the √(page × table size)
 * of manyMatches at 1,000,000 units (7,000), so resolved ids are found by id and sorted.
 */
export const SEARCH_IDS_CAP = 2_000;

/** What a search text resolved to: the listings it matches, or (a broad title search) its word prefixes. */
export type Search = { ids: number[] } | { prefixes: string[] };

/** The ids of the listings of a kind with a title word starting with `prefix`: one range of the terms index. */
function titleTermIds(db: Db, kind: ListingKind, prefix: string) {
  return db
    .selectFrom("listing_title_terms")
    .select("listing_title_terms.listing_id")
    .where("listing_title_terms.kind", "=", kind)
    .where("listing_title_terms.term", ">=", prefix)
    .where("listing_title_terms.term", "<", prefixUpperBound(prefix));
}

/**
 * A title word starting with `prefix` in the listing named by `listingId` (a correlated test):
 * one seek of the listing's own terms (index on kind, listing_id), whatever the word's frequency.
 */
export function hasTitleTerm(db: Db, kind: ListingKind, prefix: string, listingId: Expression<number>) {
  // A query embedded in `sql` is written in parentheses already.
  return sql<SqlBool>`exists ${db
    .selectFrom("listing_title_terms as tt")
    .select(sql`1`.as("one"))
    .where("tt.kind", "=", kind)
    .where(sql<number>`${sql.ref("tt.listing_id")}`, "=", listingId)
    .where("tt.term", ">=", prefix)
    .where("tt.term", "<", prefixUpperBound(prefix))}`;
}

/** Terms read to tell a rare word from a common one (one short index range each). */
const RARITY_PROBE = 5_000;

/**
 * The prefixes, rarest first: the first drives a search (its index range is read) and the others
 * are tested per listing (hasTitleTerm). Reading every word's range and intersecting them cost
 * seconds at 1,000,000 units when one word is in nearly every title ("with": 967,000 terms, 1 s
 * alone), where the rarest word's range with per-listing tests reads a few thousand entries.
 * Ties (every word common): the longest first.
 */
export async function byRarity(db: Db, kind: ListingKind, prefixes: string[]): Promise<string[]> {
  if (prefixes.length < 2) return prefixes;
  const counts = await Promise.all(
    prefixes.map(async (p) =>
      Number((await db.selectFrom(titleTermIds(db, kind, p).limit(RARITY_PROBE).as("t")).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
    ),
  );
  return prefixes
    .map((p, i) => ({ p, n: counts[i]! }))
    .sort((a, b) => a.n - b.n || b.p.length - a.p.length)
    .map((x) => x.p);
}

/**
 * The listings with a title word starting with every prefix, up to `cap` + 1: the first (rarest)
 * prefix's index range, each listing tested for the others; distinct, as two words of one title
 * can start with the same prefix ("villa", "villas").
 */
export function titleMatchesQuery(db: Db, kind: ListingKind, prefixes: string[], cap: number) {
  let query = titleTermIds(db, kind, prefixes[0]!).distinct();
  for (const prefix of prefixes.slice(1)) query = query.where(hasTitleTerm(db, kind, prefix, sql.ref("listing_title_terms.listing_id")));
  return query.limit(cap + 1);
}

/**
 * The search text resolved, once for the page and the count: whole-value matches (exactMatches)
 * when there are any; else, unless it is digits alone, the listings whose title words start with
 * each of its words, by id when at most `cap`. No words (only punctuation): nothing matches.
 */
export async function resolveSearch(db: Db, kind: ListingKind, q: string, limit: number | null, cap = SEARCH_IDS_CAP): Promise<Search> {
  const exact = await exactMatches(db, kind, q, limit);
  if (exact.length || /^\d+$/.test(q)) return { ids: exact };
  const prefixes = await byRarity(db, kind, wordPrefixes(q));
  if (!prefixes.length) return { ids: [] };
  const rows = await titleMatchesQuery(db, kind, prefixes, cap).execute();
  return rows.length > cap ? { prefixes } : { ids: rows.map((r) => Number(r.listing_id)) };
}
