/**
 * One date format per kind of date (issue 36, point 10): a blog post's day reads the same on its card's badge, on
 * its own page and in the Recent Blogs sidebar (the spec's MMM d, y; "3 نوفمبر 2026" in Arabic), not "03 NOV 2026"
 * beside "Nov 3, 2026". The back office's moments and days are checked in admin-phone.spec.ts (point 19).
 */
import { expect, test } from "./fixtures.ts";
import { hydrated, routePath } from "./audit-helpers.ts";

const words = (s: string | null) => (s ?? "").replace(/[,،]/g, " ").replace(/\s+/g, " ").trim();

for (const lang of ["en", "ar"] as const) {
  test(`a post's date reads the same on its card, its page and the sidebar (${lang})`, async ({ page, baseURL }) => {
    await page.goto(await routePath(baseURL!, lang === "ar" ? "blog list (ar)" : "blog list"));
    const card = page.getByRole("main").getByRole("article").first();
    const badge = words(await card.locator("time").textContent());
    const title = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await hydrated(page);
    const own = page.getByRole("main").locator("article time").first();
    expect(badge).toBe(words(await own.textContent()));
    expect(await own.textContent()).toMatch(lang === "ar" ? /^\d{1,2} [\u0600-\u06FF]+ \d{4}$/ : /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    for (const t of await page.getByRole("complementary").locator("time").all()) {
      expect(await t.textContent()).toMatch(lang === "ar" ? /^\d{1,2} [\u0600-\u06FF]+ \d{4}$/ : /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    }
  });
}
