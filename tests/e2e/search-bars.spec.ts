/**
 * One look for the three search bars (home, /property-list, /project-list): the Search
 * button is the same colour everywhere, and the dropdowns of a bar show one kind of arrow (the
 * bar's own chevron, never the browser's select arrow beside it).
 */
import { expect, test, type Locator, type Page } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const BARS = [
  { path: "/", bar: (page: Page) => page.getByRole("tabpanel") },
  { path: "/property-list", bar: (page: Page) => page.getByRole("search", { name: "Search properties" }) },
  { path: "/project-list", bar: (page: Page) => page.getByRole("search", { name: "Search projects" }) },
] as const;

const colour = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

test("the Search button has one colour on every search bar", async ({ page }) => {
  const colours: string[] = [];
  for (const { path, bar } of BARS) {
    await page.goto(path);
    colours.push(await colour(bar(page).getByRole("button", { name: "Search", exact: true })));
  }
  expect(new Set(colours).size, colours.join(" / ")).toBe(1);
});

for (const { path, bar } of BARS) {
  test(`the dropdowns on ${path} show the bar's chevron instead of the browser's arrow`, async ({ page }) => {
    await page.goto(path);
    const selects = bar(page).getByRole("combobox").and(page.locator("select"));
    expect(await selects.count()).toBeGreaterThan(0);
    for (const select of await selects.all()) {
      await expect(select).toHaveCSS("appearance", "none");
      // The chevron drawn in its place sits inside the field.
      const chevron = select.locator("xpath=following-sibling::*[1]");
      await expect(chevron).toBeVisible();
      const [field, arrow] = [(await select.boundingBox())!, (await chevron.boundingBox())!];
      expect(arrow.x).toBeGreaterThan(field.x + field.width / 2);
      expect(arrow.x + arrow.width).toBeLessThanOrEqual(field.x + field.width);
    }
  });
}
