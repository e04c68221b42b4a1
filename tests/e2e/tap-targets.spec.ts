/**
 * Tap targets of at least 44×44 px at 375 px (issue 36, point 15; WCAG 2.2 target size, enhanced) in the states a
 * visitor opens: the phone menu with a submenu, the home search panels, a list's filters, the enquiry modal and the
 * photo viewer. Every page as it first loads is checked by routes.spec.ts in the same load as its axe scan.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { smallTapTargets } from "../support/tap-targets.ts";
import { hydrated, routePath } from "./audit-helpers.ts";

test.use({ viewport: { width: 375, height: 812 } });

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

for (const lang of ["en", "ar"] as const) {
  const ar = lang === "ar";
  const prefix = ar ? "/ar" : "";

  test(`phone menu with a submenu open (${lang})`, async ({ page }) => {
    await open(page, `${prefix}/`);
    await page.getByRole("button", { name: ar ? "افتح القائمة" : "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: ar ? "شراء" : "Buy" }).click();
    await expect(menu.getByRole("link").first()).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
  });

  test(`home search panels open (${lang})`, async ({ page }) => {
    await open(page, `${prefix}/`);
    for (const name of ar ? [/غرف النوم والحمامات/, /السعر/] : [/Beds & Baths/, /Price/]) {
      await page.getByRole("button", { name }).first().click();
      await expect(page.getByRole("button", { name: ar ? "تم" : "Done" }).first()).toBeVisible();
      expect(await smallTapTargets(page), String(name)).toEqual([]);
      await page.getByRole("button", { name: ar ? "تم" : "Done" }).first().click();
    }
  });

  test(`list filters and sort open (${lang})`, async ({ page }) => {
    for (const path of ["/property-list", "/project-list"]) {
      await open(page, `${prefix}${path}`);
      await page.getByText(ar ? "عوامل التصفية" : "Filters", { exact: true }).first().click();
      expect(await smallTapTargets(page), path).toEqual([]);
    }
  });

  test(`enquiry modal and photo viewer on a unit (${lang})`, async ({ page, baseURL }) => {
    await open(page, await routePath(baseURL!, ar ? "unit detail (ar)" : "unit detail"));
    await page.getByRole("button", { name: ar ? /عرض كل الصور/ : /View all/ }).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    expect(await smallTapTargets(page), "photo viewer").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await page.getByRole("button", { name: ar ? "استفسر الآن" : "Enquire Now" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await smallTapTargets(page), "enquiry modal").toEqual([]);
  });
}
