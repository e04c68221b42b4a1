/**
 * Accessibility (issue 8): axe-core with the WCAG 2.2 A and AA rules on every route of spec 2.1
 * at 375 and 1280 px, and with the mobile menu, the enquiry modal, the result popup and the
 * gallery open: zero violations. Each scan logs how many axe rules it ran.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, routePath, ROUTE_NAMES } from "./audit-helpers.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function scan(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const rules = results.passes.length + results.violations.length + results.incomplete.length + results.inapplicable.length;
  console.log(`axe ${label}: ${rules} rules checked, ${results.violations.length} violated`);
  test.info().annotations.push({ type: "axe rules checked", description: String(rules) });
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`.replace(/\s+/g, " ")).join(" | ")}`,
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}

for (const name of ROUTE_NAMES) {
  for (const width of [375, 1280]) {
    test(`axe: ${name} at ${width}px`, async ({ page, baseURL }) => {
      const path = await routePath(baseURL!, name);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.goto(path);
      await hydrated(page);
      await scan(page, `${path} at ${width}px`);
    });
  }
}

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
