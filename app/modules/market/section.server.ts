/**
 * A place's market section as the page shows it: every figure formatted and every chart drawn here, in the
 * page's language, so the section's component only lays out strings (it ships almost no JavaScript).
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { MarketScope } from "../../platform/db/schema.ts";
import type { Locale } from "../../platform/i18n/locale.ts";
import { formatNumber } from "../../platform/i18n/format.ts";
import { formatMediumDate, formatMonth } from "../../platform/i18n/dates.ts";
import { messagesFor } from "../../platform/i18n/catalog.server.ts";
import { translator, type Translator } from "../../platform/i18n/translate.ts";
import { cacheArea } from "../../platform/cache/cache.server.ts";
import { marketSection } from "./market-queries.server.ts";
import { lineChartSvg } from "./chart.server.ts";
import { monthOf } from "./stats-math.ts";

type Table = { caption: string; head: string[]; rows: string[][] };
type Chart = { svg: string; caption: string; table: Table };
export type MarketSectionView =
  | { empty: true; heading: string; message: string }
  | {
      empty: false; heading: string; intro: string; counts: string; charts: Chart[];
      latest: Table; rentByRooms: Table; yieldByRooms: Table; dataUntil: string | null; source: string;
    };

// "2025-Q3" as "Q3 2025"; Arabic writes the quarter as "الربع 3".
const quarterLabel = (q: string, locale: Locale) => (locale === "ar" ? `الربع ${q.slice(6)} ${q.slice(0, 4)}` : `${q.slice(5)} ${q.slice(0, 4)}`);
const orDash = (n: number | null, locale: Locale) => (n === null ? "–" : formatNumber(n, locale));

/**
 * Sections as shown, until the data version moves (an import, an alias change, a renamed place) or the month
 * turns (the window is the last 36 months): the figures change a few times a month, and drawing them is most
 * of what the section costs a page.
 */
const sections = cacheArea<MarketSectionView>("market sections", { maxBytes: 16 * 1024 * 1024, sizeOf: (v) => JSON.stringify(v).length * 2 });

/** The section of an area, building or project; `empty` when the place has no sale and no rent in the period shown. */
export function loadMarketSection(db: Db, scope: MarketScope, id: number, place: { name: string; locale: Locale; now: Date }): Promise<MarketSectionView> {
  const key = [scope, id, place.locale, monthOf(place.now), place.name].join("|");
  return sections.get(key, () => drawMarketSection(db, scope, id, place));
}

async function drawMarketSection(db: Db, scope: MarketScope, id: number, place: { name: string; locale: Locale; now: Date }): Promise<MarketSectionView> {
  const { name, locale } = place;
  const t = translator(locale, messagesFor(locale), "market");
  const m = await marketSection(db, scope, id, { now: place.now });
  if (!m.saleCount && !m.rentCount) return { empty: true, heading: t("heading"), message: t("empty", { name }) };
  const roomsText = (rooms: number | null) => (rooms === null ? "–" : rooms === 0 ? t("studio") : t("bedrooms", { count: rooms }));
  const kindText = { "off-plan": t("offPlan"), ready: t("ready"), "off-plan resale": t("offPlanResale") };
  return {
    empty: false,
    heading: t("heading"),
    intro: t("intro", { name }),
    counts: t("counts", { sales: m.saleCount, rents: m.rentCount }),
    charts: charts(m, name, locale, t),
    latest: {
      caption: t("latest"),
      head: [t("colDate"), t("colType"), t("colRooms"), t("colSize"), t("colPrice"), t("colPsf")],
      rows: m.latest.map((s) => [formatMediumDate(s.date, locale), kindText[s.kind], roomsText(s.rooms), orDash(s.sizeSqft, locale), formatNumber(s.price, locale), orDash(s.psf, locale)]),
    },
    rentByRooms: {
      caption: t("rentByRooms"),
      head: [t("colRooms"), t("colMedianRent"), t("colContracts")],
      rows: m.rentByRooms.map((r) => [roomsText(r.rooms), orDash(r.medianAnnual, locale), formatNumber(r.count, locale)]),
    },
    yieldByRooms: {
      caption: t("yieldByRooms"),
      head: [t("colRooms"), t("colYield")],
      rows: m.yieldByRooms.map((r) => [roomsText(r.rooms), `${(r.grossYield * 100).toLocaleString(locale === "ar" ? "ar-AE-u-nu-latn" : "en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`]),
    },
    dataUntil: m.dataUntil ? t("dataUntil", { date: formatMediumDate(m.dataUntil, locale) }) : null,
    source: t("source"),
  };
}

type Figures = Awaited<ReturnType<typeof marketSection>>;
type T = Translator<"market">;

function charts(m: Figures, name: string, locale: Locale, t: T): Chart[] {
  const fmt = (n: number) => formatNumber(n, locale);
  const rtl = locale === "ar";
  const sales = m.sales.map((s) => ({ label: formatMonth(s.month, locale), value: s.medianPsf, count: s.count }));
  const rents = m.rents.map((r) => ({ label: quarterLabel(r.quarter, locale), value: r.medianAnnual, count: r.count }));
  const ends = (pts: typeof sales) => {
    const known = pts.filter((p) => p.value !== null);
    return { first: fmt(known[0]?.value ?? 0), last: fmt(known.at(-1)?.value ?? 0), a: known[0]?.label ?? "", b: known.at(-1)?.label ?? "" };
  };
  const s = ends(sales);
  const r = ends(rents);
  const out: Chart[] = [];
  const salesTitle = t("salesChart", { name });
  const salesSvg = lineChartSvg({ id: "mkt-sales", title: salesTitle, desc: t("salesDesc", { first: s.first, last: s.last, firstMonth: s.a, lastMonth: s.b }), points: sales, format: fmt, rtl });
  if (salesSvg) out.push({ svg: salesSvg, caption: salesTitle, table: seriesTable(t("chartData"), [t("colMonth"), t("colMedianPsf"), t("colCount")], sales, locale) });
  const rentsTitle = t("rentsChart", { name });
  const rentsSvg = lineChartSvg({ id: "mkt-rents", title: rentsTitle, desc: t("rentsDesc", { first: r.first, last: r.last, firstQuarter: r.a, lastQuarter: r.b }), points: rents, format: fmt, rtl });
  if (rentsSvg) out.push({ svg: rentsSvg, caption: rentsTitle, table: seriesTable(t("chartData"), [t("colQuarter"), t("colMedianRent"), t("colCount")], rents, locale) });
  return out;
}

/** The chart's numbers, newest first, as the data table beside it. */
function seriesTable(caption: string, head: string[], pts: { label: string; value: number | null; count: number }[], locale: Locale): Table {
  return { caption, head, rows: pts.toReversed().map((p) => [p.label, orDash(p.value, locale), formatNumber(p.count, locale)]) };
}
