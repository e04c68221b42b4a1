/**
 * The compare tray: ticking Compare on units shows a tray that follows the visitor from page to
 * page (count, photos, the way to the table, Clear), stacked above a detail page's contact bar on a
 * phone; the table then fits two listings on a 375 px screen and starts its facts on the first
 * screen at 1280 px. In English and Arabic.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { hydrated, watchConsole } from "./audit-helpers.ts";

/** The first units of the list: their detail paths and ids. */
async function firstUnits(page: Page, count: number) {
  await page.goto("/property-list");
  const hrefs = await page
    .getByRole("region", { name: "Search results" })
    .getByRole("article")
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((as, n) => as.slice(0, n).map((a) => (a as HTMLAnchorElement).pathname), count);
  return hrefs.map((href) => ({ href, id: Number(/\/(\d+)$/.exec(href)![1]) }));
}

/** A visitor who has already ticked these units (the list their browser keeps). */
async function withCompareList(page: Page, ids: number[]) {
  await page.addInitScript((list) => {
    window.localStorage.setItem("compare", JSON.stringify(list));
    window.localStorage.setItem("EnquiryForm", "true");
  }, ids);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("ticked units show in a tray that follows the visitor, above the contact bar, to a table of two that fit", async ({ page }) => {
    test.slow(); // three detail pages, home, the table
    const problems = await watchConsole(page);
    await page.addInitScript(() => window.localStorage.setItem("EnquiryForm", "true"));
    const units = await firstUnits(page, 2);
    const titles: string[] = [];
    const tray = page.getByRole("region", { name: "Compare list" });
    for (const unit of units) {
      await page.goto(unit.href);
      await hydrated(page);
      const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      // Nothing ticked yet: no tray; after a first tick it is there on the next unit's page too.
      if (titles.length === 0) await expect(tray).toBeHidden();
      else await expect(tray.getByText(`${titles.length} of 4`)).toBeVisible();
      titles.push(name);
      await page.getByRole("checkbox", { name: `Compare ${name}` }).check();
      await expect(tray.getByText(`${titles.length} of 4`)).toBeVisible();
    }
    // Each ticked unit's photo, named by its title; the tray sits on the contact bar, not over it.
    for (const title of titles) await expect(tray.getByRole("img", { name: title })).toBeVisible();
    const bar = page.getByRole("complementary", { name: "Contact the agent" });
    await expect(bar).toBeInViewport();
    const [trayBox, barBox] = [await tray.boundingBox(), await bar.boundingBox()];
    expect(trayBox!.y + trayBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
    await expect(tray.getByRole("button", { name: "Clear the compare list" })).toBeInViewport();

    // Another page: the tray is still there, and leads to the table of the two.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(tray.getByText("2 of 4")).toBeVisible();
    await tray.getByRole("link", { name: "Compare" }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?units=${units[0]!.id},${units[1]!.id}$`));
    await expect(tray).toBeHidden(); // the table itself needs no tray

    // Both listings fit side by side beside the row names: no column cut by the screen's edge.
    const table = page.getByRole("table");
    const headers = table.getByRole("columnheader");
    await expect(headers).toHaveCount(2);
    for (const header of await headers.all()) {
      const box = (await header.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    for (const title of titles) await expect(table.getByRole("link", { name: title })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Clear empties the list: the tray goes, and the table page says how to start again.
    await page.goBack();
    await expect(tray).toBeVisible();
    await tray.getByRole("button", { name: "Clear the compare list" }).click();
    await expect(tray).toBeHidden();
    await page.goto("/compare");
    await expect(page.getByText(/Tick Compare on up to 4 properties/)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("with three units the third column waits wholly off screen, one swipe away", async ({ page }) => {
    const units = await firstUnits(page, 3);
    await page.goto(`/compare?units=${units.map((u) => u.id).join(",")}`);
    const headers = page.getByRole("table").getByRole("columnheader");
    await expect(headers).toHaveCount(3);
    const region = page.getByRole("region", { name: "Comparison table" });
    const [third, frame] = [(await headers.nth(2).boundingBox())!, (await region.boundingBox())!];
    // Not a sliver: the third column starts where the frame's inside ends (its 1 px border, rounding).
    expect(third.x).toBeGreaterThanOrEqual(frame.x + frame.width - 1.5);
    await region.evaluate((el) => el.scrollBy({ left: 1000 }));
    await expect(headers.nth(2)).toBeInViewport({ ratio: 1 });
  });

  test("the tray speaks Arabic on Arabic pages", async ({ page }) => {
    const units = await firstUnits(page, 2);
    await withCompareList(page, units.map((u) => u.id));
    await page.goto("/ar");
    await hydrated(page);
    const tray = page.getByRole("region", { name: "قائمة المقارنة" });
    await expect(tray.getByText("2 من 4")).toBeVisible();
    await expect(tray.getByRole("button", { name: "إفراغ قائمة المقارنة" })).toHaveText("مسح");
    await tray.getByRole("link", { name: "قارن" }).click();
    await expect(page).toHaveURL(/\/ar\/compare\?units=\d+,\d+$/);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
  });
});

test("at 1280 px the compared facts start on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 }); // a laptop
  const units = await firstUnits(page, 2);
  await page.goto(`/compare?units=${units.map((u) => u.id).join(",")}`);
  const table = page.getByRole("table");
  for (const row of ["Price", "Price per sqft", "Size", "Bedrooms"]) await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeInViewport();
});
