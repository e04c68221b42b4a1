/**
 * What a visitor keeps in their own browser: favourites that survive a reload and
 * travel by link to another device, up to four units compared side by side (also at 375 px),
 * and prices and sizes in the visitor's currency and area unit on list and detail pages.
 */
import { expect, test, type Page } from "./fixtures.ts";
import { hydrated, watchConsole } from "./audit-helpers.ts";

function cards(page: Page) {
  return page.getByRole("region", { name: "Search results" }).getByRole("article");
}

function amountOf(text: string | null): number {
  return Number((text ?? "").replace(/^[^\d]*/, "").split(/\s/)[0]!.replace(/,/g, ""));
}

test("favourites survive a reload and open on another device through the share link", async ({ page, browser, baseURL }) => {
  test.slow(); // two devices, six pages
  const problems = await watchConsole(page);
  await page.goto("/property-list");
  await hydrated(page);
  const card = cards(page).first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  const heart = card.getByRole("button", { name: `Favourite: ${title}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // A project too, from the project list.
  await page.goto("/project-list");
  await hydrated(page);
  const project = page.getByRole("article").first();
  const projectName = (await project.getByRole("heading").textContent())!.trim();
  await project.getByRole("button", { name: `Favourite: ${projectName}` }).click();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: `Favourite: ${projectName}` })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/favourites");
  await expect(page.getByRole("heading", { level: 1, name: "Your favourites" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: projectName })).toBeVisible();
  const shareUrl = await page.getByLabel(/Share link/).inputValue();
  expect(shareUrl).toMatch(/\/favourites\?units=\d+&projects=\d+$/);

  // Another device: a fresh browser context with nothing stored.
  const other = await browser.newContext({ storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: "EnquiryForm", value: "true" }] }] } });
  const phone = await other.newPage();
  const otherProblems = await watchConsole(phone);
  await phone.goto(shareUrl);
  await expect(phone.getByRole("heading", { level: 1, name: "A shared shortlist" })).toBeVisible();
  await expect(phone.getByRole("link", { name: title })).toBeVisible();
  await expect(phone.getByRole("link", { name: projectName })).toBeVisible();
  await hydrated(phone);
  await phone.getByRole("button", { name: "Save these to my favourites" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await phone.goto("/favourites");
  await expect(phone.getByRole("heading", { level: 1, name: "Your favourites" })).toBeVisible();
  await expect(phone.getByRole("link", { name: title })).toBeVisible();

  // Taking the heart off removes it from the page.
  await phone.getByRole("button", { name: `Favourite: ${title}` }).click();
  await expect(phone.getByRole("link", { name: title })).toHaveCount(0);
  await other.close();
  expect(otherProblems).toEqual([]);
  expect(problems).toEqual([]);
});

test("a share link that names no ids is refused with a reason, and the JSON route answers 400", async ({ page, request }) => {
  const res = await page.goto("/favourites?units=1,abc");
  expect(res?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("does not name a shortlist");
  const json = await request.get("/shortlist.json?units=-4");
  expect(json.status()).toBe(400);
  expect((await json.json()).error).toMatch(/units/);
  const unknown = await request.get("/shortlist.json?units=999999999&projects=");
  expect(unknown.status()).toBe(200);
  expect((await unknown.json()).units).toEqual([]);
});

test("compare shows four units side by side, also on a 375 px screen", async ({ page }) => {
  test.slow(); // five detail pages, then the table
  const problems = await watchConsole(page);
  await page.goto("/property-list");
  const links = await cards(page).getByRole("heading").getByRole("link").evaluateAll((as) => as.slice(0, 5).map((a) => (a as HTMLAnchorElement).pathname));
  expect(links.length).toBe(5);
  const titles: string[] = [];
  for (const href of links.slice(0, 4)) {
    await page.goto(href);
    await hydrated(page);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    titles.push(name);
    await page.getByRole("checkbox", { name: `Compare ${name}` }).check();
  }
  // A fifth is refused: four is the most.
  await page.goto(links[4]!);
  await hydrated(page);
  const fifth = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect(page.getByRole("checkbox", { name: `Compare ${fifth}` })).toBeDisabled();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/compare");
  await expect(page).toHaveURL(/\/compare\?units=\d+,\d+,\d+,\d+$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(4);
  for (const t of titles) await expect(table.getByRole("link", { name: t })).toBeAttached();
  for (const row of ["Price", "Price per sqft", "Size", "Bedrooms", "Bathrooms", "Area", "Status", "Service charge", "Permit"]) {
    await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  }
  // The row names stay in view while the columns scroll sideways; the page itself does not scroll sideways.
  const region = page.getByRole("region", { name: "Comparison table" });
  await region.evaluate((el) => el.scrollBy({ left: 600 }));
  await expect(table.getByRole("rowheader", { name: "Price", exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await table.getByRole("button", { name: `Remove ${titles[0]} from the comparison` }).click();
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  await expect(page).toHaveURL(/\/compare\?units=\d+,\d+,\d+$/);
  expect(problems).toEqual([]);
});

test("currency and area unit change every price and size on list and detail pages, and stay chosen", async ({ page }) => {
  const problems = await watchConsole(page);
  await page.goto("/property-list");
  await hydrated(page);
  const first = cards(page).first();
  const aed = amountOf(await first.locator("[data-price]").textContent());
  expect(aed).toBeGreaterThan(0);
  await expect(first.locator("[data-price-note]")).toContainText(/AED [\d,]+ \/ sqft/);

  await page.getByRole("combobox", { name: "Currency" }).selectOption("USD");
  await expect(first.locator("[data-price]")).toContainText("USD");
  expect(Math.abs(amountOf(await first.locator("[data-price]").textContent()) - aed / 3.6725)).toBeLessThanOrEqual(1);
  // The AED figure stays beside a converted price.
  await expect(first.locator("[data-price-note]")).toContainText(`AED ${aed.toLocaleString("en-US")}`);
  // Every card's price is in dollars, none in dirhams.
  const prices = cards(page).locator("[data-price]");
  const n = await prices.count();
  for (let i = 0; i < n; i++) await expect(prices.nth(i)).toContainText(/^USD /);

  await page.getByRole("combobox", { name: "Size unit" }).selectOption("m2");
  await expect(first.getByText(/\d m²$/)).toBeVisible();
  await expect(first.locator("[data-price-note]")).toContainText(/USD [\d,.]+ \/ m²/);
  await expect(cards(page).getByText(/\d sqft$/)).toHaveCount(0);

  // Remembered: a reload and the detail page show the same choice.
  await page.reload();
  await hydrated(page);
  await expect(cards(page).first().locator("[data-price]")).toContainText("USD");
  await cards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main [data-price]").first()).toContainText("USD");
  await expect(page.locator("main [data-price-note]").first()).toContainText(/AED [\d,]+/);
  const calculator = page.locator("#mortgage");
  await expect(calculator.getByText(/^Monthly payment: USD [\d,]+$/)).toBeAttached();
  await expect(calculator.getByText(/\(AED [\d,]+\)/)).toBeVisible();

  // Another configured currency, and back to AED.
  await page.getByRole("combobox", { name: "Currency" }).selectOption("EUR");
  await expect(page.locator("main [data-price]").first()).toContainText("EUR");
  await page.getByRole("combobox", { name: "Currency" }).selectOption("AED");
  await expect(page.locator("main [data-price]").first()).toContainText("AED");
  await expect(page.locator("main [data-price-note]").first()).not.toContainText("AED 1");
  expect(problems).toEqual([]);
});

test("the currency list names each currency in the page's language", async ({ page }) => {
  const problems = await watchConsole(page);
  const pages = [
    { path: "/property-list", label: "Currency", names: ["AED · UAE Dirham", "USD · US Dollar", "EUR · Euro"] },
    { path: "/ar/property-list", label: "العملة", names: ["AED · درهم إماراتي", "USD · دولار أمريكي", "EUR · يورو"] },
  ];
  for (const { path, label, names } of pages) {
    await page.goto(path);
    await hydrated(page);
    const currency = page.getByRole("combobox", { name: label });
    for (const name of names) await expect(currency.getByRole("option", { name }), `${path}: ${name}`).toBeAttached();
  }
  expect(problems).toEqual([]);
});
