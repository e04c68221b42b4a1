/**
 * The URLs the home search bar navigates to (spec 2.3): exactly these parameters, in this order.
 * Projects tab: /project-list?area=&projectType=&priceFrom=&status=1&priceTo=&beds=
 * Unit tabs:    /property-list?area=&unitType=&priceFrom=&priceTo=&beds=&bathroom=&purpose=
 */
import { OFFPLAN_STATUS_ID, PROJECTS_PURPOSE_ID } from "../../../platform/constants.ts";
import { applyPriceRule } from "./price-rule.ts";

type HomeSearch = {
  purpose: number;
  /** Area id, 0 = any. */
  area: number;
  /** Property type id, 0 = Any. */
  type: number;
  priceFrom: number;
  priceTo: number;
  beds: readonly number[];
  baths: readonly number[];
};

export function isProjectsTab(purpose: number): boolean {
  return purpose === PROJECTS_PURPOSE_ID;
}

function query(pairs: [string, string | number][]): string {
  // Commas stay literal so the id lists read as in the spec ("beds=2,3").
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v)).replace(/%2C/g, ",")}`).join("&");
}

/** Applies the price rule, then builds the path and query string for the active tab. */
export function buildSearchUrl(s: HomeSearch): string {
  const price = applyPriceRule({ min: s.priceFrom, max: s.priceTo });
  const beds = s.beds.join(",");
  if (isProjectsTab(s.purpose)) {
    return `/project-list?${query([
      ["area", s.area],
      ["projectType", s.type],
      ["priceFrom", price.min],
      ["status", OFFPLAN_STATUS_ID],
      ["priceTo", price.max],
      ["beds", beds],
    ])}`;
  }
  return `/property-list?${query([
    ["area", s.area],
    ["unitType", s.type],
    ["priceFrom", price.min],
    ["priceTo", price.max],
    ["beds", beds],
    ["bathroom", s.baths.join(",")],
    ["purpose", s.purpose],
  ])}`;
}
