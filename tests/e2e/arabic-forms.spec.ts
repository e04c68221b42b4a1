/**
 * The lead forms and the alerts in Arabic, at a phone's and a desktop's width: on
 * /ar/contact-us the fields' messages are Arabic once left empty, a valid form brings the Arabic
 * Success popup, and without JavaScript the result page is Arabic with its OK back to the Arabic
 * page; on an Arabic unit page the enquiry modal has Arabic labels; an alert saved on an Arabic
 * page sends an Arabic confirmation mail (to a real SMTP test server) whose link opens the Arabic
 * confirmation page.
 */
import crypto from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Locator, type Page } from "./fixtures.ts";
import { AdminSite, scan } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import { readMail } from "../support/mail-text.ts";

const run = crypto.randomBytes(4).toString("hex");
const MESSAGE = "أرغب في حجز موعد لمشاهدة الشقة المكونة من غرفتين في دبي مارينا الأسبوع المقبل";
const SUCCESS = "شكرًا لك، لقد استلمنا طلبك. سيتواصل معك الوكيل قريبًا للتأكيد.";

function firstUnit(): { id: number; page_url: string } {
  const db = new DatabaseSync("data/e2e/site.sqlite", { readOnly: true });
  try {
    return db.prepare("select id, page_url from units where is_active = 1 order by id limit 1").get() as { id: number; page_url: string };
  } finally {
    db.close();
  }
}

async function fillArabic(form: Locator, email: string) {
  await form.getByLabel("الاسم").fill("عمر");
  await form.getByLabel("البريد الإلكتروني", { exact: true }).fill(email);
  await form.getByLabel("رقم الجوال").fill("501234567");
  await form.getByLabel("الرسالة").fill(MESSAGE);
}

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated=true]")).toBeAttached();

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the Arabic contact form: Arabic field messages, then the Arabic Success popup", async ({ page }) => {
      await page.goto("/ar/contact-us");
      await hydrated(page);
      const form = page.getByRole("form", { name: "نموذج التواصل" });
      const submit = form.getByRole("button", { name: "أرسل الرسالة" });
      await expect(submit).toBeDisabled();
      // Left empty, each field says why in Arabic.
      for (const label of ["الاسم", "البريد الإلكتروني", "رقم الجوال", "الرسالة"]) {
        await form.getByLabel(label, { exact: true }).focus();
        await form.getByLabel(label, { exact: true }).blur();
      }
      for (const text of ["الاسم مطلوب.", "البريد الإلكتروني مطلوب.", "رقم الجوال مطلوب.", "الرسالة مطلوبة."]) await expect(form.getByText(text)).toBeVisible();
      await expect(form.getByLabel("الاسم")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("combobox", { name: "رمز الدولة" })).toBeVisible();
      await expect(form.getByLabel("الرسالة")).toHaveAttribute("placeholder", "أخبرنا عمّا تبحث عنه (10 كلمات على الأقل)");
      await scan(page, `the Arabic contact form with its messages at ${width} px`);

      await form.getByLabel("رقم الجوال").fill("12ab");
      await expect(form.getByText("يُسمح بالأرقام فقط.")).toBeVisible();
      await fillArabic(form, `ar-contact-${run}-${width}@example.com`);
      await expect(submit).toBeEnabled();
      const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/forms/lead"));
      await submit.click();
      expect(new URL((await posted).url()).searchParams.get("lang")).toBe("ar");
      const popup = page.getByRole("dialog", { name: "تم بنجاح" });
      await expect(popup).toBeVisible();
      await expect(popup.getByText(SUCCESS)).toBeVisible();
      await popup.getByRole("button", { name: "حسنًا" }).click();
      await expect(popup).toBeHidden();
    });

    test("the enquiry modal on an Arabic unit page has Arabic labels", async ({ page }) => {
      const unit = firstUnit();
      await page.goto(`/ar/property/${unit.page_url}/${unit.id}`);
      await hydrated(page);
      await page.getByRole("button", { name: /^(استفسر الآن|استفسار)$/ }).filter({ visible: true }).first().click();
      const modal = page.getByRole("dialog", { name: "حدّد موعدًا لمكالمة مع مستشارينا العقاريين" });
      await expect(modal).toBeVisible();
      const form = modal.getByRole("form", { name: "نموذج الاستفسار" });
      for (const label of ["الاسم", "البريد الإلكتروني", "رقم الجوال", "الرسالة"]) await expect(form.getByLabel(label, { exact: true })).toBeVisible();
      const country = form.getByRole("combobox", { name: "رمز الدولة" });
      await country.fill("zzzz");
      await expect(modal.getByText("لا توجد دولة مطابقة")).toBeVisible();
      await country.press("Escape");
      await scan(page, `the Arabic enquiry modal at ${width} px`);
      await expect(form.getByRole("button", { name: "إرسال" })).toBeDisabled();
      await modal.getByRole("button", { name: "إغلاق" }).click();
      await expect(modal).toBeHidden();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Arabic contact form's result page is Arabic and leads back to the Arabic page", async ({ page }) => {
    await page.goto("/ar/contact-us");
    const form = page.getByRole("form", { name: "نموذج التواصل" });
    await fillArabic(form, `ar-nojs-${run}@example.com`);
    await form.getByRole("button", { name: "أرسل الرسالة" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "تم بنجاح" })).toBeVisible();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "حسنًا" })).toHaveAttribute("href", "/ar/contact-us");
  });
});

