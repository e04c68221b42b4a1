/**
 * Accessibility: axe-core with the WCAG 2.2 A and AA rules, zero violations, with the
 * mobile menu, the enquiry modal, the result popup and the gallery open. Every route of spec 2.1
 * is scanned at 375 and 1280 px by tests/e2e/routes.spec.ts, in the same page load that checks its
 * status, heading and console (one load per width instead of two).
 */
import { expect, test } from "./fixtures.ts";
import { axeScan as scan, hydrated, routePath } from "./audit-helpers.ts";

test("axe: the mobile menu open", async ({ page }) => {
  // axe over the whole home page behind the menu (every carousel): 27 s of the default 30 s alone while CI ran beside it.
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  await scan(page, "mobile menu");
});

for (const width of [375, 1280]) {
  test(`axe: the enquiry modal open at ${width}px`, async ({ page }) => {
    // The home page behind the modal, scanned whole: as slow as the menu's scan above.
    test.slow();
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("open-enquiry", { detail: { projectId: 1 } })));
    await expect(page.getByRole("dialog", { name: /Schedule a call/ })).toBeVisible();
    await scan(page, `enquiry modal at ${width}px`);
  });

  test(`axe: the result popup open at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto("/contact-us");
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("lead-result", { detail: { ok: true } })));
    await expect(page.getByRole("button", { name: "OK" })).toBeVisible();
    await scan(page, `result popup at ${width}px`);
  });

  test(`axe: the gallery open at ${width}px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto(await routePath(baseURL!, "unit detail"));
    await hydrated(page);
    await page.getByRole("link", { name: /^Open photo 1 of/ }).click();
    await expect(page.getByRole("button", { name: "Close gallery" })).toBeVisible();
    await scan(page, `gallery at ${width}px`);
  });
}
