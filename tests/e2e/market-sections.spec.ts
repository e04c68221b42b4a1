/**
 * The market section on area, building and project pages, in English and Arabic: the charts are named
 * images, their data tables and the latest sales agree with figures computed here straight from
 * market_sales, the source is credited, the page fits a phone and passes axe.
 */
import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures.ts";
import { axeScan } from "./audit-helpers.ts";

const DB_FILE = "data/e2e/site.sqlite";
const DB = {
  all<T>(sql: string, ...params: unknown[]): T[] {
    const db = new Database(DB_FILE, { readonly: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  },
};

const TEXT = {
  en: { heading: "Market data", chart: /^Median sale price per sqft by month/, figures: "The chart's figures", source: "Source: Dubai Land Department", buildings: /Buildings in .* with the most sales/, latest: "Latest transactions" },
  ar: { heading: "بيانات السوق", chart: /^متوسط سعر البيع للقدم المربعة شهريًا/, figures: "أرقام الرسم البياني", source: "المصدر: دائرة الأراضي والأملاك في دبي", buildings: /المباني الأكثر مبيعًا في/, latest: "أحدث المعاملات" },
} as const;

const number = (n: number, lang: "en" | "ar") => new Intl.NumberFormat(lang === "ar" ? "ar-AE-u-nu-latn" : "en-US", { maximumFractionDigits: 0 }).format(Math.round(n));

/** The place's newest month of counted sales, its median AED/sqft and count, and its latest sale: from the rows themselves. */
function expected(column: "area_id" | "building_id" | "project_id", id: number) {
  const month = new Date().toISOString().slice(0, 7);
  const rows = DB.all<{ month: string; psf_aed: number | null }>(
    `select month, psf_aed from market_sales where ${column} = ? and in_stats = 1 and month = (select max(month) from market_sales where ${column} = ? and in_stats = 1 and month <= ?)`,
    id, id, month,
  );
  const psf = rows.flatMap((r) => (r.psf_aed === null ? [] : [r.psf_aed])).sort((a, b) => a - b);
  const mid = psf.length >> 1;
  const median = psf.length % 2 ? psf[mid]! : (psf[mid - 1]! + psf[mid]!) / 2;
  const [latest] = DB.all<{ worth_aed: number; psf_aed: number | null }>(
    `select worth_aed, psf_aed from market_sales where ${column} = ? and in_stats = 1 order by month desc, date desc, transaction_id desc limit 1`,
    id,
  );
  return { count: rows.length, median, latest: latest! };
}

async function checkSection(page: Page, lang: "en" | "ar", place: ReturnType<typeof expected>) {
  const t = TEXT[lang];
  const section = page.getByRole("region", { name: t.heading });
  await expect(section).toBeVisible();
  const figure = section.getByRole("figure", { name: t.chart });
  await expect(figure.getByRole("img", { name: t.chart })).toBeVisible();
  // The first is the <summary> that opens the table; the second, its caption for screen readers.
  await figure.getByText(t.figures).first().click();
  const firstRow = figure.getByRole("table").getByRole("row").nth(1);
  await expect(firstRow.getByRole("cell").nth(1)).toHaveText(number(place.median, lang));
  await expect(firstRow.getByRole("cell").nth(2)).toHaveText(number(place.count, lang));
  const latest = section.getByRole("table", { name: t.latest }).getByRole("row").nth(1).getByRole("cell");
  await expect(latest.nth(4)).toHaveText(number(place.latest.worth_aed, lang));
  if (place.latest.psf_aed !== null) await expect(latest.nth(5)).toHaveText(number(place.latest.psf_aed, lang));
  await expect(section.getByText(t.source)).toBeVisible();
}

async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

for (const lang of ["en", "ar"] as const) {
  const prefix = lang === "ar" ? "/ar" : "";

  test(`${lang}: an area's market section, and a building reached from its list`, async ({ page }) => {
    const [area] = DB.all<{ id: number }>("select id from areas where page_url = 'dubai-marina'");
    await page.goto(`${prefix}/area/dubai-marina`);
    // Hydration keeps the markup the HTML brought (the hydration data does not carry it again).
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await checkSection(page, lang, expected("area_id", area!.id));
    await axeScan(page, `${lang} area market section`);
    await fitsPhone(page);

    const link = page.getByRole("navigation", { name: TEXT[lang].buildings }).getByRole("link").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/building/`));
    const slug = href!.split("/").at(-1)!;
    const [building] = DB.all<{ id: number; name: string; name_ar: string | null }>("select id, name, name_ar from buildings where slug = ?", slug);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "ar" && building!.name_ar ? building!.name_ar : building!.name);
    await checkSection(page, lang, expected("building_id", building!.id));
    await axeScan(page, `${lang} building page`);
    await fitsPhone(page);
  });

  test(`${lang}: a project's market section`, async ({ page }) => {
    const [project] = DB.all<{ id: number; page_url: string }>(
      "select p.id, p.page_url from projects p join market_sales s on s.project_id = p.id and s.in_stats = 1 where p.state = 'published' group by p.id order by count(*) desc limit 1",
    );
    await page.goto(`${prefix}/project/${project!.page_url}/${project!.id}`);
    await checkSection(page, lang, expected("project_id", project!.id));
    await fitsPhone(page);
  });
}

test("a page's market section is in its HTML once, not again in the data the page hydrates from", async ({ request }) => {
  for (const path of ["/area/dubai-marina", "/ar/area/dubai-marina"]) {
    const html = await (await request.get(path)).text();
    // The heading's id and the section's aria-labelledby; a copy in the data would name it a third time.
    expect(html.split("market-heading").length - 1, path).toBe(2);
  }
  // A client navigation's data request carries the section itself.
  const data = await (await request.get("/area/dubai-marina.data")).text();
  expect(data).toContain("market-heading");
});

test("an unknown building is a 404", async ({ request }) => {
  expect((await request.get("/building/no-such-building")).status()).toBe(404);
  expect((await request.get("/ar/building/no-such-building")).status()).toBe(404);
});
