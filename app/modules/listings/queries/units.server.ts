/** Unit search (spec 2.4, 3) and unit details (spec 2.6), as the listing model (listing.ts) names them. */
import { sql } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import { sortKeys } from "../search/list-sort.ts";
import type { UnitCriteria } from "../search/search-criteria.ts";
import { pricePeriodOf } from "../../../platform/i18n/format.ts";
import type { UnitDetails, UnitListing } from "../listing.ts";
import { listImagesFor } from "./listing-children.server.ts";
import { agentOf, lookupName, placeColumns, placeOf, sellerColumns } from "./listing-columns.server.ts";
import { countUnits, matchingCombinations, type Combination } from "./unit-counts.server.ts";
import { filteredUnits, hasNarrowFilter } from "./unit-filters.server.ts";

function withDisplayColumns(db: Db) {
  return db
    .selectFrom("units as u")
    .innerJoin("areas as a", "a.id", "u.area_id")
    .innerJoin("agents as ag", "ag.id", "u.agent_id")
    .leftJoin("developers as d", "d.id", "u.developer_id")
    .select((eb) => [
      "u.id",
      "u.page_url",
      "u.title",
      "u.title_ar",
      "u.purpose_id",
      lookupName("purposes", "u.purpose_id").as("purpose_name"),
      "u.status_id",
      lookupName("statuses", "u.status_id").as("status_name"),
      "u.type_id",
      lookupName("property_types", "u.type_id").as("type_name"),
      "u.classification",
      "d.id as developer_id",
      "d.name as developer_name",
      "d.name_ar as developer_name_ar",
      "d.logo_path as developer_logo",
      "d.page_url as developer_url",
      "u.price",
      "u.rent_frequency",
      "u.area_id",
      lookupName("bedrooms", "u.bedroom_id").as("bedroom_name"),
      lookupName("bathrooms", "u.bathroom_id").as("bathroom_name"),
      "u.size_sqft",
      "u.posted_on",
      "u.map_url",
      ...placeColumns(eb),
      ...sellerColumns(eb),
    ]);
}

type DisplayRow = Awaited<ReturnType<ReturnType<typeof withDisplayColumns>["executeTakeFirstOrThrow"]>>;

function toListing(r: DisplayRow, images: string[]): UnitListing {
  return {
    kind: "unit",
    id: r.id,
    slug: r.page_url,
    title: r.title,
    titleAr: r.title_ar,
    typeId: r.type_id,
    type: r.type_name,
    statusId: r.status_id,
    status: r.status_name,
    price: r.price,
    pricePeriod: pricePeriodOf(r.purpose_id, r.rent_frequency),
    size: r.size_sqft,
    beds: r.classification === "Commercial" ? "" : r.bedroom_name,
    area: placeOf(r),
    developer: r.developer_id === null ? null : { id: r.developer_id, name: r.developer_name!, nameAr: r.developer_name_ar ?? null, slug: r.developer_url!, logo: r.developer_logo },
    postedOn: r.posted_on,
    images,
    mapUrl: r.map_url,
    agent: agentOf(r),
    purposeId: r.purpose_id,
    purpose: r.purpose_name,
    classification: r.classification,
    baths: r.bathroom_name,
  };
}

/** The units' column behind each key of a list order (list-sort.ts). */
const UNIT_SORT_COLUMNS = { quality: "quality_score", date: "posted_on", price: "price", size: "size_sqft", id: "id" } as const;

/**
 * A search ordered by a figure (recommended, price, size) is read one of three ways. Walking the order's own
 * index is quick when the matches are spread through it, but a filter that index does not hold (type,
 * status, rooms) can leave every match at its far end (villas in price order, one-bedroom flats by size,
 * largest first): both planners take the columns as independent and walked most of the table to fill a
 * page (SQLite up to 2 s at 1M units). So:
 * - at most SORT_MATCHES_UP_TO matches: all are read and sorted. A broad search reads them from the
 *   filter-combination index alone (it carries every order's columns, migration 2026-12-03-20): a few
 *   milliseconds. A narrow one (an area, a developer…) from its own index, the order written so no index
 *   serves it (`sortMatches`).
 * - more: the walk, bounded to the first WALK_AT_MOST units of the order (the page query gets the figure of
 *   the last of them as a bound, so a match beyond it cannot belong to the page). When the bound holds a
 *   whole page, that is the page.
 * - otherwise a broad search of at most READ_ALL_UP_TO matches reads and sorts them all (about 2.5 µs a
 *   match on SQLite: the tail that remains); beyond that, the plain walk (a fifth of the table matches).
 */
const SORT_MATCHES_UP_TO = 20_000;
const WALK_AT_MOST = 5_000;
const READ_ALL_UP_TO = 200_000;

/**
 * The page's order as columns of `alias` (the units table, or the sparse search's matches). `sortMatches`
 * (a narrow search: an area, a developer…, whose own covering index the planner then reads): the first
 * key as an expression no index has (`+ 0`), so the planner filters first, then sorts (a figure only: the
 * date is text, and the date orders have indexes that lead with each filter).
 */
