/**
 * The Arabic site: every public page under /ar in Arabic, right to left, with the
 * language switch, hreflang alternates, canonical links per language and Arabic URLs in the
 * sitemap. axe, the Nu validator and the route checks run on every Arabic page too (their route
 * list has each page's Arabic twin: scripts/site-routes.ts); this file checks what is particular
 * to the two languages.
 */
import { expect, test } from "./fixtures.ts";
import { allRoutes, hydrated, ROUTE_NAMES, routePath } from "./audit-helpers.ts";

test("an Arabic page is right to left and names its English twin; the English page names its Arabic twin", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.goto("/ar/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/ar/faq`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}/faq`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${origin}/ar/faq`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/faq`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_AE");

  await page.goto("/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/faq`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${origin}/ar/faq`);
});

for (const width of [375, 1280]) {
  test(`the language switch leads to the same page in the other language and back, at ${width}px`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const path of ["/", "/property-list?purpose=2", await routePath(baseURL!, "unit detail"), "/contact-us"]) {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole("link", { name: "العربية" }).first().click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === (path === "/" ? "/ar" : path.startsWith("/?") ? `/ar${path.slice(1)}` : `/ar${path}`));
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await hydrated(page);
      await page.getByRole("link", { name: "English" }).first().click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === path);
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    }
  });
}

test("the Arabic menu is in Arabic and keeps the visitor in Arabic", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ar");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
  await expect(nav.getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about-us");
  await nav.getByRole("button", { name: "إيجار" }).hover();
  await nav.getByRole("link", { name: "فلل للإيجار" }).click();
  await expect(page).toHaveURL(/\/ar\/villas-for-rent-in-dubai$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "روابط سريعة" })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/ar/faq");
  await hydrated(page);
  await page.getByRole("button", { name: "افتح القائمة" }).click();
  const panel = page.getByRole("dialog", { name: "القائمة" });
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: "المدونة" }).click();
  await expect(page).toHaveURL(/\/ar\/blogs$/);
});

test("an unknown Arabic address is a 404 page in Arabic", async ({ page }) => {
  const response = await page.goto("/ar/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeVisible();
  await expect(page.getByRole("link", { name: "الرئيسية" }).last()).toHaveAttribute("href", "/ar");
});

test("the sitemap lists every page in both languages with their alternates", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs).toContain(`${origin}/ar`);
  expect(locs).toContain(`${origin}/ar/faq`);
  expect(locs.filter((l) => l === `${origin}/ar` || l.startsWith(`${origin}/ar/`)).length).toBe(locs.length / 2);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${origin}/ar/contact-us"/>`);
});

// Every route of the route audit is checked for sideways scroll there (routes.spec.ts, in both languages); these are the others.
for (const width of [375, 1280]) {
  test(`no other Arabic page scrolls sideways at ${width}px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const others = (await allRoutes(baseURL!)).filter((r) => r.path.startsWith("/ar") && !ROUTE_NAMES.includes(r.name));
    expect(others.length).toBeGreaterThan(0);
    const wide: string[] = [];
    for (const { path } of others) {
      await page.goto(path);
      await hydrated(page);
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      if (scroll! > inner!) wide.push(`${path}: ${scroll} > ${inner}`);
    }
    expect(wide).toEqual([]);
  });
}
