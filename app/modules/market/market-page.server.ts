/**
 * The /market page and its CSV: the areas' ranking sorted by the visitor's column (read leniently from
 * the URL, so a bad value gives the default order, never an error), with every word and number written
 * here in the page's language, so the page's JavaScript carries neither the texts nor the formatting.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { Locale } from "../../platform/i18n/locale.ts";
import { localizePath } from "../../platform/i18n/locale.ts";
import { messagesFor } from "../../platform/i18n/catalog.server.ts";
import { translator } from "../../platform/i18n/translate.ts";
import { CSV_BOM, csvLine } from "../../platform/http/csv.ts";
import { marketRanking } from "./market-queries.server.ts";
import { addMonths, WINDOW_PREFIX, windowMonth } from "./stats-math.ts";
import { formatMonth } from "../../platform/i18n/dates.ts";

const SORTS = ["psf", "change", "volume", "yield"] as const;
type Sort = (typeof SORTS)[number];
type Dir = "asc" | "desc";
const TEXT_KEYS = ["title", "eyebrow", "intro", "tableCaption", "area", "download", "source", "license", "empty"] as const;
type Ranking = Awaited<ReturnType<typeof marketRanking>>[number];

const VALUE: Record<Sort, (r: Ranking) => number | null> = {
  psf: (r) => r.medianPsf,
  change: (r) => r.changePercent,
  volume: (r) => r.saleCount,
  yield: (r) => r.grossYield,
};

/** The sort from the URL: an unknown column or direction falls back to the default (median AED/sqft, highest first). */
function readSort(params: URLSearchParams): { sort: Sort; dir: Dir } {
  const raw = params.get("sort");
  const sort = (SORTS as readonly string[]).includes(raw ?? "") ? (raw as Sort) : "psf";
  const dir = params.get("dir") === "asc" ? "asc" : "desc";
  return { sort, dir };
}

/** Rows with no figure for the column go last whichever the direction; ties keep the name order. */
function sortRows(rows: Ranking[], sort: Sort, dir: Dir): Ranking[] {
  const value = VALUE[sort];
  return rows.toSorted((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    return (dir === "asc" ? x - y : y - x) || a.name.localeCompare(b.name);
  });
}

/** The month the figures run to: the latest 12-month window the refresh wrote. */
async function dataMonth(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("market_stats")
    .select((eb) => eb.fn.max("period").as("period"))
    .where("measure", "=", "sale").where("scope", "=", "area").where("rooms", "=", -1)
    .where("period", ">=", WINDOW_PREFIX).where("period", "<", "12m;")
    .executeTakeFirst();
  return row?.period ? windowMonth(row.period) : null;
}

const numberFormat = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  ar: new Intl.NumberFormat("ar-AE-u-nu-latn", { maximumFractionDigits: 0 }),
};

/** One row as the table and the CSV show it: the change signed, the yield in percent with one decimal. */
function cells(r: Ranking, locale: Locale) {
  const change = r.changePercent === null ? "" : `${r.changePercent > 0 ? "+" : r.changePercent < 0 ? "−" : ""}${Math.abs(r.changePercent).toFixed(1)} %`;
  return {
    name: locale === "ar" && r.nameAr ? r.nameAr : r.name,
    nameLang: locale === "ar" && !r.nameAr ? ("en" as const) : undefined,
    psf: numberFormat[locale].format(Math.round(r.medianPsf)),
    change,
    volume: numberFormat[locale].format(r.saleCount),
    yield: r.grossYield === null ? "" : `${(r.grossYield * 100).toFixed(1)} %`,
  };
}

/** A row's figures for the CSV: AED/sqft, change (%), sales, gross yield (%). */
function csvNumbers(r: Ranking): (number | null)[] {
  return [Math.round(r.medianPsf), r.changePercent, r.saleCount, r.grossYield === null ? null : Math.round(r.grossYield * 1000) / 10];
}

/** The page's data: the sorted rows, the headers' links and every text, in the page's language. */
export async function loadMarketPage(db: Db, url: URL, locale: Locale, opts: { now: Date }) {
  const t = translator(locale, messagesFor(locale), "marketPage");
  const { sort, dir } = readSort(url.searchParams);
  const [ranking, month] = await Promise.all([marketRanking(db, opts), dataMonth(db)]);
  const rows = sortRows(ranking, sort, dir).map((r) => ({ id: r.areaId, href: localizePath(`/area/${r.pageUrl}`, locale), ...cells(r, locale), csv: csvNumbers(r) }));
  const columns = SORTS.map((key) => {
    // The sorted column's link turns the direction round; another column's starts highest first.
    const nextDir = key === sort && dir === "desc" ? "asc" : "desc";
    return { key, label: t(key), href: `?sort=${key}&dir=${nextDir}`, sorted: key === sort ? (dir === "asc" ? ("ascending" as const) : ("descending" as const)) : null };
  });
  // One CSV address for both languages (a route costs every page a line of the manifest): ?lang=ar.
  const csvHref = `/market.csv?sort=${sort}&dir=${dir}${locale === "ar" ? "&lang=ar" : ""}`;
  const dataTo = month ? t("dataTo", { month: formatMonth(month, locale) }) : null;
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, t(k)])) as Record<(typeof TEXT_KEYS)[number], string>;
  return {
    rows, columns, csvHref, dataTo, texts,
    /** The 12 months the figures cover, as ISO 8601 writes an interval. */
    coverage: month ? `${addMonths(month, -11)}/${month}` : null,
    seo: { title: t("metaTitle"), description: t("metaDescription") },
    dataset: { name: t("datasetName"), description: t("datasetDescription"), source: t("source"), license: t("license") },
  };
}

/** The CSV of the table as the page sorts it: a header, the rows, then the date and source. */
export async function* marketCsvLines(db: Db, url: URL, locale: Locale, opts: { now: Date }): AsyncGenerator<string> {
  const page = await loadMarketPage(db, url, locale, opts);
  const percent = (key: string) => key === "change" || key === "yield";
  yield CSV_BOM + csvLine([page.texts.area, ...page.columns.map((c) => (percent(c.key) ? `${c.label} (%)` : c.label))]);
  // Plain numbers (no grouping, no signs or % in text), so a spreadsheet reads them as numbers.
  for (const r of page.rows) yield csvLine([r.name, ...r.csv]);
  yield csvLine([]);
  if (page.dataTo) yield csvLine([page.dataTo]);
  yield csvLine([page.texts.source]);
}
