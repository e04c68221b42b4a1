/**
 * Search criteria for units and projects (spec 3), shared by the pages (lenient parsing of
 * the URL: anything malformed is dropped or corrected) and the JSON API (strict parsing:
 * a malformed field is a 400 that names it). 0 or empty means "any".
 */
import { z } from "zod";
import { MAX_API_PAGE_SIZE, PAGE_SIZE } from "../../../platform/constants.ts";
import { bboxField } from "../map/map-bbox.ts";
import { LIST_SORTS } from "./list-sort.ts";

const MAX_ID = 2_147_483_647;
const MAX_PRICE = 1_000_000_000_000;

/** A non-negative whole number, given as a number or a numeric string. */
export const idField = z.union([
  z.number().int().min(0).max(MAX_ID),
  z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, "must be a whole number")
    .transform((s) => (s === "" ? 0 : Number(s)))
    .pipe(z.number().max(MAX_ID)),
]);
const priceField = z.union([
  z.number().min(0).max(MAX_PRICE),
  z
    .string()
    .trim()
    .regex(/^\d{0,13}(\.\d+)?$/, "must be a number")
    .transform((s) => (s === "" ? 0 : Number(s))),
]);
/** Ids as a comma-joined string ("1,3") or an array of ids. */
export const idListField = z.union([
  z.array(z.number().int().min(1).max(MAX_ID)).max(50),
  z
    .string()
    .trim()
    .regex(/^(\d{1,10}(\s*,\s*\d{1,10})*)?$/, "must be comma-separated ids")
    .transform((s) => (s === "" ? [] : s.split(",").map((p) => Number(p.trim())).filter((n) => n > 0 && n <= MAX_ID))),
]);
const urlField = z.string().trim().max(200).regex(/^[a-z0-9-]*$/i, "must be a page URL slug");

const paging = {
  /** The list's order (list-sort.ts); left out: the spec's own. */
  sort: z.enum(LIST_SORTS).optional(),
  pageNumber: idField.pipe(z.number().min(0)).default(1),
  pageSize: idField.pipe(z.number().max(MAX_API_PAGE_SIZE)).default(PAGE_SIZE),
};

export const unitCriteriaSchema = z.object({
  unitId: idField.default(0),
  area: idField.default(0),
  developersId: idField.default(0),
  developerId: idField.default(0),
  /** The units linked to one building (its page's list). */
  building: idField.default(0),
  /** The units of one project (a project picked from the search bar's suggestions). */
  project: idField.default(0),
  unitType: idField.default(0),
  priceFrom: priceField.default(0),
  priceTo: priceField.default(0),
  beds: idListField.default([]),
  bathroom: idListField.default([]),
  status: idField.default(0),
  purpose: idField.default(0),
  areaURL: urlField.default(""),
  developerURL: urlField.default(""),
  unitPageURL: urlField.default(""),
  /** The map search's "search this area": only units inside this box. */
  bbox: bboxField.optional(),
  ...paging,
});

export const projectCriteriaSchema = z.object({
  projectId: idField.default(0),
  area: idField.default(0),
  developersId: idField.default(0),
  projectType: idField.default(0),
  status: idField.default(0),
  completionYear: idField.default(0),
  priceFrom: priceField.default(0),
  priceTo: priceField.default(0),
  beds: idListField.default([]),
  areaURL: urlField.default(""),
  developerURL: urlField.default(""),
  projectPageURL: urlField.default(""),
  bbox: bboxField.optional(),
  ...paging,
});

type RawUnitCriteria = z.output<typeof unitCriteriaSchema>;
type RawProjectCriteria = z.output<typeof projectCriteriaSchema>;

/** `agent`: one agent's units (the agent's page pins it; neither the URL nor the API sets it). */
export type UnitCriteria = Omit<RawUnitCriteria, "developerId"> & { agent?: number };
export type ProjectCriteria = RawProjectCriteria;

/** Applies the spec's price rule and paging bounds; developerId is an alias of developersId. */
export function normaliseUnitCriteria(c: RawUnitCriteria): UnitCriteria {
  const { developerId, ...rest } = c;
  return {
    ...rest,
    developersId: rest.developersId || developerId,
    priceTo: correctPriceTo(rest.priceFrom, rest.priceTo),
    pageNumber: Math.max(1, rest.pageNumber),
    pageSize: Math.min(MAX_API_PAGE_SIZE, Math.max(1, rest.pageSize)),
  };
}

export function normaliseProjectCriteria(c: RawProjectCriteria): ProjectCriteria {
  return {
    ...c,
    priceTo: correctPriceTo(c.priceFrom, c.priceTo),
    pageNumber: Math.max(1, c.pageNumber),
    pageSize: Math.min(MAX_API_PAGE_SIZE, Math.max(1, c.pageSize)),
  };
}

/** Spec 5 price rule: a max below the min becomes the min; an empty max stays "any". */
function correctPriceTo(priceFrom: number, priceTo: number): number {
  return priceTo > 0 && priceTo < priceFrom ? priceFrom : priceTo;
}

/** Filters that name one page (an area, a developer, a listing) by its URL slug. */
const SLUG_FILTERS = new Set(["areaURL", "developerURL", "unitPageURL", "projectPageURL"]);
/** What a slug filter that is not a slug becomes: no page has it (slugs are [a-z0-9-]), so nothing matches. */
export const NO_SUCH_SLUG = "!";

/**
 * Lenient parse of URL query parameters: each field that fails its schema falls back to
 * its default, so a bad link shows a corrected list instead of an error. Except a slug filter
 * that is not a slug: dropping it would widen the search to every listing, so it names no
 * page instead, like an unknown slug (an empty list). Also used by the back office's table criteria.
 */
export function lenient<S extends z.ZodObject>(schema: S, params: URLSearchParams, aliases: Record<string, string> = {}): z.output<S> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.get(key) ?? (aliases[key] ? params.get(aliases[key]) : null);
    const parsed = (field as z.ZodType).safeParse(raw === null ? undefined : raw);
    if (parsed.success) out[key] = parsed.data;
    else out[key] = SLUG_FILTERS.has(key) && raw?.trim() ? NO_SUCH_SLUG : (field as z.ZodType).parse(undefined);
  }
  return out as z.output<S>;
}

export function parseUnitSearchParams(params: URLSearchParams, pageSize = PAGE_SIZE): UnitCriteria {
  const c = lenient(unitCriteriaSchema, params, { pageNumber: "page" });
  return normaliseUnitCriteria({ ...c, pageSize });
}

export function parseProjectSearchParams(params: URLSearchParams, pageSize = PAGE_SIZE): ProjectCriteria {
  const c = lenient(projectCriteriaSchema, params, { pageNumber: "page" });
  return normaliseProjectCriteria({ ...c, pageSize });
}
