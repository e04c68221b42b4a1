/**
 * What a saved search is, for each kind of list an alert can be saved on: units
 * (/property-list and the category pages, read with their presets) and projects (/project-list,
 * which the developer and area pages' "Alert me" also name, with their own filter in the query).
 * One place reads a stored search back with its list page's own parser, spells it canonically,
 * puts it in words and finds its listings published after a time, so the alert code above it
 * (saving, the job, the mails, the pages) takes the kind and never branches on it.
 */
import { sql } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { AlertKind } from "../../platform/db/schema.ts";
import { filteredUnits } from "../listings/index.server.ts";
import { filteredProjects } from "../listings/index.server.ts";
import { categoryForPath } from "../listings/index.ts";
import { formatAed } from "../../platform/i18n/format.ts";
import { parseProjectSearchParams, parseUnitSearchParams, type ProjectCriteria, type UnitCriteria } from "../listings/index.ts";
import { unitSearchQuery } from "../listings/index.ts";
import { projectListQuery } from "../listings/index.ts";
import { lookups } from "../listings/index.server.ts";
import { messagesFor } from "../../platform/i18n/catalog.server.ts";
import { translator } from "../../platform/i18n/translate.ts";
import type { Locale } from "../../platform/i18n/locale.ts";

type AlertSearch = { kind: "unit"; criteria: UnitCriteria } | { kind: "project"; criteria: ProjectCriteria };

/** The project list: its alerts search projects; every other list an alert is saved on lists units. */
const PROJECT_LIST_PATH = "/project-list";

export function kindOfPath(path: string): AlertKind {
  return path === PROJECT_LIST_PATH ? "project" : "unit";
}

/** The search a list page shows for this query string on this page (a category page's presets win, as on the page). */
export function searchOf(alert: { path: string; query: string }): AlertSearch {
  const params = new URLSearchParams(alert.query);
  if (kindOfPath(alert.path) === "project") return { kind: "project", criteria: { ...parseProjectSearchParams(params), bbox: undefined, pageNumber: 1 } };
  const criteria = parseUnitSearchParams(params);
  const preset = categoryForPath(alert.path);
  if (preset) {
    for (const key of ["purpose", "unitType", "status"] as const) if (preset[key]) criteria[key] = preset[key];
  }
  return { kind: "unit", criteria: { ...criteria, bbox: undefined, pageNumber: 1 } };
}

/** The canonical query string of a search (the list's own spelling, without the page or the map box). */
export function canonicalQuery(path: string, query: string): string {
  const s = searchOf({ path, query });
  return s.kind === "project" ? projectListQuery(s.criteria) : unitSearchQuery(s.criteria, { page: false });
}

/**
 * The ids of the listings the search's list shows that were published after `floor` and are not
 * yet among the alert's hits, oldest first: the list's own filter query (filteredUnits,
 * filteredProjects), so the alert and the list cannot disagree.
 */
export async function listingsPublishedSince(db: Db, search: AlertSearch, alertId: number, floor: string, limit: number): Promise<number[]> {
  const rows =
    search.kind === "project"
      ? await filteredProjects(db, search.criteria)
          .select("p.id")
          .where("p.published_at", ">", floor)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom("search_alert_hits as h").select(sql.lit(1).as("one")).where("h.alert_id", "=", alertId).whereRef("h.listing_id", "=", "p.id"))),
          )
          .orderBy("p.published_at")
          .orderBy("p.id")
          .limit(limit)
          .execute()
      : await filteredUnits(db, search.criteria)
          .select("u.id")
          .where("u.published_at", ">", floor)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom("search_alert_hits as h").select(sql.lit(1).as("one")).where("h.alert_id", "=", alertId).whereRef("h.listing_id", "=", "u.id"))),
          )
          .orderBy("u.published_at")
          .orderBy("u.id")
          .limit(limit)
          .execute();
  return rows.map((r) => Number(r.id));
}