function unitOrder(c: UnitCriteria, alias: "u" | "m", sortMatches = false) {
  return sortKeys(c.sort).map(([key, dir], i) => {
    const column = sql.ref(`${alias}.${UNIT_SORT_COLUMNS[key]}`);
    return [sortMatches && i === 0 && key !== "date" ? sql`${column} + 0` : column, dir] as const;
  });
}

/** Whether the list's order leads with a figure (recommended, price, size) rather than the date. */
const ordersByFigure = (c: UnitCriteria) => sortKeys(c.sort)[0]![0] !== "date";

/** The most matches a broad search reads whole and sorts at once (newest first, the date indexes serve most searches well). */
const sparseMost = (c: UnitCriteria) => (ordersByFigure(c) ? SORT_MATCHES_UP_TO : FEW_MATCHES);

/** The first key's figure of the WALK_AT_MOST-th shown unit in the order, or undefined when there are fewer. */
async function walkBound(db: Db, c: UnitCriteria): Promise<number | undefined> {
  const [key, dir] = sortKeys(c.sort)[0]!;
  const column = UNIT_SORT_COLUMNS[key] as "price" | "size_sqft" | "quality_score";
  const row = await db.selectFrom("units").select(column).where("is_active", "=", 1).orderBy(column, dir).limit(1).offset(WALK_AT_MOST).executeTakeFirst();
  return row?.[column] ?? undefined;
}

/** A broad search with at most this many matches seeks its filter combinations instead of walking the newest-first index. */
const FEW_MATCHES = 2_000;
const MAX_COMBINATIONS = 60;

/**
 * The ids of one page of units in the list's order (newest first unless the visitor chose
 * another, list-sort.ts; exported for the query-plan checks).
 *
 * A sparse broad search (at most FEW_MATCHES matches newest first, SORT_MATCHES_UP_TO in an order by a
 * figure, in the `combinations` the totals table names, at most MAX_COMBINATIONS) reads all its matches,
 * then sorts them. It names, column by column, the values its combinations take: no match is lost (each
 * is in one of them), and both planners can then seek units_combination_sort_idx (combination,
 * is_active, price, posted_on, id, size, quality) with equalities down to the price range, reading the
 * matches from the index alone. The matches are a subquery with a LIMIT (twice the most matches,
 * room for units added since the total was read), which neither database merges into the
 * outer query: merged, the planners saw a page of 5, guessed the matches many and walked
 * every unit newest first (SQLite: 40-200 ms at 1M units). Written as one OR of the
 * combinations, PostgreSQL read every row of each combination to test the price, or walked
 * the newest units (150-250 ms at 1M); a UNION ALL of one branch per combination was exact
 * but took up to 10 ms to plan with 50 branches.
 */
export function unitPageQuery(db: Db, c: UnitCriteria, combinations?: Combination[], opts: { sortMatches?: boolean; most?: number; bound?: number } = {}) {
  const offset = (c.pageNumber - 1) * c.pageSize;
  if (combinations?.length) {
    const values = (column: keyof Combination) => [...new Set(combinations.map((k) => k[column]))];
    const matches = filteredUnits(db, c)
      .where("u.purpose_id", "in", values("purpose_id"))
      .where("u.status_id", "in", values("status_id"))
      .where("u.type_id", "in", values("type_id"))
      .where((eb) => {
        // Bedroom 0 in the totals is a unit without bedrooms (an office, a shop): bedroom_id is null.
        const beds = values("bedroom_id").filter((b) => b !== 0);
        const none = values("bedroom_id").includes(0) ? [eb("u.bedroom_id", "is", null)] : [];
        return eb.or([...(beds.length ? [eb("u.bedroom_id", "in", beds)] : []), ...none]);
      })
      .where("u.bathroom_id", "in", values("bathroom_id"))
      .select(["u.id", "u.posted_on", "u.price", "u.size_sqft", "u.quality_score"])
      .limit(2 * (opts.most ?? sparseMost(c)));
    let page = db.selectFrom(matches.as("m")).select("m.id");
    for (const [column, dir] of unitOrder(c, "m")) page = page.orderBy(column, dir);
    return page.limit(c.pageSize).offset(offset);
  }
  let page = filteredUnits(db, c).select("u.id");
  if (opts.bound !== undefined) {
    const [key, dir] = sortKeys(c.sort)[0]!;
    page = page.where(sql.ref(`u.${UNIT_SORT_COLUMNS[key]}`), dir === "asc" ? "<=" : ">=", opts.bound);
  }
  for (const [column, dir] of unitOrder(c, "u", opts.sortMatches)) page = page.orderBy(column, dir);
  return page.limit(c.pageSize).offset(offset);
}

