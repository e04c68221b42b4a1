/**
 * The home carousels at the edges of spec 2.3's widths ("2 at 1024px or narrower", "1 at 640 or
 * narrower"): exactly 1024 and 640 px already take the narrower layout, 1025 and 641 px do not.
 */
import { expect, test, type Page } from "./fixtures.ts";

const WIDTHS = [1025, 1024, 641, 640] as const;

/** Cards per page at 1025, 1024, 641 and 640 px (spec 2.3). */
const PER_PAGE: Record<string, readonly number[]> = {
  "new off-plan projects": [3, 2, 2, 1],
  developers: [4, 2, 2, 2],
  "area guides": [2, 2, 2, 1],
  blogs: [3, 2, 2, 1],
  "video shorts": [4, 2, 2, 1],
};

async function openHome(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
}

WIDTHS.forEach((width, w) => {
  test(`at ${width} px every home carousel shows the spec's number of cards, arrows and pagination`, async ({ page }) => {
    await openHome(page, width);
    for (const [label, counts] of Object.entries(PER_PAGE)) {
      const region = page.getByRole("region", { name: label, exact: true });
      const regionBox = (await region.boundingBox())!;
      const slideBox = (await region.getByRole("group").first().boundingBox())!;
      expect.soft(Math.round(regionBox.width / slideBox.width), `${label} per page`).toBe(counts[w]);
    }

    const narrow = width <= 640;
    const offplan = page.getByRole("region", { name: "new off-plan projects", exact: true });
    const guides = page.getByRole("region", { name: "area guides", exact: true });
    // Pagination exists once the carousel is reached and its code has loaded; it shows only at 640 px or narrower.
    for (const region of [offplan, guides]) {
      await region.scrollIntoViewIfNeeded();
      const firstDot = region.getByRole("button", { name: /^Go to page 1 of/, includeHidden: true });
      await expect(firstDot).toBeAttached();
      await (narrow ? expect.soft(firstDot).toBeVisible() : expect.soft(firstDot).toBeHidden());
    }
    await expect(offplan.getByRole("button", { name: "Next new off-plan projects" })).toBeVisible();
    const guideArrow = guides.getByRole("button", { name: "Next area guides" });
    await (narrow ? expect(guideArrow).toBeHidden() : expect(guideArrow).toBeVisible());
  });
});
