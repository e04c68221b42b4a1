/**
 * The site's own content in Arabic: the home page, about us, the FAQ, the blog list and
 * a post, and the area guides under /ar, at a phone's and a desktop's width. Arabic texts show where
 * the database has them, English ones (no translation yet) are marked lang="en", the page is right to
 * left without sideways scrolling, passes axe (here, or in routes.spec for the same address and width), and its
 * language switch leads to the same page in English.
 */
import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS } from "../support/axe.ts";
import { expect, test, type Page } from "./fixtures.ts";


/**
 * Right to left, no sideways scroll, the language switch; and axe, unless `axe: false`: a page whose address
 * tests/e2e/routes.spec.ts loads and scans with the same rules at the same widths (every route of the site, in
 * both languages) is not scanned twice.
 */
async function checkArabicPage(page: Page, englishPath: string, opts: { axe?: boolean } = {}): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
  await expect(page.getByRole("link", { name: "English", exact: true }).first()).toHaveAttribute("href", englishPath);
  if (opts.axe === false) return;
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  expect(found, "axe violations").toEqual([]);
}

/** The page's JSON-LD objects of one type. */
async function jsonLd(page: Page, type: string): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).filter((d) => d["@type"] === type);
}

for (const width of [375, 1280]) {
  test.describe(`Arabic content at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("home page: Arabic hero and sections, untranslated testimonials marked English", async ({ page }) => {
      expect((await page.goto("/ar"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "ابحث عن منزلك في دبي" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "مشاريع جديدة على الخارطة" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "الأسئلة الشائعة" })).toBeVisible();
      await expect(page.getByRole("link", { name: "جميع أدلة المناطق" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "لماذا تختارنا؟" })).toBeVisible();
      // The demo's testimonials have no Arabic: shown in English, marked as English.
      const quote = page.getByRole("main").locator('blockquote[lang="en"]').first();
      await expect(quote).toBeVisible();
      await expect(quote).toHaveText(/[A-Za-z]/);
      await checkArabicPage(page, "/", { axe: false });
    });

    test("about us: Arabic heading, vision, mission and FAQ", async ({ page }) => {
      expect((await page.goto("/ar/about-us"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "من نحن" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "رؤيتنا" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "رسالتنا" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "هل أنتم مسجّلون لدى ريرا؟" })).toBeVisible();
      await expect(page.getByRole("link", { name: "تواصل معنا" }).last()).toBeVisible();
      await checkArabicPage(page, "/about-us", { axe: false });
      // The switch leads to the same page in English.
      await page.goto((await page.getByRole("link", { name: "English", exact: true }).first().getAttribute("href")) ?? "");
      await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("link", { name: "العربية" }).first()).toHaveAttribute("href", "/ar/about-us");
    });

    test("FAQ: Arabic questions, answers, meta description and FAQPage data", async ({ page }) => {
      expect((await page.goto("/ar/faq"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "الأسئلة الشائعة" })).toBeVisible();
      const question = page.getByRole("heading", { level: 2, name: "هل يمكن للأجانب شراء عقار في دبي؟" });
      await expect(question).toBeVisible();
      await question.click();
      await expect(page.getByText(/مناطق التملّك الحر المخصّصة في دبي/)).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^إجابات سريعة عن أكثر ما يسأل عنه المشترون/);
      await expect(page).toHaveTitle(/الأسئلة الشائعة عن عقارات دبي/);
      const [faq] = await jsonLd(page, "FAQPage");
      expect(faq?.inLanguage).toBe("ar");
      const first = (faq?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>)[0];
      expect(first?.name).toBe("هل يمكن للأجانب شراء عقار في دبي؟");
      expect(first?.acceptedAnswer.text).toMatch(/^نعم\./);
      await checkArabicPage(page, "/faq");
    });

    test("blogs: Arabic posts in Arabic, the others in English marked as such; a post in Arabic", async ({ page }) => {
      expect((await page.goto("/ar/blogs"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "المدونة والأخبار" })).toBeVisible();
      await expect(page.getByText(/^\d+ (مقال|مقالًا|مقالات)$/)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "دبي مارينا أم مساكن شاطئ جميرا: أيهما يناسبك؟" })).toBeVisible();
      const englishTitle = page.getByRole("main").getByRole("heading", { level: 2 }).and(page.locator('[lang="en"]')).first();
      await expect(englishTitle).toHaveText(/[A-Za-z]/);
      await checkArabicPage(page, "/blogs", { axe: false });

      const post = page.getByRole("main").getByRole("link", { name: "كيف يشتري الأجنبي عقارًا في دبي: الخطوات بالتفصيل" });
      const href = (await post.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/ar\/blogs\/how-to-buy-property-in-dubai-as-a-foreigner\/\d+$/);
      expect((await page.goto(href))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "كيف يشتري الأجنبي عقارًا في دبي: الخطوات بالتفصيل" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "1. حدّد ميزانيتك الكاملة" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "أحدث المقالات" })).toBeVisible();
      // The date in Arabic, with Western digits.
      await expect(page.getByRole("main").locator("time").first()).toHaveText(/^\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}$/);
      const [posting] = await jsonLd(page, "BlogPosting");
      expect(posting?.inLanguage).toBe("ar");
      expect(posting?.headline).toBe("كيف يشتري الأجنبي عقارًا في دبي: الخطوات بالتفصيل");
      await checkArabicPage(page, href.replace(/^\/ar/, ""));
    });

    test("a developer's page: its name, words, head office and projects heading in Arabic; the description marked English where it has no Arabic", async ({ page }) => {
      expect((await page.goto("/ar/developer/emaar-properties"))?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "إعمار العقارية" })).toBeVisible();
      await expect(main.getByText(/^مطور عقاري · \d+ (مشاريع|مشروعًا|مشروع)$/)).toBeVisible();
      await expect(main.getByText(/^المقر الرئيسي: دبي، الإمارات العربية المتحدة/)).toBeVisible();
      await expect(main.getByRole("link", { name: "عرض على الخريطة" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "مشاريع إعمار العقارية" })).toBeVisible();
      await expect(main.getByRole("link", { name: "المطورون", exact: true })).toHaveAttribute("href", "/ar/developers");
      await expect(page).toHaveTitle(/^إعمار العقارية: المشاريع ونبذة عن المطور/);
      const [org] = await jsonLd(page, "Organization");
      expect(org?.name).toBe("إعمار العقارية");
      expect(String(org?.url)).toMatch(/\/ar\/developer\/emaar-properties$/);
      // The cards' photo carousels speak Arabic too.
      await expect(main.getByRole("region", { name: /^صور / }).first()).toBeAttached();
      await checkArabicPage(page, "/developer/emaar-properties");
    });

    test("an area's page: its name, emirate, projects heading and crumbs in Arabic", async ({ page }) => {
      expect((await page.goto("/ar/area/palm-jumeirah"))?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "نخلة جميرا" })).toBeVisible();
      await expect(main.getByText("دليل المنطقة · دبي", { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "مشاريع في نخلة جميرا" })).toBeVisible();
      await expect(main.getByRole("link", { name: "أدلة المناطق", exact: true })).toHaveAttribute("href", "/ar/areas");
      await expect(page).toHaveTitle(/^دليل نخلة جميرا/);
      await checkArabicPage(page, "/area/palm-jumeirah");
    });

    test("contact us: its headings, labels and office texts in Arabic", async ({ page }) => {
      expect((await page.goto("/ar/contact-us"))?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "تواصل معنا" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "تحدّث إلينا" })).toBeVisible();
      await expect(main.getByText("ساعات العمل", { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "مكاتبنا" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "أرسل لنا رسالة" })).toBeVisible();
      await expect(main.getByRole("link", { name: /^احصل على الاتجاهات/ }).first()).toBeVisible();
      await checkArabicPage(page, "/contact-us", { axe: false });
    });

    test("area guides: names in Arabic", async ({ page }) => {
      expect((await page.goto("/ar/areas"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "المجتمعات الأكثر طلبًا" })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "دبي مارينا", exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: "نخلة جميرا", exact: true })).toHaveAttribute("href", "/ar/area/palm-jumeirah");
      await checkArabicPage(page, "/areas", { axe: false });
    });
  });
}
