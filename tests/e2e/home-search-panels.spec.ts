/**
 * The home hero's search panels as a mouse user meets them (spec 2.3): the Beds & Baths
 * (or Bedroom) panel and the area suggestions show whole at every width, answer clicks where they
 * are drawn, and a click on Search with a panel open is not lost. The list pages' bars behave the
 * same; here the hero around the bar is what is under test.
 */
import { expect, test, type Locator, type Page } from "./fixtures.ts";

const WIDTHS = [375, 768, 1280] as const;

/**
 * A click where a mouse user clicks: the window is scrolled (never a box inside the page, as
 * Playwright's own click would) until the element's centre is on screen, and the mouse is pressed
 * at that point, so whatever is drawn there receives it.
 */
async function mouseClick(page: Page, target: Locator) {
  await scrollWindowTo(target);
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Scrolls the window only (a box that clips its content is left as it is) to bring the element's centre to the middle of the screen. */
async function scrollWindowTo(target: Locator) {
  await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top + r.height / 2 - window.innerHeight / 2);
  });
}

async function openHome(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
}

for (const width of WIDTHS) {
  test.describe(`home hero at ${width} px`, () => {
    test("the Beds & Baths panel shows whole, answers the mouse, and Search keeps the choice", async ({ page }) => {
      await openHome(page, width);
      await mouseClick(page, page.getByRole("button", { name: /Beds & Baths/ }));
      const panel = page.getByRole("group", { name: "Beds & Baths" });
      await expect(panel).toBeVisible();
      const bathrooms = panel.getByRole("group", { name: "Bathrooms" });
      const reset = panel.getByRole("button", { name: "Reset" });
      await scrollWindowTo(reset);
      await expect(reset).toBeInViewport({ ratio: 1 });
      await expect(bathrooms.getByRole("button", { name: "7+" })).toBeInViewport({ ratio: 1 });

      await mouseClick(page, panel.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "2", exact: true }));
      await mouseClick(page, bathrooms.getByRole("button", { name: "3", exact: true }));
      await expect(bathrooms.getByRole("button", { name: "3", exact: true })).toHaveAttribute("aria-pressed", "true");
      await mouseClick(page, reset);
      await expect(panel.getByRole("button", { pressed: true })).toHaveCount(0);

      await mouseClick(page, bathrooms.getByRole("button", { name: "2", exact: true }));
      await expect(bathrooms.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-pressed", "true");
      // On a phone the open panel lies over the Search button: the visitor closes it first.
      if (width < 768) await mouseClick(page, panel.getByRole("button", { name: "Done" }));
      await mouseClick(page, page.getByRole("button", { name: "Search" }));
      await expect(page).toHaveURL("/property-list?area=0&unitType=0&priceFrom=0&priceTo=0&beds=&bathroom=2&purpose=1");
    });

    test("the Projects tab's Bedroom panel shows whole and answers the mouse", async ({ page }) => {
      await openHome(page, width);
      await mouseClick(page, page.getByRole("tab", { name: /Off.?Plan/i }));
      await mouseClick(page, page.getByRole("button", { name: /Bedroom/ }));
      const panel = page.getByRole("group", { name: "Bedroom" });
      const reset = panel.getByRole("button", { name: "Reset" });
      await scrollWindowTo(reset);
      await expect(reset).toBeInViewport({ ratio: 1 });
      await mouseClick(page, panel.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "7+" }));
      await expect(panel.getByRole("button", { name: "7+" })).toHaveAttribute("aria-pressed", "true");
      if (width < 768) await mouseClick(page, panel.getByRole("button", { name: "Done" }));
      await mouseClick(page, page.getByRole("button", { name: "Search" }));
      await expect(page).toHaveURL(/\/project-list\?area=0&projectType=0&priceFrom=0&status=1&priceTo=0&beds=\d+$/);
    });

    for (const tab of ["Buy", "Off-Plan"] as const) {
      test(`the area suggestions on the ${tab} tab show five entries whole`, async ({ page }) => {
        await openHome(page, width);
        if (tab === "Off-Plan") await mouseClick(page, page.getByRole("tab", { name: /Off.?Plan/i }));
        const area = page.getByRole("combobox", { name: tab === "Buy" ? "Location" : "Project location", exact: true });
        await area.fill("a");
        await expect(area).toHaveAttribute("aria-expanded", "true");
        const options = page.getByRole("listbox").getByRole("option");
        expect(await options.count()).toBeGreaterThanOrEqual(5);
        const fifth = options.nth(4);
        await scrollWindowTo(page.getByRole("listbox"));
        for (let i = 0; i < 5; i++) await expect(options.nth(i)).toBeInViewport({ ratio: 1 });
        const name = (await fifth.locator("span").first().textContent())!;
        await mouseClick(page, fifth);
        await expect(area).toHaveValue(name);
      });
    }
  });
}
