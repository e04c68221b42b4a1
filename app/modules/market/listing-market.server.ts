/**
 * A unit's page against the market (issue point 6 of the market data): a sale's AED/sqft against the
 * median of its building (or else its area) for the same rooms over the last 12 months, the area's gross
 * rental yield for those rooms, a rent against the area's median rent, and the building's recent sales.
 * Every sentence is written here in the page's language and reaches the page as HTML, like the area's
 * market section, so the unit page's JavaScript does not grow.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { Locale } from "../../platform/i18n/locale.ts";
import { formatNumber } from "../../platform/i18n/format.ts";
import { formatMediumDate } from "../../platform/i18n/dates.ts";
import { messagesFor } from "../../platform/i18n/catalog.server.ts";
import { translator, type Translator } from "../../platform/i18n/translate.ts";
import { areaRoomsFigures, listingComparison, recentBuildingSales } from "./market-queries.server.ts";
import { esc } from "./section-html.server.ts";

type UnitFacts = { id: number; purposeId: number; price: number; size: number; beds: string; area: { id: number }; areaName: string };
type T = Translator<"market">;

const RENT_PURPOSE = 2;
const RECENT_SALES = 5;

/** "Studio" → 0, "3" → 3, "7+" → 7; an office or a shop (no bedrooms) → null: nothing to compare with. */
function roomsOfBeds(beds: string): number | null {
  if (/studio/i.test(beds)) return 0;
  const n = Number.parseInt(beds, 10);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** The unit's market lines as HTML (heading included), or "" when the data has nothing to say about it. */
export async function listingMarketHtml(db: Db, unit: UnitFacts, opts: { locale: Locale; now: Date }): Promise<string> {
  const rooms = roomsOfBeds(unit.beds);
  if (rooms === null || !(unit.size > 0)) return "";
  const t = translator(opts.locale, messagesFor(opts.locale), "market");
  const roomsText = rooms === 0 ? t("studios") : t("roomsHomes", { count: rooms });
  const building = await db.selectFrom("units as u").innerJoin("buildings as b", "b.id", "u.building_id").select(["b.id", "b.name", "b.name_ar"]).where("u.id", "=", unit.id).executeTakeFirst();
  const area = await areaRoomsFigures(db, unit.area.id, rooms, { now: opts.now });
  const lines: string[] = [];
  if (unit.purposeId === RENT_PURPOSE) {
    const rent = area.rent;
    if (rent) lines.push(t("rentMedian", { place: unit.areaName, rooms: roomsText, amount: formatNumber(rent.medianAnnual, opts.locale), count: rent.count }));
  } else {
    const c = await listingComparison(db, { areaId: unit.area.id, buildingId: building?.id ?? null, rooms, psf: unit.price / unit.size }, opts);
    if (c) {
      const place = c.scope === "building" && building ? (opts.locale === "ar" && building.name_ar ? building.name_ar : building.name) : unit.areaName;
      const key = c.percent < 0 ? "compareBelow" : c.percent > 0 ? "compareAbove" : "compareInLine";
      lines.push(t(key, { percent: Math.abs(c.percent), place, rooms: roomsText, count: c.count }));
    }
    if (area.grossYield) lines.push(t("yieldLine", { place: unit.areaName, rooms: roomsText, yield: (area.grossYield * 100).toFixed(1) }));
  }
  const recent = building ? await recentSalesHtml(db, building.id, t, opts.locale) : "";
  if (!lines.length && !recent) return "";
  const items = lines.map((l) => `<li>${esc(l)}</li>`).join("");
  return (
    `<h2 id="market-heading" class="text-2xl font-bold text-slate-900">${esc(t("listingHeading"))}</h2>` +
    `<ul class="mt-3 list-disc space-y-1 ps-5 text-slate-800">${items}</ul>${recent}` +
    `<p class="mt-3 text-sm text-slate-600">${esc(t("source"))}</p>`
  );
}

async function recentSalesHtml(db: Db, buildingId: number, t: T, locale: Locale): Promise<string> {
  const sales = await recentBuildingSales(db, buildingId, RECENT_SALES);
  if (!sales.length) return "";
  const items = sales.map((s) => {
    const rooms = s.rooms === null ? "–" : s.rooms === 0 ? t("studio") : t("bedrooms", { count: s.rooms });
    const size = formatNumber(s.sizeSqft ?? 0, locale);
    const price = formatNumber(s.price, locale);
    const money = locale === "ar" ? `${size} قدم² · ${price} درهم` : `${size} sqft · AED ${price}`;
    return `<li class="tabular-nums">${esc(`${formatMediumDate(s.date, locale)} · ${rooms} · ${money}`)}</li>`;
  });
  return `<h3 class="mt-4 font-semibold text-slate-900">${esc(t("recentInBuilding"))}</h3><ul class="mt-2 space-y-1 text-sm text-slate-700">${items.join("")}</ul>`;
}
