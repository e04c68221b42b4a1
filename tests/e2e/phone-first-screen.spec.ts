/**
 * What a phone shows first and what cards keep clear (issue 36, points 8, 9 and 16):
 * - at 375×812 a unit's and a project's page show the name, the price and the area above the sticky contact bar without
 *   scrolling, in English and Arabic, and the breadcrumb's last crumb (the listing's name) is one line;
 * - on project cards at 768 and 1280 px the favourite heart does not cover the developer's logo (both languages);
 * - the mortgage calculator does not turn a typed 12 % interest into 10 %: it says the allowed range and keeps the result.
 */
import { expect, test, type Locator, type Page } from "./fixtures.ts";
import { hydrated, routePath } from "./audit-helpers.ts";

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function open(page: Page, path: string, width: number, height = 812) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await hydrated(page);
}

const TEXT = {
  en: { bar: "Contact the agent", crumbs: "Breadcrumb", price: /AED/ },
  ar: { bar: "التواصل مع الوكيل", crumbs: "مسار التنقل", price: /درهم/ },
} as const;

for (const lang of ["en", "ar"] as const) {
  for (const kind of ["unit detail", "project detail"] as const) {
    test(`${kind} (${lang}) at 375 px: name, price and area on the first screen, above the contact bar`, async ({ page, baseURL }) => {
      await open(page, await routePath(baseURL!, lang === "ar" ? `${kind} (ar)` : kind), 375);
      const barTop = (await box(page.getByRole("complementary", { name: TEXT[lang].bar }))).y;
      const header = page.locator("main header").first();
      const seen = {
        name: page.getByRole("heading", { level: 1 }),
        price: header.locator("[data-price]").first(),
        area: header.locator("p").filter({ hasText: lang === "ar" ? /^(العنوان|المنطقة): / : /^(Address|Area): / }),
      };
      for (const [what, l] of Object.entries(seen)) {
        const b = await box(l);
        expect(b.y + b.height, `${what} ends above the contact bar (at ${barTop}px)`).toBeLessThanOrEqual(barTop);
        expect(b.y, `${what} is on screen`).toBeGreaterThanOrEqual(0);
      }
      const last = page.getByRole("navigation", { name: TEXT[lang].crumbs }).locator("[aria-current=page]");
      const lineHeight = await last.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await box(last)).height, "the last crumb is one line").toBeLessThanOrEqual(lineHeight + 1);
      await expect(last).toHaveAttribute("title", (await seen.name.textContent())!.trim());
    });
  }

  for (const width of [768, 1280]) {
    test(`project cards (${lang}) at ${width} px: the heart leaves the developer's logo clear`, async ({ page }) => {
      await open(page, lang === "ar" ? "/ar/project-list" : "/project-list", width, 900);
      const cards = page.locator("article").filter({ has: page.locator("img[width='96']") });
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 4)) {
        const logo = await box(card.locator("img[width='96']"));
        const heart = await box(card.getByRole("button", { name: lang === "ar" ? /المفضلة/ : /Favourite/ }));
        expect(overlaps(logo, heart), "heart over the logo").toBe(false);
      }
    });
  }
}

test("mortgage calculator: a typed rate outside 1–10 % is refused with the range, not silently changed", async ({ page, baseURL }) => {
  await open(page, await routePath(baseURL!, "unit detail"), 375);
  const rate = page.getByRole("spinbutton", { name: "Interest rate (%)" });
  const monthly = page.getByText("Monthly payment", { exact: true }).locator("xpath=following-sibling::p[1]");
  const before = await monthly.textContent();
  await rate.fill("12");
  await rate.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Enter a number from 1 to 10." })).toBeVisible();
  await expect(rate).toHaveValue("12");
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expect(monthly).toHaveText(before!);
  await rate.fill("4.5");
  await rate.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Enter a number from" })).toHaveCount(0);
  await expect(monthly).not.toHaveText(before!);
});

test("the Arabic photo viewer keeps its counter apart from the title, reading 1 / N (point 4)", async ({ page, baseURL }) => {
  await open(page, await routePath(baseURL!, "unit detail (ar)"), 375);
  await page.getByRole("button", { name: /عرض كل الصور/ }).click();
  const viewer = page.getByRole("dialog");
  const counter = viewer.locator("[data-counter]");
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const title = counter.locator("xpath=following-sibling::span[1]");
  const [c, t] = [await box(counter), await box(title)];
  // On an Arabic page the title lies to the counter's left, with a gap between them.
  expect(c.x - (t.x + t.width), "gap between the title and the counter").toBeGreaterThanOrEqual(4);
  // The counter's first figure is at its left edge: it reads "1 / N" left to right.
  const firstDigitX = await counter.evaluate((el) => {
    const range = document.createRange();
    range.setStart(el.firstChild!, 0);
    range.setEnd(el.firstChild!, 1);
    return range.getBoundingClientRect().x;
  });
  expect(Math.round(firstDigitX)).toBe(Math.round(c.x));
});

test("Arabic list cards at 375 px: Call, E-mail and WhatsApp each on one line inside the card (point 4)", async ({ page }) => {
  await open(page, "/ar/property-list", 375);
  const card = page.getByRole("article").first();
  const cardBox = await box(card);
  for (const name of [/^اتصل بخصوص/, /^راسلنا بالبريد بخصوص/, /^تواصل عبر واتساب بخصوص/]) {
    const button = card.getByRole("link", { name }).first();
    const b = await box(button);
    expect(b.height, `${name} is one line`).toBeLessThanOrEqual(46);
    expect(b.x >= cardBox.x && b.x + b.width <= cardBox.x + cardBox.width, `${name} inside the card`).toBe(true);
  }
});