test.describe("an Arabic alert", () => {
  const site = new AdminSite(E2E_PORTS.arabicForms, `arabic-forms-${run}`);
  const VISITOR = `ar-alert-${run}@example.com`;
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  test.beforeAll(async ({ baseURL }) => {
    await site.prepare(baseURL!);
    await site.start();
  });
  test.afterAll(async () => {
    await site.stop();
  });

  for (const width of [375, 1280]) {
    test(`is confirmed from its Arabic mail on the Arabic page (${width} px)`, async ({ browser }) => {
      const email = `${width}-${VISITOR}`;
      const page = await site.newPage(browser, width);
      // A returning visitor (as in the main suite's storage state): the first-visit enquiry modal stays shut.
      await page.addInitScript(() => window.localStorage.setItem("EnquiryForm", "true"));
      await page.goto("/ar/property-list?purpose=1");
      await page.getByRole("link", { name: "نبّهني" }).first().click();
      await expect(page).toHaveURL(/\/ar\/alerts\?/);
      await expect(page.getByRole("heading", { name: "نبّهني" })).toBeVisible();
      // The saved search in Arabic words.
      await expect(page.getByText(/^عقارات للبيع في دبي/)).toBeVisible();
      await page.getByLabel("عنوان البريد الإلكتروني").fill("layla@localhost");
      await page.getByRole("button", { name: "حفظ التنبيه" }).click();
      await expect(page.getByText("يُرجى إدخال بريد إلكتروني صحيح.")).toBeVisible();
      await scan(page, `the Arabic alert form with a field message at ${width} px`);
      await page.getByLabel("عنوان البريد الإلكتروني").fill(email);
      await page.getByLabel("مرة واحدة يوميًا").check();
      await page.getByRole("button", { name: "حفظ التنبيه" }).click();
      await expect(page.getByRole("heading", { name: "تحقّق من بريدك الوارد" })).toBeVisible();

      await expect.poll(() => site.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
      const mail = readMail(site.smtp.received.find((m) => m.to.includes(email))!.raw);
      expect(mail.subject).toMatch(/^أكّد تنبيه العقارات — /);
      expect(mail.body).toContain("مرة واحدة يوميًا");
      const link = new RegExp(`${site.base}/ar/alerts/confirm/[^\\s>]+`).exec(mail.body)?.[0] ?? "";
      expect(link).not.toBe("");

      await page.goto(link);
      await expect(page.getByRole("heading", { name: "أكّد تنبيه العقارات" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await page.getByRole("button", { name: "تأكيد التنبيه" }).click();
      await expect(page.getByRole("heading", { name: "تم تفعيل التنبيه" })).toBeVisible();
      await expect(page.getByRole("link", { name: "عرض القائمة" })).toHaveAttribute("href", /^\/ar\/property-list/);
      await page.context().close();
    });
  }
});
