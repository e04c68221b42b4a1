/**
 * The query string of a project list search (spec 2.7's parameter names), with only the filters
 * that are set and the criteria as the list reads them (no price rule applied again, beds in
 * ascending order, no page, no map box): the canonical spelling of a saved project search
 * (the alerts), as unitSearchQuery is for units.
 */
import type { ProjectCriteria } from "./search-criteria.ts";

type Filters = "projectId" | "area" | "developersId" | "projectType" | "completionYear" | "status" | "priceFrom" | "priceTo";
type ProjectListParams = Pick<ProjectCriteria, Filters> & { beds: readonly number[] };

const ORDER: readonly Filters[] = ["projectId", "area", "developersId", "projectType", "completionYear", "status", "priceFrom", "priceTo"];

export function projectListQuery(c: ProjectListParams): string {
  const p = new URLSearchParams();
  for (const key of ORDER) if (c[key]) p.set(key, String(c[key]));
  const beds = [...new Set(c.beds)].sort((a, b) => a - b);
  if (beds.length) p.set("beds", beds.join(","));
  const qs = p.toString().replace(/%2C/g, ",");
  return qs ? `?${qs}` : "";
}
