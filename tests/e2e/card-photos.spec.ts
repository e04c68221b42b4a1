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