/** The ids of the page, read the way its order and its number of matches call for (SORT_MATCHES_UP_TO; exported for the bench). */
export async function unitPageIds(db: Db, c: UnitCriteria, total: number, offset: number): Promise<{ id: number }[]> {
  const narrow = hasNarrowFilter(c);
  if (total <= sparseMost(c)) {
    const combinations = narrow ? undefined : await matchingCombinations(db, c, MAX_COMBINATIONS);
    return unitPageQuery(db, c, combinations, { sortMatches: narrow && ordersByFigure(c) }).execute();
  }
  if (!ordersByFigure(c)) return unitPageQuery(db, c).execute();
  const bound = await walkBound(db, c);
  if (bound === undefined) return unitPageQuery(db, c).execute();
  const walked = await unitPageQuery(db, c, undefined, { bound }).execute();
  if (walked.length === c.pageSize || offset + walked.length >= total) return walked;
  const combinations = !narrow && total <= READ_ALL_UP_TO ? await matchingCombinations(db, c, MAX_COMBINATIONS) : undefined;
  return unitPageQuery(db, c, combinations, { most: total }).execute();
}

/**
 * One page of units, newest first, with the total count of matches on every row. The total
 * comes first (app/modules/listings/queries/unit-counts.server.ts): a search with no match, or a page past
 * the end, then costs no scan for rows that are not there.
 */
export async function searchUnits(db: Db, c: UnitCriteria): Promise<{ rows: UnitListing[]; total: number }> {
  const offset = (c.pageNumber - 1) * c.pageSize;
  const total = await countUnits(db, c);
  if (offset >= total) return { rows: [], total };
  const ids = (await unitPageIds(db, c, total, offset)).map((r) => r.id);
  if (ids.length === 0) return { rows: [], total };
  const [rows, images] = await Promise.all([
    withDisplayColumns(db).where("u.id", "in", ids).execute(),
    listImagesFor(db, "unit", ids),
  ]);
  return { rows: inOrder(ids, rows, images), total };
}

/** A unit the site shows; `anyState` (the back office's preview) finds a draft, sold or archived one too. */
export async function getUnitDetails(db: Db, unitId: number, opts: { anyState?: boolean } = {}): Promise<UnitDetails | undefined> {
  const r = await withDisplayColumns(db)
    .leftJoin("buildings as b", "b.id", "u.building_id")
    .select(["u.description_html", "u.brochure_path", "u.video_path", "u.permit_number", "u.project_id", "b.name as building_name", "b.name_ar as building_name_ar", "b.slug as building_slug"])
    .where("u.id", "=", unitId)
    .$if(!opts.anyState, (q) => q.where("u.is_active", "=", 1))
    .executeTakeFirst();
  if (!r) return undefined;
  // The photos are the page's to read (with the videos: listing-detail.server.ts), not the unit's row.
  return { ...toListing(r, []), descriptionHtml: r.description_html, brochure: r.brochure_path, video: r.video_path, permit: r.permit_number, projectId: r.project_id,
    building: r.building_slug ? { name: r.building_name!, nameAr: r.building_name_ar, slug: r.building_slug } : null,
  };
}

/** Shown units by id, in the order asked, as their cards show them (favourites); unknown and hidden ids are skipped. */
export async function getUnitsByIds(db: Db, ids: number[]): Promise<UnitListing[]> {
  if (ids.length === 0) return [];
  const [rows, images] = await Promise.all([
    withDisplayColumns(db).where("u.id", "in", ids).where("u.is_active", "=", 1).execute(),
    listImagesFor(db, "unit", ids),
  ]);
  return inOrder(ids, rows, images);
}

/** The rows in the order of `ids` (the page's, or the visitor's list), each with its photos; ids without a row are skipped. */
function inOrder(ids: number[], rows: DisplayRow[], images: Map<number, string[]>): UnitListing[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toListing(r, images.get(id) ?? [])] : [];
  });
}

/** The detail item that states a unit's service charge (as agents enter it: "AED 14 per sq ft"). */
export const SERVICE_CHARGE_DETAIL = "Service charge";

type ComparedUnit = UnitListing & { permit: string; serviceCharge: string | null };

/** Units side by side (compare): the card's facts plus the permit and the service charge where known. */
export async function getUnitsToCompare(db: Db, ids: number[]): Promise<ComparedUnit[]> {
  const units = await getUnitsByIds(db, ids);
  if (units.length === 0) return [];
  const shownIds = units.map((u) => u.id);
  const [permits, charges] = await Promise.all([
    db.selectFrom("units").select(["id", "permit_number"]).where("id", "in", shownIds).execute(),
    db
      .selectFrom("listing_details")
      .select(["unit_id", "details"])
      .where("unit_id", "in", shownIds)
      .where("element_name", "=", SERVICE_CHARGE_DETAIL)
      .execute(),
  ]);
  const permitOf = new Map(permits.map((p) => [p.id, p.permit_number]));
  const chargeOf = new Map(charges.map((c) => [c.unit_id, c.details]));
  return units.map((u) => ({ ...u, permit: permitOf.get(u.id) ?? "", serviceCharge: chargeOf.get(u.id) ?? null }));
}
