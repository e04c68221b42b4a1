/**
 * The unit and project detail pages in Arabic: Arabic content where the listing has it
 * (the demo seed gives some listings Arabic texts: demo/content/listings-ar.ts), English marked
 * lang="en" where not, every label, the structured data and the calculator in Arabic, the page
 * laid out right to left without sideways scrolling, axe-clean, the wrong-slug 301 staying in
 * /ar, and the language switch to the same page in English.
 */
import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS } from "../support/axe.ts";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Page } from "./fixtures.ts";


type Row = { id: number; page_url: string; title: string; title_ar: string | null };

/** Listings as the test server's seed made them (read only). */
function listings(sql: string): Row[] {
  const db = new DatabaseSync("data/e2e/site.sqlite", { readOnly: true });
  try {
    return db.prepare(sql).all() as Row[];
  } finally {
    db.close();
  }
}

const arabicUnit = () =>
  listings("select id, page_url, title, title_ar from units where title_ar is not null and is_active = 1 and video_path is null order by id limit 1")[0]!;
const englishUnit = () => listings("select id, page_url, title, title_ar from units where title_ar is null and is_active = 1 order by id limit 1")[0]!;
const arabicProject = () =>
  listings("select id, page_url, name as title, name_ar as title_ar from projects where name_ar is not null and is_active = 1 order by id limit 1")[0]!;

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
}

async function checkLayout(page: Page, label: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: no sideways scroll`).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`), `axe on ${label}`).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`Arabic detail pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a unit with Arabic texts: its Arabic title, Arabic labels and Arabic structured data", async ({ page }) => {
      const unit = arabicUnit();
      const path = `/ar/property/${unit.page_url}/${unit.id}`;
      expect((await page.goto(path))?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(unit.title_ar!);
      expect(await h1.getAttribute("lang")).toBeNull();
      await expect(page.getByRole("heading", { name: "الوصف", level: 2 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "حاسبة التمويل العقاري" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "تصريح الإعلان" })).toBeVisible();
      await expect(page.getByText("امسح الرمز للتحقق من هذا الإعلان لدى دائرة الأراضي والأملاك في دبي.")).toBeVisible();
      await expect(page.getByRole("img", { name: /^رمز QR للتحقق من التصريح \d+$/ })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: "مسار التنقل" });
      await expect(breadcrumb.getByRole("link", { name: "الرئيسية" })).toHaveAttribute("href", "/ar");
      const contact = width < 1024 ? page.getByRole("complementary", { name: "التواصل مع الوكيل" }) : page.getByRole("region", { name: "تواصل مع البائع" });
      await expect(contact.getByRole("link", { name: /^اتصال/ })).toHaveAttribute("href", /^tel:/);
      const whatsapp = contact.getByRole("link", { name: /^واتساب/ });
      const message = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text");
      expect(message).toBe(`مرحباً، أنا مهتم بـ ${unit.title_ar}.`);

      const ld = await jsonLd(page);
      const listing = ld.find((d) => d["@type"] === "RealEstateListing")!;
      expect(listing).toMatchObject({ name: unit.title_ar, inLanguage: "ar-AE" });
      expect(String(listing.url)).toContain(`/ar/property/${unit.page_url}/${unit.id}`);
      expect(String(listing.description)).toMatch(/[\u0600-\u06FF]/);
      const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: Array<{ name: string; item?: string }> };
      expect(crumbs.itemListElement[0]).toMatchObject({ name: "الرئيسية" });
      expect(crumbs.itemListElement[0]!.item).toMatch(/\/ar$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[\u0600-\u06FF]/);
      await expect(page).toHaveTitle(new RegExp(unit.title_ar!.slice(0, 10)));

      await checkLayout(page, `unit at ${width}`);

      // The language switch: the same unit in English.
      await page.getByRole("link", { name: "English" }).first().click();
      await expect(page).toHaveURL(new RegExp(`/property/${unit.page_url}/${unit.id}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(unit.title);
    });

    test("a project with Arabic texts: name, sections and the language switch", async ({ page }) => {
      const project = arabicProject();
      expect((await page.goto(`/ar/project/${project.page_url}/${project.id}`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title_ar!);
      // The developer box under the name (the details list below now names its Developer row in Arabic too).
      await expect(page.locator("main header").getByText("المطور", { exact: true })).toBeVisible();
      await expect(page.getByText("موعد التسليم", { exact: true })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "مسار التنقل" }).getByRole("link", { name: "المشاريع" })).toHaveAttribute("href", "/ar/project-list");
      const product = (await jsonLd(page)).find((d) => d["@type"] === "Product")!;
      expect(product).toMatchObject({ name: project.title_ar, inLanguage: "ar-AE" });
      await checkLayout(page, `project at ${width}`);
      await page.getByRole("link", { name: "English" }).first().click();
      await expect(page).toHaveURL(new RegExp(`/project/${project.page_url}/${project.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    });
  });
}

test("a unit without Arabic texts shows its English title marked lang=en on the Arabic page", async ({ page }) => {
  const unit = englishUnit();
  await page.goto(`/ar/property/${unit.page_url}/${unit.id}`);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(unit.title);
  await expect(h1).toHaveAttribute("lang", "en");
  // The labels around it are Arabic all the same.
  await expect(page.getByRole("heading", { name: "تصريح الإعلان" })).toBeVisible();
});

test("a wrong slug on an Arabic address redirects (301) to the Arabic canonical address", async ({ page }) => {
  const unit = arabicUnit();
  const unitResponse = await page.request.get(`/ar/property/not-the-slug/${unit.id}`, { maxRedirects: 0 });
  expect(unitResponse.status()).toBe(301);
  expect(unitResponse.headers().location).toBe(`/ar/property/${unit.page_url}/${unit.id}`);
  const project = arabicProject();
  const projectResponse = await page.request.get(`/ar/project/not-the-slug/${project.id}`, { maxRedirects: 0 });
  expect(projectResponse.status()).toBe(301);
  expect(projectResponse.headers().location).toBe(`/ar/project/${project.page_url}/${project.id}`);
});

test("the mortgage calculator works in Arabic, prices in درهم", async ({ page }) => {
  const unit = arabicUnit();
  await page.goto(`/ar/property/${unit.page_url}/${unit.id}`);
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  const calculator = page.locator("#mortgage");
  const monthly = calculator.getByText(/^القسط الشهري: [\d,]+ درهم$/);
  await expect(monthly).toBeAttached();
  const before = await monthly.textContent();
  const period = calculator.getByRole("spinbutton", { name: "مدة التمويل (سنوات)" });
  await period.fill("10");
  await period.press("Enter");
  await expect(calculator.getByText(/^10 سنوات بفائدة 3\.75٪$/)).toBeVisible();
  await expect(monthly).not.toHaveText(before!);
  await expect(calculator.getByText(/^سعر العقار:/)).toContainText("درهم");
});
