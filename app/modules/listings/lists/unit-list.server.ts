/**
 * Loader logic shared by /property-list and the ten category pages: one unit search read from
 * the URL (lenient: bad parameters are ignored), optional presets that override it, the page
 * of results, and the option lists of the search bar and the status filter.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { lookups } from "../lookups.server.ts";
import { searchUnits } from "../queries/units.server.ts";
import { localeFromPath, stripLocale, type Locale } from "../../../platform/i18n/locale.ts";
import { PROJECTS_PURPOSE_ID } from "../../../platform/constants.ts";
import { toCard } from "../listing-locale.ts";
import { areaOptionIn } from "../search/area-option.ts";
import { loadListPage } from "./list-page.server.ts";
import { parseUnitSearchParams, type UnitCriteria } from "../search/search-criteria.ts";
import { unitSearchQuery } from "../search/unit-search-url.ts";
import { alertFormHref } from "./alert-link.ts";
import { resolvePlaceQuery } from "./place-query.server.ts";

type UnitListPresets = Partial<Pick<UnitCriteria, "purpose" | "unitType" | "status" | "agent">>;

async function unitSearchOptions(db: Db, locale: Locale) {
  const [statuses, purposes, areas, types, beds, baths] = await Promise.all([
    lookups.statuses(db),
    lookups.purposes(db),
    lookups.areaOptions(db, "Units"),
    lookups.propertyTypes(db),
    lookups.bedrooms(db),
    lookups.bathrooms(db),
  ]);
  return {
    statuses,
    purposes: purposes.filter((p) => p.id !== PROJECTS_PURPOSE_ID),
    areas: areas.map((a) => areaOptionIn(a, locale)),
    types,
    beds,
    baths,
  };
}

/** A page of the unit list: the cards leave out what a card does not show. */
async function unitCards(db: Db, criteria: UnitCriteria, locale: Locale) {
  const { rows, total } = await searchUnits(db, criteria);
  return { rows: rows.map((u) => toCard(u, locale)), total };
}

export async function loadUnitList(db: Db, url: URL, presets: UnitListPresets = {}) {
  await resolvePlaceQuery(db, url, "units");
  const criteria: UnitCriteria = { ...parseUnitSearchParams(url.searchParams) };
  // Presets win over the URL; a preset of 0 ("any") leaves that filter to the URL.
  for (const key of ["purpose", "unitType", "status", "agent"] as const) {
    const v = presets[key];
    if (v) criteria[key] = v;
  }
  // "Alert me": the alert form for this search on this page. The page's language is its
  // URL's (/ar/…): the cards' titles follow it.
  const alertHref = alertFormHref(stripLocale(url.pathname), unitSearchQuery(criteria, { page: false }));
  return { ...(await loadListPage(criteria, (c) => unitCards(db, c, localeFromPath(url.pathname)), unitSearchOptions(db, localeFromPath(url.pathname)))), alertHref };
}

export type UnitListData = Awaited<ReturnType<typeof loadUnitList>>;
