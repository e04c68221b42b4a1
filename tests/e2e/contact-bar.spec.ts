/**
 * The detail pages' contact bar on phones and tablets (point 3): Call, WhatsApp and
 * Enquire stay on screen while the visitor scrolls, never cover the page's last lines, open the
 * enquiry modal, work without JavaScript (Call, WhatsApp), and give way to the Contact Seller
 * card from 1024 px.
 */
import { expect, test, type Page } from "./fixtures.ts";

const LISTS = [
  { kind: "unit", list: "/property-list" },
  { kind: "project", list: "/project-list" },
];

/** The first listing's detail page, as a visitor reaches it from the list. */
async function detailPath(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const link = page.getByRole("region", { name: /Search results|Projects/ }).getByRole("article").first().getByRole("heading").getByRole("link");
  return (await link.getAttribute("href"))!;
}

function bar(page: Page) {
  return page.getByRole("complementary", { name: "Contact the agent" });
}

for (const { kind, list } of LISTS) {
  for (const width of [375, 768]) {
    test(`${kind} detail at ${width} px: Call, WhatsApp and Enquire stay on screen and cover nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 1024 });
      await page.goto(await detailPath(page, list));
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      const contact = bar(page);
      await expect(contact).toBeInViewport();
      await expect(contact.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\+\d+$/);
      await expect(contact.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);

      // Half-way down (the calculator, the map): still there.
      await page.getByRole("heading", { name: "Mortgage Calculator" }).scrollIntoViewIfNeeded();
      await expect(contact).toBeInViewport();

      // At the very end the footer's last line shows in full above the bar. The visitor scrolls
      // on while the page still grows below (late images, the map), until the end stays in view.
      const lastLine = page.getByRole("contentinfo").getByText(/All rights reserved/);
      // In view is not enough: the sticky bar covers the viewport's bottom until the page's end is reached,
      // so the visitor scrolls on until the line stands above the bar.
      await expect(async () => {
        await page.mouse.wheel(0, 20_000);
        await expect(lastLine).toBeInViewport({ ratio: 1, timeout: 1000 });
        const line = (await lastLine.boundingBox())!;
        expect(line.y + line.height).toBeLessThanOrEqual((await contact.boundingBox())!.y);
      }).toPass();

      await contact.getByRole("button", { name: "Enquire" }).click();
      await expect(page.getByRole("dialog", { name: "Schedule a call with our property consultants" })).toBeVisible();
    });
  }

  test(`${kind} detail at 1024 px: the Contact Seller card, no bar`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto(await detailPath(page, list));
    await expect(page.getByRole("heading", { name: "Contact Seller" })).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });
}

test("without JavaScript the bar's Call and WhatsApp are plain links", async ({ browser, page }) => {
  const path = await detailPath(page, "/property-list");
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const noJs = await context.newPage();
  await noJs.goto(path);
  const contact = bar(noJs);
  await expect(contact).toBeInViewport();
  await expect(contact.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(contact.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
  // Enquire leads to the contact form, which works without JavaScript.
  await expect(contact.getByRole("link", { name: "Enquire" })).toHaveAttribute("href", /^\/contact-us/);
  await context.close();
});
