/**
 * Finding listings in Arabic: the unit and project lists, a category page, the
 * favourites and compare pages under /ar at 375 and 1280 px — Arabic texts, right to left, no
 * sideways scroll, no axe violations — the language switch, and a search that stays in Arabic.
 */
import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS } from "../support/axe.ts";
import { expect, test, type Page } from "./fixtures.ts";
import { hydrated } from "./audit-helpers.ts";

const ARABIC = /[\u0600-\u06FF]/;

/** The result count: "57 عقارًا", "3 عقارات", "عقار واحد"… */
const countOf = (page: Page) => page.getByText(/^(\d[\d,]* عقار(ات|ًا)?|عقار واحد|عقاران|لا توجد عقارات)$/);

const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: "/ar/property-list", heading: "قائمة العقارات" },
  { path: "/ar/project-list", heading: "مشاريع على الخارطة" },
  { path: "/ar/looking-for-apartments-for-sale-in-dubai", heading: ARABIC },
  { path: "/ar/favourites", heading: "مفضلتك" },
  { path: "/ar/compare", heading: "مقارنة العقارات" },
];

async function expectArabicPage(page: Page, heading: string | RegExp) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`)).toEqual([]);
}

for (const width of [375, 1280]) {
  for (const { path, heading } of PAGES) {
    test(`${path} in Arabic at ${width}px`, async ({ page }) => {
      // axe over a full list of cards takes its time on a small screen.
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.goto(path);
      await hydrated(page);
      await expectArabicPage(page, heading);
    });
  }
}

test("the unit list's cards, count and filters are in Arabic", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ar/property-list");
  await hydrated(page);
  await expect(countOf(page)).toBeVisible();
  await expect(page.getByRole("search", { name: "البحث عن عقارات" })).toBeVisible();
  await expect(page.getByRole("button", { name: "بحث" })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ درهم/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /اتصل بخصوص/ }).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "صفحات النتائج" }).getByRole("link", { name: "التالي" })).toBeVisible();
  await expect(page.getByText(/Beds?$|Baths?$| ago$|Starting Price/)).toHaveCount(0);
});

test("the project list's cards are in Arabic", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ar/project-list");
  await hydrated(page);
  await expect(page.getByText(/^السعر يبدأ من [\d,]+ درهم$/).first()).toBeVisible();
  await expect(page.getByText(/سنة الإنجاز: \d{4}$/).first()).toBeVisible();
});

test("the language switch leads to the same list in the other language", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ar/project-list");
  await hydrated(page);
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/project-list$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Off-Plan Projects");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "العربية" }).first().click();
  await expect(page).toHaveURL(/\/ar\/project-list$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مشاريع على الخارطة");
});

for (const width of [375, 1280]) {
  test(`a search in Arabic stays on /ar and narrows the list at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto("/ar/property-list");
    await hydrated(page);
    const beforeText = (await countOf(page).textContent()) ?? "";
    const before = Number(beforeText.replace(/\D/g, ""));
    // Under 1024 px the filters sit behind one button.
    if (width < 1024) await page.getByText("عوامل التصفية").click();
    const purpose = page.getByLabel("الغرض");
    await purpose.selectOption({ index: 2 });
    await page.getByRole("button", { name: "بحث" }).click();
    await expect(page).toHaveURL(/\/ar\/property-list\?purpose=\d+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(countOf(page)).not.toHaveText(beforeText);
    const after = Number(((await countOf(page).textContent()) ?? "").replace(/\D/g, ""));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
  });
}
