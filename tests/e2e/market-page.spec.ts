/**
 * /market and /ar/market: the areas' table from the Dubai Land Department's figures, sorted by header
 * links without JavaScript, its CSV, and the page's accessibility at a phone's width. The expected
 * order is computed here in SQL from market_stats, not by the app's ranking code.
 */
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Page } from "./fixtures.ts";
import { axeScan } from "./audit-helpers.ts";

type Expected = { name: string; name_ar: string | null; psf: number; count: number };

/** Each active area's latest 12-month sale window (every rooms together), highest median first. */
function expectedRanking(): Expected[] {
  const db = new DatabaseSync("data/e2e/site.sqlite", { readOnly: true });
  try {
    return db.prepare(`
      select a.name, a.name_ar, s.median_psf as psf, s.count
      from areas a join market_stats s on s.measure = 'sale' and s.scope = 'area' and s.scope_id = a.id and s.rooms = -1
      where a.is_active = 1 and s.median_psf is not null and s.median_amount is not null
        and s.period = (select max(period) from market_stats m
                        where m.measure = 'sale' and m.scope = 'area' and m.scope_id = a.id and m.period like '12m:%')
      order by s.median_psf desc`).all() as Expected[];
  } finally {
    db.close();
  }
}

const rowNames = (page: Page) => page.getByRole("table").locator("tbody th").allInnerTexts();

function parseCsv(text: string): string[][] {
  return text.replace(/^\uFEFF/, "").trim().split("\r\n").map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.slice(0, -1).map((c) => c.replace(/,$/, "").replace(/^"|"$/g, "").replace(/""/g, '"')));
}

for (const lang of ["en", "ar"] as const) {
  const base = lang === "en" ? "/market" : "/ar/market";
  const t = lang === "en"
    ? { psf: "Median AED/sqft", volume: "Sales", download: "Download the table (CSV)", source: "Source: Dubai Land Department" }
    : { psf: "متوسط الدرهم/قدم²", volume: "المبيعات", download: "تحميل الجدول (CSV)", source: "المصدر: دائرة الأراضي والأملاك في دبي" };
  const nameOf = (r: Expected) => (lang === "ar" && r.name_ar ? r.name_ar : r.name);

  test.describe(`the market page (${lang})`, () => {
    test("lists the areas by median AED/sqft, highest first, with the source", async ({ page }) => {
      const expected = expectedRanking();
      expect(expected.length).toBeGreaterThan(2);
      await page.goto(base);
      await expect(page.getByRole("columnheader", { name: t.psf })).toHaveAttribute("aria-sort", "descending");
      expect(await rowNames(page)).toEqual(expected.map(nameOf));
      await expect(page.getByText(t.source)).toBeVisible();
      await expect(page.getByRole("table").getByRole("link", { name: nameOf(expected[0]!) })).toHaveAttribute("href", new RegExp(`^${lang === "ar" ? "/ar" : ""}/area/`));
    });

    test("sorts by a header link and back, setting aria-sort", async ({ page }) => {
      const expected = expectedRanking();
      await page.goto(base);
      await page.getByRole("link", { name: t.volume }).click();
      await expect(page).toHaveURL(/sort=volume&dir=desc/);
      await expect(page.getByRole("columnheader", { name: t.volume })).toHaveAttribute("aria-sort", "descending");
      await expect(page.getByRole("columnheader", { name: t.psf })).not.toHaveAttribute("aria-sort");
      // Ties keep the English name order in both directions.
      const byVolume = (dir: number) => expected.toSorted((a, b) => dir * (a.count - b.count) || a.name.localeCompare(b.name)).map(nameOf);
      expect(await rowNames(page)).toEqual(byVolume(-1));
      await page.getByRole("link", { name: t.volume }).click();
      await expect(page.getByRole("columnheader", { name: t.volume })).toHaveAttribute("aria-sort", "ascending");
      expect(await rowNames(page)).toEqual(byVolume(1));
    });

    test("a bad sort value shows the default order", async ({ page }) => {
      const response = await page.goto(`${base}?sort=nonsense&dir=sideways`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("columnheader", { name: t.psf })).toHaveAttribute("aria-sort", "descending");
      expect(await rowNames(page)).toEqual(expectedRanking().map(nameOf));
    });

    test("the CSV holds the table's rows, in the page's language, with the source", async ({ page }) => {
      await page.goto(base);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t.download }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const res = await page.request.get(download.url());
      expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const body = await res.body();
      expect(Array.from(body.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(body.toString("utf8"));
      expect(rows[0]![1]).toBe(t.psf);
      const firstRow = page.getByRole("table").locator("tbody tr").first();
      expect(rows[1]![0]).toBe(await firstRow.locator("th").innerText());
      expect(rows[1]![1]).toBe((await firstRow.locator("td").first().innerText()).replace(/\D/g, ""));
      const expected = expectedRanking();
      expect(rows.slice(1, 1 + expected.length).map((r) => [r[0], r[1], r[3]])).toEqual(
        expected.map((r) => [nameOf(r), String(Math.round(r.psf)), String(r.count)]),
      );
      expect(rows.at(-1)).toEqual([t.source]);
    });

    test("passes axe and does not scroll sideways at 375 px", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(base);
      await expect(page.getByRole("table")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await axeScan(page, `market (${lang})`);
    });
  });
}
