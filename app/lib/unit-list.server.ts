/**
 * Loader logic shared by /property-list and the ten category pages: one unit search read from
 * the URL (lenient: bad parameters are ignored), optional presets that override it, the page
 * of results, and the option lists of the search bar and the status filter.
 */
import type { Db } from "../db/client.server.ts";
import { lookups } from "../services/lookups.server.ts";
import { searchUnits } from "../db/queries/units.server.ts";
import { PROJECTS_PURPOSE_ID } from "./constants.ts";
import { isPageInRange, totalPages } from "./pagination.ts";
import { parseUnitSearchParams, type UnitCriteria } from "./search-criteria.ts";

export type UnitListPresets = Partial<Pick<UnitCriteria, "purpose" | "unitType" | "status">>;

export async function loadUnitList(db: Db, url: URL, presets: UnitListPresets = {}) {
  const parsed = parseUnitSearchParams(url.searchParams);
  const criteria: UnitCriteria = { ...parsed };
  // Presets win over the URL; a preset of 0 ("any") leaves that filter to the URL.
  for (const key of ["purpose", "unitType", "status"] as const) {
    const v = presets[key];
    if (v) criteria[key] = v;
  }
  const [first, statuses, purposes, areas, types, beds, baths] = await Promise.all([
    searchUnits(db, criteria),
    lookups.statuses(db),
    lookups.purposes(db),
    lookups.areaOptions(db, "Units"),
    lookups.propertyTypes(db),
    lookups.bedrooms(db),
    lookups.bathrooms(db),
  ]);
  let result = first;
  const pages = totalPages(result.total, criteria.pageSize);
  // A page past the end is ignored (spec 2.4): show the first page instead of an empty list.
  if (criteria.pageNumber > 1 && !isPageInRange(criteria.pageNumber, pages)) {
    criteria.pageNumber = 1;
    result = await searchUnits(db, criteria);
  }
  return {
    criteria,
    units: result.rows.map(({ totalRecord: _t, mapView: _m, contactSellerName: _n, ...card }) => card),
    total: result.total,
    page: criteria.pageNumber,
    totalPages: pages,
    statuses,
    purposes: purposes.filter((p) => p.autoId !== PROJECTS_PURPOSE_ID),
    areas: areas.map((a) => ({ areaId: a.areaId, area: a.area, emiratesName: a.emiratesName })),
    types,
    beds,
    baths,
    /** The server's clock, so "time since posting" renders the same on server and client. */
    now: new Date().toISOString(),
  };
}

export type UnitListData = Awaited<ReturnType<typeof loadUnitList>>;
