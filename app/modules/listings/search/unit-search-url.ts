/**
 * The query string of a unit search, in the spec's parameter names and order (spec 2.4), with
 * only the filters that are set. Used for canonical URLs (each filtered page is its own
 * indexable address) and for the list's search form.
 */
import type { UnitCriteria } from "./search-criteria.ts";

type Filters = "area" | "developersId" | "unitType" | "priceFrom" | "priceTo" | "purpose" | "status";
/** A search's filters; the unit and the page are optional (the search form sets neither). */
type UnitSearchParams = Pick<UnitCriteria, Filters> & {
  beds: readonly number[];
  bathroom: readonly number[];
  unitId?: number;
  building?: number;
  project?: number;
  pageNumber?: number;
};

export function unitSearchQuery(c: UnitSearchParams, opts: { page?: boolean } = {}): string {
  const p = new URLSearchParams();
  if (c.unitId) p.set("unitId", String(c.unitId));
  if (c.area) p.set("area", String(c.area));
  if (c.developersId) p.set("developerId", String(c.developersId));
  if (c.building) p.set("building", String(c.building));
  if (c.project) p.set("project", String(c.project));
  if (c.unitType) p.set("unitType", String(c.unitType));
  if (c.priceFrom) p.set("priceFrom", String(c.priceFrom));
  if (c.priceTo) p.set("priceTo", String(c.priceTo));
  if (c.beds.length) p.set("beds", c.beds.join(","));
  if (c.bathroom.length) p.set("bathroom", c.bathroom.join(","));
  if (c.purpose) p.set("purpose", String(c.purpose));
  if (c.status) p.set("status", String(c.status));
  if (opts.page !== false && c.pageNumber && c.pageNumber > 1) p.set("page", String(c.pageNumber));
  const qs = p.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}
