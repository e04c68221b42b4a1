/**
 * A card's photos on a phone (issue 36, point 16): the photo beside the one shown is already loaded when the card is
 * within a screen of view, so a swipe shows it at once, not a grey box until the swipe stops; a card far down the
 * list keeps its other photos unloaded until the visitor comes near it.
 */
import { expect, test, type Locator } from "./fixtures.ts";
import { hydrated } from "./audit-helpers.ts";

test.use({ viewport: { width: 375, height: 812 } });

const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
const secondPhoto = (card: Locator) => card.locator('[aria-roledescription="slide"]').nth(1).locator("img");

for (const list of ["/project-list", "/property-list"]) {
  test(`${list}: the first card's next photo is loaded before any swipe; the last card's only once it is near`, async ({ page }) => {
    await page.goto(list);
    await hydrated(page);
    const cards = page.getByRole("main").getByRole("article");
    await expect.poll(() => loaded(secondPhoto(cards.first())), { message: "the first card's second photo" }).toBe(true);
    const last = cards.last();
    // A few screens down the card has not asked for it: the photo is not on the page yet, or not loaded.
    const fetched = (await secondPhoto(last).count()) > 0 && (await loaded(secondPhoto(last)));
    expect(fetched, "the last card's second photo, a few screens down").toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(secondPhoto(last)), { message: "the last card's second photo, once near" }).toBe(true);
  });
}

/**
 * The cards after the first and the footer are drawn only when near the screen (app.css, `offscreen-card`): scrolling
 * down a list screen by screen, nothing in view jumps and each card is drawn whole (its photo, title and price
 * visible) by the time it is on the screen; the footer's links work at the bottom.
 */
for (const list of ["/property-list", "/ar/project-list"]) {
  test(`${list}: scrolling down a screen at a time, every card is drawn as it comes into view and nothing in view moves`, async ({ page }) => {
    await page.goto(list);
    await hydrated(page);
    await page.evaluate(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifted += e.value;
      }).observe({ type: "layout-shift", buffered: false });
    });
    const cards = page.getByRole("main").getByRole("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 1; i < count; i++) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole("heading").first()).toBeInViewport();
      const box = (await card.boundingBox())!;
      expect(box.height, `card ${i + 1} drawn whole`).toBeGreaterThan(300);
      await expect(card.locator("img").first()).toBeVisible();
    }
    // To the end of the page: the footer's last links are there, drawn, however its kept height guessed.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("contentinfo").getByRole("link").last()).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted), "layout shift while scrolling").toBeLessThan(0.01);
  });
}
