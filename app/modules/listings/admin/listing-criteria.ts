/**
 * What the back office's unit and project tables are asked for: a text search,
 * filters, a sort and a page, read from the table's URL. No server code, so the table screen
 * may import it to build its links. A bad or unknown parameter falls back to its default (a
 * corrected table, never an error), like the public search's URLs.
 *
 * Paging is by keyset: `after` (or `before`) is the position of the last (or first) row of the
 * page the link was made on, as `sort~id~value`, so page 1,000 costs what page 1 costs. A
 * cursor made for another sort is ignored (page 1 of the new sort).
 */
import { z } from "zod";
import { LISTING_STATES } from "../listing-constants.ts";
import { idField, lenient } from "../search/search-criteria.ts";

import { ADMIN_PAGE_SIZES, ADMIN_SORTS, DEFAULT_ADMIN_PAGE_SIZE, type AdminSort } from "./listing-options.ts";

export * from "./listing-options.ts";

const cursorField = z.string().trim().max(400).regex(/^(updated|price|published|title|quality)~\d{1,10}~/s, "not a cursor").optional();

const adminListingCriteriaSchema = z.object({
  /** Words of the title, or a whole id, CRM reference or permit number. */
  q: z.string().trim().max(100).default(""),
  /** Units only (a project has no purpose): ignored for projects. */
  purpose: idField.default(0),
  type: idField.default(0),
  status: idField.default(0),
  area: idField.default(0),
  agent: idField.default(0),
  state: z.enum(LISTING_STATES).optional(),
  /** Only listings whose permit's last day is today or within PERMIT_WARNING_DAYS days. */
  expiring: z.union([z.boolean(), z.enum(["1", "true", "on", "0", "false", ""]).transform((s) => s === "1" || s === "true" || s === "on")]).default(false),
  /** "none": only listings without a photo (the dashboard's count links here). */
  photos: z.enum(["none"]).optional(),
  sort: z.enum(ADMIN_SORTS).default("updated"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  after: cursorField,
  before: cursorField,
  pageSize: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/).transform(Number)])
    .pipe(z.union(ADMIN_PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>]))
    .default(DEFAULT_ADMIN_PAGE_SIZE),
});

export type AdminListingCriteria = z.output<typeof adminListingCriteriaSchema>;
export type AdminListingCriteriaInput = z.input<typeof adminListingCriteriaSchema>;

/** The table's URL parameters as criteria; what does not parse is dropped (its default). */
export function parseAdminListingParams(params: URLSearchParams): AdminListingCriteria {
  return lenient(adminListingCriteriaSchema, params);
}

/** Criteria from code (the loader, tests, the bench): the same defaults, strict. */
export function adminListingCriteria(input: AdminListingCriteriaInput = {}): AdminListingCriteria {
  return adminListingCriteriaSchema.parse(input);
}

type Cursor = { sort: AdminSort; id: number; value: string };

export function encodeCursor(c: Cursor): string {
  return `${c.sort}~${c.id}~${c.value}`;
}

/** The cursor, or undefined when it is missing or was made for another sort. */
export function decodeCursor(raw: string | undefined, sort: AdminSort): Cursor | undefined {
  if (!raw) return undefined;
  const m = /^(updated|price|published|title|quality)~(\d{1,10})~(.*)$/s.exec(raw);
  if (!m || m[1] !== sort) return undefined;
  const id = Number(m[2]);
  if (id > 2_147_483_647) return undefined;
  if ((sort === "price" || sort === "quality") && !/^\d{1,10}$/.test(m[3]!)) return undefined;
  return { sort, id, value: m[3]! };
}

/**
 * The table's query string for criteria (defaults left out), with a page cursor: the links of
 * the pager and of a sortable column. Filters survive; `after`/`before` are the page's own.
 */
export function adminListingSearch(c: AdminListingCriteria, page: { after?: string | null; before?: string | null } = {}): string {
  const p = new URLSearchParams();
  if (c.q) p.set("q", c.q);
  for (const key of ["purpose", "type", "status", "area", "agent"] as const) if (c[key]) p.set(key, String(c[key]));
  if (c.state) p.set("state", c.state);
  if (c.expiring) p.set("expiring", "1");
  if (c.photos) p.set("photos", c.photos);
  if (c.sort !== "updated") p.set("sort", c.sort);
  if (c.dir !== "desc") p.set("dir", c.dir);
  if (c.pageSize !== DEFAULT_ADMIN_PAGE_SIZE) p.set("pageSize", String(c.pageSize));
  if (page.after) p.set("after", page.after);
  else if (page.before) p.set("before", page.before);
  const s = p.toString();
  return s ? `?${s}` : "";
}
