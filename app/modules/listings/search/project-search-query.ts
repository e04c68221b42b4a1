/**
 * The project search form's query string (spec 2.7), in a module of its own: the pages that show
 * projects without the form (a project's page) load none of the search's code with the texts.
 */
import { applyPriceRule } from "./price-rule.ts";
import { orderedIds } from "./toggle.ts";

export type ProjectSearchValues = {
  area: number;
  developersId: number;
  projectId: number;
  projectType: number;
  /** The year itself (e.g. 2027); 0 = any. */
  completionYear: number;
  status: number;
  priceFrom: number;
  priceTo: number;
  beds: number[];
};

/**
 * The query string of a search: the price rule applied, only the fields that are set, beds
 * comma-joined in the option list's order, and no page (a new search starts at page 1).
 */
export function projectSearchQuery(v: ProjectSearchValues, bedOptions: readonly { id: number }[]): string {
  const price = applyPriceRule({ min: v.priceFrom, max: v.priceTo });
  const pairs: [string, string | number][] = [
    ["area", v.area],
    ["developersId", v.developersId],
    ["projectId", v.projectId],
    ["projectType", v.projectType],
    ["completionYear", v.completionYear],
    ["status", v.status],
    ["priceFrom", price.min],
    ["priceTo", price.max],
    ["beds", orderedIds(v.beds, bedOptions).join(",")],
  ];
  return pairs
    .filter(([, value]) => value !== 0 && value !== "")
    .map(([k, value]) => `${k}=${encodeURIComponent(String(value)).replace(/%2C/g, ",")}`)
    .join("&");
}
