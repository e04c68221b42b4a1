/**
 * The list orders in a browser: the unit list sorted by price, low to high, in English and in
 * Arabic, the order holding on page 2 (the pagination keeps `sort`) and a new search keeping it;
 * the same without JavaScript (the select and its Sort button); the project list by size; and a
 * `sort` the site does not know showing the default order, never an error.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { hydrated } from "./audit-helpers.ts";

/** The cards' prices (Latin digits in both languages), in page order, once page `n`'s results are shown. */
async function prices(page: Page, n = 1): Promise<number[]> {
  const results = page.getByRole("region", { name: /Search results|نتائج البحث/ });
  await expect(results.getByRole("navigation").locator("[aria-current=page]")).toHaveText(new RegExp(`${n}$`));
  await expect(results.locator("[data-price]").first()).toBeVisible();
  const texts = await results.locator("[data-price]").allTextContents();
  return texts.map((t) => Number((/[\d,]+/.exec(t)?.[0] ?? "").replace(/,/g, "")));
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

for (const { locale, path, sortBy, label, next } of [
  { locale: "en", path: "/property-list", sortBy: "Sort by", label: "Price: low to high", next: "Next" },
  { locale: "ar", path: "/ar/property-list", sortBy: "ترتيب حسب", label: "السعر: من الأقل إلى الأعلى", next: "التالي" },
]) {
  test(`the unit list sorts by price, low to high, and keeps the order on page 2 (${locale})`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.getByLabel(sortBy).selectOption({ label });
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    const first = await prices(page);
    expect(first.length).toBeGreaterThan(1);
    expect(ascending(first), `page 1: ${first.join(", ")}`).toBe(true);
    await page.getByRole("navigation", { name: /Result pages|صفحات النتائج/ }).getByRole("link", { name: next }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByLabel(sortBy)).toHaveValue("price-asc");
    const second = await prices(page, 2);
    expect(second.length).toBeGreaterThan(0);
    expect(ascending([...first, ...second]), `pages 1 and 2: ${[...first, ...second].join(", ")}`).toBe(true);
  });
}

test("the sort works without JavaScript and a filter keeps it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/property-list?purpose=1");
  await page.getByLabel("Sort by").selectOption("price-desc");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/purpose=1/);
  await expect(page).toHaveURL(/sort=price-desc/);
  const shown = await prices(page);
  expect(ascending([...shown].reverse())).toBe(true);
  await context.close();
});

test("the project list sorts by size, and an unknown sort shows the default order", async ({ page }) => {
  const unknown = await page.goto("/property-list?sort=cheapest-first");
  expect(unknown?.status()).toBe(200);
  const odd = await prices(page);
  await page.goto("/property-list");
  expect(await prices(page)).toEqual(odd);
  await expect(page.getByLabel("Sort by")).toHaveValue("");

  const projects = await page.goto("/project-list?sort=size-desc");
  expect(projects?.status()).toBe(200);
  await expect(page.getByLabel("Sort by")).toHaveValue("size-desc");
  expect((await page.goto("/ar/project-list?sort=%3Cscript%3E"))?.status()).toBe(200);
});
