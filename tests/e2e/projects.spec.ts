/**
 * Off-plan projects, developers and areas as a visitor uses them: the project search
 * form, developer and area pages (with and without projects), the project detail gallery and
 * the 'Enquire Now' button handing the project id to the enquiry modal.
 * Demo content: emaar-properties and dubai-marina have projects; samana-developers and
 * tiger-properties (noProjects) and the area jumeirah-golf-estates have none.
 */
import { expect, test, type Page } from "./fixtures.ts";

/** The project cards of the project list (a developer's or area's page also lists units below it). */
const cards = (page: Page) => page.getByRole("region", { name: /^Projects/ }).getByRole("article");
const countText = (page: Page) => page.getByText(/^\d[\d,]* propert(y|ies)$/);

async function count(page: Page): Promise<number> {
  return Number(((await countText(page).textContent()) ?? "").replace(/\D/g, ""));
}

test.describe("project list", () => {
  test("renders server-side with cards, the count and 5 a page", async ({ page }) => {
    const response = await page.goto("/project-list");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Off-Plan Projects");
    const total = await count(page);
    expect(total).toBeGreaterThan(5);
    await expect(cards(page)).toHaveCount(5);
    const first = cards(page).first();
    await expect(first.getByText(/^Starting Price : [\d,]+ AED$/)).toBeVisible();
    await expect(first.getByText(/Complition Year : \d{4}$/)).toBeVisible();
    await expect(first.getByRole("link", { name: /^Call about/ })).toHaveAttribute("href", /^tel:\+\d+$/);
    await expect(first.getByRole("link", { name: /^WhatsApp about/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
    await expect(first.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/project\/[a-z0-9-]+\/\d+$/);

    await page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("navigation", { name: "Result pages" }).getByText("2", { exact: false }).and(page.locator("[aria-current=page]"))).toBeVisible();
  });

  test("bad query parameters are ignored, never an error", async ({ page }) => {
    const response = await page.goto("/project-list?area=abc&beds=x,,1&priceFrom=-5&page=999999&completionYear=soon");
    expect(response?.status()).toBe(200);
    await expect(countText(page)).toBeVisible();
  });

  test("the search form filters by developer, area, bedrooms and price, and a new search starts at page 1", async ({ page }) => {
    await page.goto("/project-list?page=2");
    const form = page.getByRole("search", { name: "Search projects" });

    // Area type-ahead: case-insensitive substring, with the emirate.
    const area = form.getByRole("combobox", { name: "Area" });
    await area.fill("MARINA");
    const option = form.getByRole("listbox", { name: "Area suggestions" }).getByRole("option", { name: /^Dubai Marina/ });
    await expect(option).toContainText("Dubai");
    await option.click();
    await expect(area).toHaveValue("Dubai Marina");
    const before = (await countText(page).textContent()) ?? "";
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/project-list\?area=\d+$/);
    // The new list has replaced the old one once its count changes.
    await expect(countText(page)).not.toHaveText(before);
    const inArea = await count(page);
    expect(inArea).toBeGreaterThan(0);
    for (const text of await cards(page).getByText(/Dubai Marina, Dubai/).allTextContents()) expect(text).toContain("Dubai Marina");
    await expect(cards(page)).toHaveCount(Math.min(5, inArea));

    // Developer select, bedrooms toggles with Reset, and the price rule (max below min becomes min).
    await page.goto("/project-list");
    await form.getByLabel("Developer").selectOption({ label: "Emaar Properties" });
    await form.getByRole("button", { name: /Bedroom/ }).click();
    const beds = form.getByRole("group", { name: "Bedroom" });
    await beds.getByRole("button", { name: "2", exact: true }).click();
    await expect(beds.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-pressed", "true");
    await beds.getByRole("button", { name: "Reset" }).click();
    await expect(beds.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-pressed", "false");
    await beds.getByRole("button", { name: "1", exact: true }).click();
    await beds.getByRole("button", { name: "2", exact: true }).click();
    await form.getByRole("button", { name: /Price/ }).click();
    await form.getByLabel("Min Price (AED)").fill("500000");
    await form.getByLabel("Max Price (AED)").fill("100");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/developersId=\d+.*priceFrom=500000&priceTo=500000&beds=2,3$/);
    // The URL changes a moment before the new list renders: wait on what the visitor sees. No demo
    // project of the developer starts at exactly 500,000 AED.
    await expect(page.getByText(/^No projects match your search/)).toBeVisible();
    const narrowed = "0 properties";
    await expect(countText(page)).toHaveText(narrowed);

    await form.getByRole("button", { name: /Price/ }).click();
    await form.getByLabel("Min Price (AED)").fill("");
    await form.getByLabel("Max Price (AED)").fill("");
    await form.getByRole("button", { name: "Done" }).first().click();
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?developersId=\d+&beds=2,3$/);
    await expect(countText(page)).not.toHaveText(narrowed);
    const n = await count(page);
    expect(n).toBeGreaterThan(0);
    for (const logo of await cards(page).getByRole("img", { name: "Emaar Properties" }).all()) await expect(logo).toBeVisible();
    await expect(cards(page).getByRole("img", { name: "Emaar Properties" })).toHaveCount(Math.min(5, n));
  });

  test("the form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/project-list");
    await page.getByLabel("Completion Year").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/completionYear=20\d\d/);
    await expect(countText(page)).toBeVisible();
    await context.close();
  });
});

