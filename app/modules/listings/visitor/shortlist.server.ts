/**
 * The listings a favourites list or a compare list names: ids in, the shown
 * listings out in the order given, as their cards show them; unknown, hidden and repeated ids are skipped.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { getUnitsByIds, getUnitsToCompare } from "../queries/units.server.ts";
import { getProjectsByIds } from "../queries/projects.server.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";
import { toCard } from "../listing-locale.ts";
import type { Shortlist } from "./shortlist.ts";

export async function loadShortlist(db: Db, list: Shortlist, locale: Locale = "en") {
  const [units, projects] = await Promise.all([getUnitsByIds(db, list.units), getProjectsByIds(db, list.projects)]);
  return { now: new Date().toISOString(), units: units.map((u) => toCard(u, locale)), projects: projects.map((p) => toCard(p, locale)) };
}

export type ShortlistData = Awaited<ReturnType<typeof loadShortlist>>;

/** The compared units: their cards, with the permit and the service charge the table shows. */
export async function loadCompare(db: Db, ids: number[], locale: Locale = "en") {
  return { units: (await getUnitsToCompare(db, ids)).map((u) => ({ ...toCard(u, locale), permit: u.permit, serviceCharge: u.serviceCharge })) };
}

export type ComparedCard = Awaited<ReturnType<typeof loadCompare>>["units"][number];