const priceWords = (c: { priceFrom: number; priceTo: number }): string | undefined =>
  c.priceFrom && c.priceTo
    ? `${formatAed(c.priceFrom)} to ${formatAed(c.priceTo)}`
    : c.priceFrom
      ? `from ${formatAed(c.priceFrom)}`
      : c.priceTo
        ? `up to ${formatAed(c.priceTo)}`
        : undefined;

/** The names of the chosen options, in the options' order ("2 or 3"). */
function chosen(ids: readonly number[], options: readonly { id: number; name: string }[]): string[] {
  return options.filter((o) => ids.includes(o.id)).map((o) => o.name);
}

/** A unit search in words: "Apartments for sale in Dubai Marina, bedrooms: 2 or 3, up to AED 2,000,000". */
async function describeUnits(db: Db, c: UnitCriteria): Promise<string> {
  const [purposes, statuses, types, beds, baths, areas] = await Promise.all([
    lookups.purposes(db),
    lookups.statuses(db),
    lookups.propertyTypes(db),
    lookups.bedrooms(db),
    lookups.bathrooms(db),
    lookups.areaOptions(db, ""),
  ]);
  const type = types.find((t) => t.id === c.unitType)?.name;
  const purpose = purposes.find((p) => p.id === c.purpose)?.name;
  const status = statuses.find((s) => s.id === c.status)?.name;
  const area = areas.find((a) => a.id === c.area)?.name;
  let head = type ? `${type}s` : "Properties";
  if (status) head = `${status} ${head.toLowerCase()}`;
  // The purposes are named for the visitor's side ("Buy", "Rent"); a search reads "for sale", "for rent".
  if (purpose) head += ` for ${purpose.toLowerCase() === "buy" ? "sale" : purpose.toLowerCase()}`;
  head += area ? ` in ${area}` : " in Dubai";
  const words = [head];
  const bedNames = chosen(c.beds, beds);
  if (bedNames.length) words.push(`bedrooms: ${bedNames.join(" or ")}`);
  const bathNames = chosen(c.bathroom, baths);
  if (bathNames.length) words.push(`bathrooms: ${bathNames.join(" or ")}`);
  const price = priceWords(c);
  if (price) words.push(price);
  if (c.developersId) words.push("one developer's listings");
  return words.join(", ");
}

/** A project search in words: "Off-plan apartment projects in Business Bay by Emaar, completing in 2028, from AED 1,500,000". */
async function describeProjects(db: Db, c: ProjectCriteria): Promise<string> {
  const [statuses, types, beds, areas, developer, project] = await Promise.all([
    lookups.statuses(db),
    lookups.propertyTypes(db),
    lookups.bedrooms(db),
    lookups.areaOptions(db, ""),
    c.developersId ? db.selectFrom("developers").select("name").where("id", "=", c.developersId).executeTakeFirst() : undefined,
    c.projectId ? db.selectFrom("projects").select("name").where("id", "=", c.projectId).executeTakeFirst() : undefined,
  ]);
  const type = types.find((t) => t.id === c.projectType)?.name;
  const status = statuses.find((s) => s.id === c.status)?.name;
  const area = areas.find((a) => a.id === c.area)?.name;
  let head = type ? `${type} projects` : "Projects";
  if (status) head = `${status} ${head.toLowerCase()}`;
  head += area ? ` in ${area}` : " in Dubai";
  if (developer) head += ` by ${developer.name}`;
  const words = [head];
  if (project) words.push(`the project ${project.name}`);
  if (c.completionYear) words.push(`completing in ${c.completionYear}`);
  const bedNames = chosen(c.beds, beds);
  if (bedNames.length) words.push(`bedrooms: ${bedNames.join(" or ")}`);
  const price = priceWords(c);
  if (price) words.push(`starting ${price}`);
  return words.join(", ");
}

/** The search in words, from the site's own option names (their Arabic names on Arabic pages and in Arabic mails). */
export function describeSearch(db: Db, search: AlertSearch, locale: Locale = "en"): Promise<string> {
  if (locale === "ar") return describeInArabic(db, search);
  return search.kind === "project" ? describeProjects(db, search.criteria) : describeUnits(db, search.criteria);
}