test.describe("developer and area pages", () => {
  test("the developers page lists developers linking to their pages, with 2 FAQs", async ({ page }) => {
    await page.goto("/developers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property developers in Dubai");
    const emaar = page.getByRole("article").filter({ hasText: "Emaar Properties" });
    await expect(emaar.getByText(/^\d+ Projects?$/)).toBeVisible();
    await expect(page.locator("details")).toHaveCount(2);
    // A card leads to a list of projects: developers without any are left out of the grid.
    await expect(page.getByRole("article").filter({ hasText: /Samana Developers|Tiger Properties/ })).toHaveCount(0);
    await expect(page.getByRole("article").getByText(/^0 Projects$/)).toHaveCount(0);
    await emaar.getByRole("link", { name: "Emaar Properties" }).click();
    await expect(page).toHaveURL(/\/developer\/emaar-properties$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Emaar Properties");
  });

  test("a developer page shows the profile above its own projects, with the search form", async ({ page }) => {
    const response = await page.goto("/developer/emaar-properties");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("img", { name: "Emaar Properties logo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Projects by Emaar Properties" })).toBeVisible();
    const n = await count(page);
    expect(n).toBeGreaterThan(0);
    await expect(cards(page).getByRole("img", { name: "Emaar Properties" })).toHaveCount(Math.min(5, n));
    // Below its projects, its newest units, and the unit list of all of them.
    const units = page.getByRole("region", { name: "Properties by Emaar Properties" });
    await expect(units.getByRole("article")).toHaveCount(4);
    await expect(units.getByRole("link", { name: /^See all \d+ properties$/ })).toHaveAttribute("href", /^\/property-list\?developersId=\d+$/);
    // The developer is fixed by the page; the rest of the form searches within it.
    const form = page.getByRole("search", { name: "Search projects" });
    await expect(form.getByLabel("Developer")).toHaveCount(0);
    await form.getByLabel("Status").selectOption({ label: "Off-plan" });
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/developer\/emaar-properties\?status=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Emaar Properties");
  });

  test("an area page shows the guide above its own projects", async ({ page }) => {
    await page.goto("/areas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular Communities");
    const marina = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Dubai Marina", exact: true }) });
    const blurb = (await marina.locator("p").nth(1).textContent()) ?? "";
    expect(blurb.length).toBeLessThanOrEqual(83);
    await marina.getByRole("link", { name: "Dubai Marina", exact: true }).click();
    await expect(page).toHaveURL(/\/area\/dubai-marina$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dubai Marina");
    await expect(page.getByRole("heading", { name: "Projects in Dubai Marina" })).toBeVisible();
    expect(await count(page)).toBeGreaterThan(0);
    for (const text of await cards(page).getByText(/, Dubai$/).allTextContents()) expect(text).toBe("Dubai Marina, Dubai");
  });

  for (const [path, h1] of [
    ["/developer/samana-developers", "Samana Developers"],
    ["/developer/tiger-properties", "Tiger Properties"],
    ["/area/jumeirah-golf-estates", "Jumeirah Golf Estates"],
  ] as const) {
    test(`${path} has no projects: its header, then Not Found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("heading", { name: "Not Found" })).toBeVisible();
      await expect(countText(page)).toHaveText("0 properties");
      await expect(cards(page)).toHaveCount(0);
    });
  }

  test("unknown developers, areas and projects are 404s", async ({ page }) => {
    for (const path of ["/developer/no-such-developer", "/area/no-such-area", "/project/anything/999999", "/project/anything/abc"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test.describe("project detail", () => {
  async function openFirstProject(page: Page): Promise<string> {
    await page.goto("/project-list");
    const name = ((await cards(page).first().getByRole("heading").textContent()) ?? "").trim();
    await cards(page).first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/project\/[a-z0-9-]+\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    return name;
  }

  test("shows the project, its developer, completion and JSON-LD; a wrong slug redirects", async ({ page }) => {
    const name = await openFirstProject(page);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText(name)).toBeVisible();
    // The spec's 'Starting Price : N AED' belongs to the cards; everywhere else a price reads "AED N".
    await expect(page.locator("header").getByText(/^Starting from AED [\d,]+$/)).toBeVisible();
    await expect(page.getByText(/[\d,]+ AED/)).toHaveCount(0);
    await expect(page.locator("header").getByText(/^Q[1-4] 20\d\d$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Contact Seller" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mortgage Calculator" })).toBeVisible();
    const whatsapp = page.getByRole("link", { name: /^WhatsApp/ }).last();
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?/);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const product = ld.find((d) => d["@type"] === "Product");
    expect(product.name).toBe(name);
    expect(product.offers.priceCurrency).toBe("AED");
    expect(product.brand.name).toBeTruthy();
    expect(ld.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);

    const developerLink = page.getByRole("link", { name: product.brand.name, exact: true }).first();
    await expect(developerLink).toHaveAttribute("href", /^\/developer\/[a-z0-9-]+$/);

    const id = page.url().split("/").pop();
    const response = await page.request.get(`/project/not-the-slug/${id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(new URL(page.url()).pathname);
  });

  test("the gallery opens at the clicked photo and closes with Escape or X", async ({ page }) => {
    const name = await openFirstProject(page);
    const second = page.getByRole("link", { name: /^Open photo 2 of \d+ in full screen(, \d+ photos?)?$/ });
    const total = Number((await second.getAttribute("aria-label"))!.match(/of (\d+)/)![1]);
    await second.click();
    const dialog = page.getByRole("dialog", { name: `Photos of ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Thumbnails" }).getByRole("button")).toHaveCount(total);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: /^Open photo 1 of/ }).click();
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Close gallery" }).click();
    await expect(dialog).toBeHidden();
  });

  test("'Enquire Now' opens the enquiry with this project's id", async ({ page }) => {
    await openFirstProject(page);
    const projectId = Number(page.url().split("/").pop());
    await page.evaluate(() => {
      (window as unknown as { __enquiries: unknown[] }).__enquiries = [];
      window.addEventListener("open-enquiry", (e) => (window as unknown as { __enquiries: unknown[] }).__enquiries.push((e as CustomEvent).detail));
    });
    await page.getByRole("button", { name: "Enquire Now" }).click();
    // With the project's name, which the form's heading repeats (issue 36, point 11).
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __enquiries: unknown[] }).__enquiries)).toEqual([{ projectId, name }]);
  });
});
