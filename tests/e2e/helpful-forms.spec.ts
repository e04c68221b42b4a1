/**
 * Forms that say what they wait for (issue 36, point 11): the enquiry modal opened from a listing names that listing;
 * its disabled submit (the spec keeps it disabled while the form is invalid) names the fields still to fill and drops each
 * as it is filled, in English and Arabic, and its country picker speaks the page's language; the footer's SUBSCRIBE is drawn in the brand's gold before anyone typed, not greyed.
 */
import { expect, test } from "./fixtures.ts";
import { hydrated, routePath } from "./audit-helpers.ts";

test.use({ viewport: { width: 375, height: 812 } });

for (const lang of ["en", "ar"] as const) {
  const ar = lang === "ar";
  test(`the enquiry modal names the listing and what is left to fill (${lang})`, async ({ page, baseURL }) => {
    await page.goto(await routePath(baseURL!, ar ? "unit detail (ar)" : "unit detail"));
    await hydrated(page);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.getByRole("complementary", { name: ar ? "التواصل مع الوكيل" : "Contact the agent" }).getByRole("button", { name: ar ? "استفسار" : "Enquire" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(`${ar ? "بخصوص" : "About"}: ${name}`)).toBeVisible();
    // An English name on an Arabic page is marked English (the one-name rule), an Arabic one is not.
    await expect(dialog.locator('[lang="en"]', { hasText: name })).toHaveCount(ar && !/[\u0600-\u06FF]/.test(name) ? 1 : 0);
    const submit = dialog.getByRole("button", { name: ar ? "إرسال" : "Submit" });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(ar ? /^للإرسال، أكمل: .*الاسم/ : /^To send, fill in: Name, Email/);
    await dialog.getByLabel(ar ? "الاسم" : "Name", { exact: true }).fill(ar ? "ليلى حداد" : "Layla Haddad");
    await expect(submit).toHaveAccessibleDescription(ar ? /^للإرسال، أكمل: (?!.*الاسم)/ : /^To send, fill in: Email/);
    // The country picker names the countries in the page's language (issue 36, point 2).
    const country = dialog.getByRole("combobox", { name: ar ? "رمز الدولة" : "Country code" });
    await expect(country).toHaveAttribute("placeholder", ar ? "+971  الإمارات" : "+971  United Arab Emirates");
    await country.fill(ar ? "فرن" : "fran");
    await expect(dialog.getByRole("option", { name: ar ? /فرنسا/ : /France/ })).toBeVisible();
  });
}

test("the footer's SUBSCRIBE is gold before anyone typed", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const button = page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" });
  await expect(button).toBeDisabled();
  // The colour as drawn (the stylesheet gives it in oklab): painted on a canvas and read back in sRGB.
  const [r, g, b] = await button.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
  // Gold (red over green over blue), not the grey of a broken control.
  expect(r! > g! && g! > b! && r! - b! > 60, `background rgb(${r}, ${g}, ${b})`).toBe(true);
});