export type NamedTable = "purposes" | "statuses" | "property_types" | "bedrooms" | "bathrooms" | "areas" | "developers" | "projects";

/** The Arabic names (else the English ones) of some rows by id. */
export async function arabicNamesById(db: Db, table: NamedTable, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  // One shape for every table named here: id, name and its Arabic name.
  const rows = await db
    .selectFrom(table as "bedrooms")
    .select(["id", "name", "name_ar"])
    .where("id", "in", wanted)
    .orderBy("id")
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.name_ar || r.name]));
}

/** The Arabic names (else the English ones) of some rows, in id order. */
async function arabicNames(db: Db, table: NamedTable, ids: readonly number[]): Promise<string[]> {
  return [...(await arabicNamesById(db, table, ids)).values()];
}

/**
 * A search in Arabic words, its parts from the `mail` catalogue: "عقارات للبيع في دبي مارينا،
 * النوع: شقة، غرف النوم: 2 أو 3، حتى 2,000,000 درهم". Parts name the filter ("النوع: …") rather than
 * inflect the type's name, which Arabic would need per type.
 */
async function describeInArabic(db: Db, search: AlertSearch): Promise<string> {
  const t = translator("ar", messagesFor("ar"), "mail");
  const c = search.criteria;
  const one = async (table: NamedTable, id: number) => (await arabicNames(db, table, [id]))[0];
  const either = (names: string[]) => names.reduce((first, second) => t("searchOr", { first, second }));
  const money = (v: number) => formatAed(v, null, "ar");
  const price = c.priceFrom && c.priceTo ? t("searchPriceRange", { from: money(c.priceFrom), to: money(c.priceTo) }) : c.priceFrom ? t("searchPriceFrom", { price: money(c.priceFrom) }) : c.priceTo ? t("searchPriceTo", { price: money(c.priceTo) }) : undefined;
  const area = await one("areas", c.area);
  const place = t("searchIn", { place: area ?? t("searchDubai") });
  const status = await one("statuses", c.status);
  const beds = await arabicNames(db, "bedrooms", c.beds);
  const words: Array<string | undefined> = [];
  if (search.kind === "unit") {
    const u = search.criteria;
    const purpose = u.purpose ? await db.selectFrom("purposes").select(["name", "name_ar"]).where("id", "=", u.purpose).executeTakeFirst() : undefined;
    const english = purpose?.name.toLowerCase();
    const purposeWord = english === "buy" || english === "sale" ? t("searchForSale") : english === "rent" ? t("searchForRent") : (purpose?.name_ar ?? purpose?.name);
    const type = await one("property_types", u.unitType);
    const baths = await arabicNames(db, "bathrooms", u.bathroom);
    words.push(
      [t("searchUnits"), purposeWord, place].filter(Boolean).join(" "),
      type && t("searchType", { name: type }),
      status && t("searchStatus", { name: status }),
      beds.length ? t("searchBedrooms", { list: either(beds) }) : undefined,
      baths.length ? t("searchBathrooms", { list: either(baths) }) : undefined,
      price,
      u.developersId ? t("searchDeveloperListings") : undefined,
    );
  } else {
    const p = search.criteria;
    const [type, developer, project] = await Promise.all([one("property_types", p.projectType), one("developers", p.developersId), one("projects", p.projectId)]);
    words.push(
      [t("searchProjects"), place, developer && t("searchBy", { developer })].filter(Boolean).join(" "),
      type && t("searchType", { name: type }),
      status && t("searchStatus", { name: status }),
      project && t("searchProject", { name: project }),
      p.completionYear ? t("searchCompleting", { year: String(p.completionYear) }) : undefined,
      beds.length ? t("searchBedrooms", { list: either(beds) }) : undefined,
      price,
    );
  }
  return words.filter(Boolean).join("، ");
}
