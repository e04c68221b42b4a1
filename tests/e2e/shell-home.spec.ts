/**
 * The site shell and the home page as a visitor uses them (spec 2.2, 2.3): the menu on
 * desktop and mobile, the top bar, the search bar's URLs on both tab kinds, the carousels,
 * the FAQ, the video shorts facade, and the search-engine basics.
 */
import { expect, test, type APIRequestContext, type Page } from "./fixtures.ts";

const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1000 };
const PHONE = { width: 375, height: 800 };

// The enquiry modal opens by itself on a first visit (spec 4); these tests are about other things.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("EnquiryForm", "true"));
});

async function openHome(page: Page) {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
}

type AreaRow = { areaId: number; area: string };
async function areas(request: APIRequestContext, areaType: "Projects" | "Units"): Promise<AreaRow[]> {
  const res = await request.post("/api/GetPropertiesAreaList", { data: { opcode: 6, areaType } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as AreaRow[];
}

/** An area whose name is not part of another area's name, so typing it picks exactly it. */
function distinctArea(list: AreaRow[], fromEnd = false): AreaRow {
  const ordered = fromEnd ? [...list].reverse() : list;
  const found = ordered.find((a) => !list.some((b) => b !== a && b.area.toLowerCase().includes(a.area.toLowerCase())));
  expect(found).toBeTruthy();
  return found!;
}

test.describe("menu on a wide screen", () => {
  test.use({ viewport: DESKTOP });

  test("submenus open on hover, one at a time", async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const buy = nav.getByRole("button", { name: "Buy" });
    const rent = nav.getByRole("button", { name: "Rent" });
    await buy.hover();
    await expect(buy).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Villas for sale" })).toBeVisible();
    await rent.hover();
    await expect(rent).toHaveAttribute("aria-expanded", "true");
    await expect(buy).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Villas for sale" })).toBeHidden();
    await nav.getByRole("link", { name: "Villas for rent" }).click();
    await expect(page).toHaveURL(/\/villas-for-rent-in-dubai$/);
    await expect(rent).toHaveAttribute("aria-expanded", "false");
  });

  test("submenus work with the keyboard", async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const services = nav.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Buy a property" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Rent a property" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/renting-a-property-in-dubai$/);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("menu on a phone", () => {
  test.use({ viewport: PHONE });

  test("the panel opens, shows one submenu at a time and closes on navigation", async ({ page }) => {
    await openHome(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeHidden();
    await toggle.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: /\+971/ })).toBeVisible();
    await expect(panel.getByRole("link", { name: /on Instagram/ })).toBeVisible();

    const buy = panel.getByRole("button", { name: "Buy" });
    const rent = panel.getByRole("button", { name: "Rent" });
    await buy.click();
    await expect(panel.getByRole("link", { name: "Penthouses for sale" })).toBeVisible();
    await rent.click();
    await expect(panel.getByRole("link", { name: "Penthouses for sale" })).toBeHidden();
    await expect(rent).toHaveAttribute("aria-expanded", "true");
    await panel.getByRole("link", { name: "Townhouses for rent" }).click();
    await expect(page).toHaveURL(/\/townhouses-in-dubai-for-rent$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel.getByRole("button", { name: "Rent" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the top contact bar is hidden under 600 px", async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId("top-bar")).toBeHidden();
    await page.setViewportSize(TABLET);
    await expect(page.getByTestId("top-bar")).toBeVisible();
    await expect(page.getByTestId("top-bar").getByRole("link", { name: /info@/ })).toBeVisible();
  });
});

test.describe("home search bar", () => {
  test.use({ viewport: DESKTOP });

  test("a unit tab ends on /property-list with exactly the spec's query", async ({ page, request }) => {
    const unitAreas = await areas(request, "Units");
    const target = distinctArea(unitAreas);
    await openHome(page);
    await page.getByRole("tab", { name: "Rent" }).click();
    await expect(page.getByRole("tab", { name: "Rent" })).toHaveAttribute("aria-selected", "true");

    const area = page.getByRole("combobox", { name: "Location" });
    await area.fill(target.area.slice(1).toUpperCase());
    await expect(area).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("option").filter({ hasText: target.area }).click();
    await expect(area).toHaveValue(target.area);

    await page.getByLabel("Property Type").selectOption({ label: "Villa" });
    await page.getByRole("button", { name: /Price \(AED\)/ }).click();
    await page.getByLabel("Min Price (AED)").fill("1000000");
    await page.getByLabel("Max Price (AED)").fill("500000");
    // Opening the rooms panel closes the price panel and applies the price rule.
    await page.getByRole("button", { name: /Beds & Baths/ }).click();
    await expect(page.getByLabel("Min Price (AED)")).toBeHidden();
    await expect(page.getByRole("button", { name: /Price \(AED\)/ })).toContainText("AED 1,000,000 - 1,000,000");
    await page.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "3", exact: true }).click();
    await page.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "2", exact: true }).click();
    await page.getByRole("group", { name: "Bathrooms" }).getByRole("button", { name: "2", exact: true }).click();
    await expect(page.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("heading", { level: 1 }).click(); // a click outside closes the panel
    await expect(page.getByRole("group", { name: "Bedrooms" })).toBeHidden();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/property-list?area=${target.areaId}&unitType=3&priceFrom=1000000&priceTo=1000000&beds=3,4&bathroom=2&purpose=2`);
  });

  test("the default tab is Buy and an empty search keeps every parameter", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("tab", { name: "Buy" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/property-list?area=0&unitType=0&priceFrom=0&priceTo=0&beds=&bathroom=&purpose=1");
  });

  test("the Projects tab ends on /project-list with status 1 and beds only", async ({ page, request }) => {
    const projectAreas = await areas(request, "Projects");
    const target = distinctArea(projectAreas, true);
    await openHome(page);
    await page.getByRole("tab", { name: /Off.?Plan/i }).click();
    const area = page.getByRole("combobox", { name: "Project location" });
    await area.fill(target.area.toLowerCase());
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(area).toHaveValue(target.area);
    await page.getByRole("button", { name: /Bedroom/ }).click();
    await expect(page.getByRole("group", { name: "Bathrooms" })).toHaveCount(0);
    await page.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "Studio" }).click();
    await page.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "1", exact: true }).click();
    await page.getByRole("group", { name: "Bedrooms" }).getByRole("button", { name: "Studio" }).click(); // toggles off
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: /Price \(AED\)/ }).click();
    await page.getByLabel("Max Price (AED)").fill("4000000");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/project-list?area=${target.areaId}&projectType=0&priceFrom=0&status=1&priceTo=4000000&beds=2`);
  });

  test("area suggestions show only for matching text, with the emirate, and close after blur", async ({ page }) => {
    await openHome(page);
    const area = page.getByRole("combobox", { name: "Location" });
    await area.fill("zzzz-no-such-area");
    await expect(area).toHaveAttribute("aria-expanded", "false");
    await area.fill("dubai");
    await expect(area).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("listbox").getByText("Dubai").first()).toBeVisible();
    const box = await page.getByRole("listbox").boundingBox();
    expect(box!.height).toBeLessThanOrEqual(200);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(area).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("home sections", () => {
  test("carousels show 3 / 2 / 1 off-plan cards per width", async ({ page }) => {
    for (const [viewport, perView] of [
      [DESKTOP, 3],
      [TABLET, 2],
      [PHONE, 1],
    ] as const) {
      await page.setViewportSize(viewport);
      await openHome(page);
      const region = page.getByRole("region", { name: "new off-plan projects", exact: true });
      const regionBox = (await region.boundingBox())!;
      const slideBox = (await region.getByRole("group").first().boundingBox())!;
      expect(Math.round(regionBox.width / slideBox.width)).toBe(perView);
    }
  });

  test("off-plan pagination shows only on the smallest width; area guides hide arrows there", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHome(page);
    const offplan = page.getByRole("region", { name: "new off-plan projects", exact: true });
    // A carousel gets its pages once the visitor reaches it.
    await offplan.scrollIntoViewIfNeeded();
    await expect(offplan.getByRole("button", { name: /Go to page 2/ })).toBeVisible();
    await expect(offplan.getByRole("button", { name: "Next new off-plan projects" })).toBeVisible();
    await expect(page.getByRole("region", { name: "area guides", exact: true }).getByRole("button", { name: "Next area guides" })).toBeHidden();
    await page.setViewportSize(DESKTOP);
    await expect(offplan.getByRole("button", { name: /Go to page/ }).first()).toBeHidden();
  });

  test("each FAQ toggles on its own", async ({ page }) => {
    await openHome(page);
    const faq = page.locator("#faq details");
    await expect(faq).toHaveCount(5);
    await faq.nth(0).locator("summary").click();
    await faq.nth(3).locator("summary").click();
    await expect(faq.nth(0)).toHaveAttribute("open", "");
    await expect(faq.nth(3)).toHaveAttribute("open", "");
    await expect(faq.nth(3)).toContainText("30 days");
    await faq.nth(0).locator("summary").click();
    await expect(faq.nth(0)).not.toHaveAttribute("open", "");
    await expect(faq.nth(3)).toHaveAttribute("open", "");
  });

  test("a video short embeds only after play is pressed", async ({ page }) => {
    // The video platform is faked at the network edge.
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>video</title>" }));
    await openHome(page);
    const shorts = page.getByRole("region", { name: "video shorts", exact: true });
    await expect(page.locator("iframe")).toHaveCount(0);
    await shorts.getByRole("button", { name: /^Play video:/ }).first().click();
    await expect(shorts.locator("iframe")).toHaveCount(1);
    await expect(shorts.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
  });

  test("the footer has the four columns, the legal links and the 2025 copyright", async ({ page }) => {
    await openHome(page);
    const footer = page.getByRole("contentinfo");
    for (const name of ["Quick Links", "Popular Communities", "Contact Info", "Subscribe"]) {
      await expect(footer.getByRole("heading", { name })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Jumeirah Village Circle (JVC)" })).toHaveAttribute("href", "/area/jumeirah-village-circle");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await expect(footer).toContainText("© 2025");
  });
});

test.describe("search-engine basics", () => {
  test("every page carries the organisation's JSON-LD, and the home page its meta", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const org = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d["@type"] === "RealEstateAgent");
    expect(org).toBeTruthy();
    expect(org!.telephone).toMatch(/^\+971/);
    expect((org!.address as unknown[]).length).toBe(2);
    expect((org!.sameAs as string[]).length).toBe(4);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  });

  test("robots.txt points to the sitemap, which lists pages and listings", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of ["/about-us<", "/villas-for-rent-in-dubai<", "/developer/", "/area/", "/blogs/", "/project/", "/property/", "/market<", "/building/"]) {
      expect(xml).toContain(path);
    }
    // A building's market page, with its Arabic twin as an alternate.
    const building = /<loc>(http[^<]*\/building\/[^<]+)<\/loc>/.exec(xml)![1]!;
    expect(xml).toContain(`hreflang="ar" href="${building.replace("/building/", "/ar/building/")}"`);
    expect((await request.get("/sitemap.xml?page=abc")).status()).toBe(404);
  });
});
