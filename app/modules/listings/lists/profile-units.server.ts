/**
 * The units on an area's, a developer's or a building's page: the newest few listed there, with how many there
 * are and the unit list that shows them all. A brokerage's feed lists most of its homes outside
 * any project (resale and rentals), so a profile that showed only projects would say "none" of a
 * developer or area its feed is full of.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { searchUnits } from "../queries/units.server.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";
import { titleIn } from "../listing-locale.ts";
import { parseUnitSearchParams } from "../search/search-criteria.ts";

/** How many cards the profile shows (the rest are one link away). */
const PROFILE_UNITS = 4;

export async function loadProfileUnits(db: Db, filter: { area: number } | { developersId: number } | { building: number }, locale: Locale, count = PROFILE_UNITS) {
  const criteria = { ...parseUnitSearchParams(new URLSearchParams(), count), ...filter };
  const { rows, total } = await searchUnits(db, criteria);
  const [key, id] = Object.entries(filter)[0]!;
  return {
    // What the profile's compact card shows (components/projects/profile-units.tsx), nothing more in the page's data.
    rows: rows.map((row) => {
      const u = titleIn(row, locale);
      return {
        kind: u.kind, id: u.id, slug: u.slug, title: u.title, titleLang: u.titleLang, purpose: u.purpose,
        price: u.price, pricePeriod: u.pricePeriod, image: u.images[0] ?? null, beds: u.beds, baths: u.baths, size: u.size,
      };
    }),
    total,
    // In English: the page's Link puts it under /ar on an Arabic page.
    allHref: `/property-list?${new URLSearchParams({ [key]: String(id) })}`,
  };
}

export type ProfileUnitsData = Awaited<ReturnType<typeof loadProfileUnits>>;
