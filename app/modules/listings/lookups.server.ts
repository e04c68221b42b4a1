/**
 * The search forms' option lists (purposes, statuses, types, bedrooms, bathrooms, completion
 * years, areas) and the lead forms' country list, read once and kept in the `lookups` cache
 * area (app/platform/cache/cache.server.ts): they change only with a write (seed, import, back office),
 * which clears every area, and every list page and the home page need them on every render.
 * Kept per database handle (tests open several).
 */
import type { Db } from "../../platform/db/client.server.ts";
import * as q from "./queries/lookups.server.ts";
import type { AreaType } from "./queries/lookups.server.ts";
import { cacheArea } from "../../platform/cache/cache.server.ts";
import type { Locale } from "../../platform/i18n/locale.ts";
import type { OptionNames } from "../../platform/i18n/option-names.ts";
import { messagesFor } from "../../platform/i18n/catalog.server.ts";
import { translator } from "../../platform/i18n/translate.ts";

/** The listing classifications (spec: Residential, Commercial) are not a lookup table: their names come from the catalogue. */
const CLASSIFICATIONS = ["Residential", "Commercial"] as const;

/** A few hundred short rows each: a megabyte holds them all many times over. */
const area = cacheArea<unknown[]>("lookups", { maxBytes: 2 * 1024 * 1024, sizeOf: (rows) => JSON.stringify(rows).length * 2 });

const handles = new WeakMap<Db, number>();
let nextHandle = 0;

function kept<T>(db: Db, key: string, load: () => Promise<T[]>): Promise<T[]> {
  let handle = handles.get(db);
  if (handle === undefined) handles.set(db, (handle = nextHandle++));
  return area.get(`${handle}:${key}`, load) as Promise<T[]>;
}

export const lookups = {
  purposes: (db: Db) => kept(db, "purposes", () => q.listPurposes(db)),
  statuses: (db: Db) => kept(db, "statuses", () => q.listStatuses(db)),
  propertyTypes: (db: Db) => kept(db, "types", () => q.listPropertyTypes(db)),
  bedrooms: (db: Db) => kept(db, "beds", () => q.listBedrooms(db)),
  bathrooms: (db: Db) => kept(db, "baths", () => q.listBathrooms(db)),
  completionYears: (db: Db) => kept(db, "years", () => q.listCompletionYears(db)),
  areaOptions: (db: Db, areaType: AreaType) => kept(db, `areas:${areaType}`, () => q.listAreaOptions(db, areaType)),
  countries: (db: Db) => kept(db, "countries", () => q.listCountries(db)),
  optionNamesAr: (db: Db) => kept(db, "names:ar", () => q.listOptionNamesAr(db)),
};

/**
 * The stored options' names for a page in `locale` (app/platform/i18n/option-names.ts): none for English
 * (its pages show the names as stored), the lookup tables' `name_ar` for Arabic, read once.
 */
export async function optionNames(db: Db, locale: Locale): Promise<OptionNames> {
  if (locale !== "ar") return {};
  const rows = await lookups.optionNamesAr(db);
  // Built once per read of the rows (the cache hands the same array until a write clears it), not per request.
  let names = namesByRows.get(rows);
  if (!names) {
    names = {};
    for (const r of rows) names[`${r.group}:${r.name}`] = r.nameAr;
    const terms = translator(locale, messagesFor(locale), "detailTerms");
    for (const c of CLASSIFICATIONS) names[`classification:${c}`] = terms(`classification_${c.toLowerCase() as Lowercase<typeof c>}`);
    namesByRows.set(rows, names);
  }
  return names;
}
const namesByRows = new WeakMap<object, OptionNames>();
