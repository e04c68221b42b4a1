/**
 * Finding a place by any name it goes by, in both languages: the search bars suggest areas by
 * alias ("jvc") and despite typos ("dubia marnia"), buildings ("marina gate"), projects and
 * developers ("اعمار"), grouped by kind with their live listings; a pick (by mouse or keyboard)
 * lands on the list filtered by that place. Without JavaScript the typed text still finds it,
 * and the suggestions' API is a cacheable GET that refuses bad input with a 400.
 */
import { expect, test, type Page } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const unitsForm = (page: Page, ar = false) => page.getByRole("search", { name: ar ? "البحث عن عقارات" : "Search properties" });
const suggestions = (page: Page, ar = false, label = ar ? "المنطقة" : "Area") => page.getByRole("listbox", { name: ar ? `اقتراحات ${label}` : `${label} suggestions` });

/** Searches and waits for the new list: its search form is made anew for each search (typing before that would be lost). */
async function searchFor(page: Page, ar: boolean, url: RegExp) {
  const form = await unitsForm(page, ar).elementHandle();
  await unitsForm(page, ar).getByRole("button", { name: ar ? "بحث" : "Search", exact: true }).click();
  await expect(page).toHaveURL(url);
  await form!.waitForElementState("hidden");
}

async function pick(page: Page, field: ReturnType<Page["getByRole"]>, typed: string, option: RegExp, ar = false) {
  await field.fill(typed);
  const choice = suggestions(page, ar).getByRole("option", { name: option }).first();
  await expect(choice).toBeVisible();
  await choice.click();
}

test.describe("place suggestions in English", () => {
  test("an alias, a building and a typo each land on the list filtered by that place", async ({ page }) => {
    await page.goto("/property-list");
    const area = unitsForm(page).getByRole("combobox", { name: "Area" });

    await pick(page, area, "jvc", /^Jumeirah Village Circle/);
    await expect(area).toHaveValue("Jumeirah Village Circle");
    await searchFor(page, false, /\/property-list\?area=\d+$/);
    await expect(page.getByText(/Jumeirah Village Circle, Dubai/).first()).toBeVisible();

    await area.fill("marina gate");
    const buildings = suggestions(page).getByRole("group", { name: "Buildings" });
    await expect(buildings.getByRole("option", { name: /^Marina Gate.*Dubai Marina/ })).toBeVisible();
    await buildings.getByRole("option", { name: /^Marina Gate/ }).first().click();
    await searchFor(page, false, /\/property-list\?building=\d+$/);
    await expect(page.getByText(/Dubai Marina, Dubai/).first()).toBeVisible();

    await pick(page, area, "dubia marnia", /^Dubai Marina/);
    await searchFor(page, false, /\/property-list\?area=\d+$/);
    await expect(page.getByText(/Dubai Marina, Dubai/).first()).toBeVisible();
  });

  test("the keyboard picks a suggestion from the home search bar", async ({ page }) => {
    await page.goto("/");
    const field = page.getByRole("tabpanel").getByRole("combobox", { name: "Location" });
    await field.fill("marina gate");
    await expect(suggestions(page, false, "Location").getByRole("group", { name: "Buildings" })).toBeVisible();
    await field.press("ArrowDown");
    await expect(field).toHaveAttribute("aria-activedescendant", /opt-0$/);
    const first = suggestions(page, false, "Location").getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    const name = ((await first.locator("span").first().textContent()) ?? "").trim();
    await field.press("Enter");
    await expect(field).toHaveValue(name);
    await page.getByRole("tabpanel").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/property-list\?.*building=\d+/);
  });

  test("a developer picked on the project list filters by developer", async ({ page }) => {
    await page.goto("/project-list");
    const form = page.getByRole("search", { name: "Search projects" });
    await pick(page, form.getByRole("combobox", { name: "Area" }), "emaar", /^Emaar Properties/);
    await expect(form.getByLabel("Developer")).toHaveValue(/\d+/);
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/project-list\?developersId=\d+$/);
  });
});

test.describe("place suggestions in Arabic", () => {
  test("Arabic names, a Latin spelling and a folded alef find their places", async ({ page }) => {
    await page.goto("/ar/property-list");
    const area = unitsForm(page, true).getByRole("combobox", { name: "المنطقة" });

    await pick(page, area, "مارينا", /^دبي مارينا/, true);
    await searchFor(page, true, /\/ar\/property-list\?area=\d+$/);

    await area.fill("marina gate");
    await suggestions(page, true).getByRole("group", { name: "المباني" }).getByRole("option", { name: /^مارينا غيت/ }).first().click();
    await searchFor(page, true, /\/ar\/property-list\?building=\d+$/);

    await pick(page, area, "jvc", /^قرية جميرا الدائرية/, true);
    await searchFor(page, true, /\/ar\/property-list\?area=\d+$/);

    await pick(page, area, "dubia marnia", /^دبي مارينا/, true);
    await searchFor(page, true, /\/ar\/property-list\?area=\d+$/);

    await area.fill("اعمار");
    const developers = suggestions(page, true).getByRole("group", { name: "المطورون" });
    await developers.getByRole("option", { name: /^إعمار العقارية/ }).click();
    await searchFor(page, true, /\/ar\/property-list\?developerId=\d+$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the typed text is resolved to the best place by the list page", async ({ page }) => {
    await page.goto("/property-list");
    await unitsForm(page).getByRole("combobox", { name: "Area" }).fill("dubia marnia");
    await unitsForm(page).getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/property-list\?(.*&)?area=\d+/);
    await expect(page).not.toHaveURL(/q=/);
    await page.goto("/ar/project-list?q=%D8%A7%D8%B9%D9%85%D8%A7%D8%B1");
    await expect(page).toHaveURL(/\/ar\/project-list\?developersId=\d+$/);
  });
});

test("the suggestions' API is a small cacheable GET and refuses bad input", async ({ request }) => {
  const ok = await request.get("/api/places?q=marina&lang=en");
  expect(ok.status()).toBe(200);
  expect(ok.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const body = (await ok.json()) as { suggestions: Array<{ kind: string; name: string; listings: number }> };
  expect(body.suggestions.length).toBeGreaterThan(0);
  expect(body.suggestions.length).toBeLessThanOrEqual(10);
  expect(body.suggestions[0]).toMatchObject({ kind: "area", name: "Dubai Marina" });
  expect((await request.get("/api/places?q=marina&lang=fr")).status()).toBe(400);
  expect((await request.get(`/api/places?q=${"x".repeat(101)}`)).status()).toBe(400);
});
