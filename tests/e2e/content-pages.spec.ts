/** Blogs, guides and the brokerage's own pages, as a visitor uses them. */
import { expect, test } from "./fixtures.ts";

test.describe("blog list", () => {
  test("filters by category through the URL and back to All", async ({ page }) => {
    const response = await page.goto("/blogs");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Latest News and Blogs" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(9);
    // Once hydrated, the no-JS submit button goes and the select navigates on change.
    await expect(page.getByRole("button", { name: "Show" })).toBeHidden();

    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Market Insights" });
    await expect(page).toHaveURL(/\/blogs\/market-insights$/);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue(/^[1-9]\d*$/);
    await expect(page.getByText(/articles? in Market Insights$/)).toBeVisible();
    await expect(cards.first()).toContainText("Market Insights");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText("Market Insights");

    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "All" });
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards).toHaveCount(9);
  });

  test("the category form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blogs");
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Off-Plan" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/blogs\/off-plan$/);
    await expect(page.getByRole("main").getByRole("article").first()).toContainText("Off-Plan");
    await context.close();
  });

  test("cards show a date, a cut description and link to the post", async ({ page }) => {
    await page.goto("/blogs");
    const first = page.getByRole("main").getByRole("article").first();
    await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    const excerpt = (await first.locator("p").last().textContent()) ?? "";
    expect(excerpt.length).toBeLessThanOrEqual(103);
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/blogs\/[a-z0-9-]+\/\d+$/);
  });

  test("blog cards on the list and the home page share one 'Read More', and no cut text ends in four dots", async ({ page }) => {
    await page.goto("/blogs");
    const listed = page.getByRole("main").getByRole("article");
    await expect(listed.first().getByText("Read More", { exact: true })).toBeVisible();
    for (const text of await listed.locator("p").allTextContents()) expect(text).not.toMatch(/\.{4}|[,;:]\.{3}$/);
    await page.goto("/");
    const slide = page.getByRole("link", { name: /^Read More\s*: / }).first();
    await expect(slide.getByText("Read More", { exact: true })).toBeVisible();
    for (const text of await page.getByRole("main").getByRole("article").locator("p").allTextContents()) expect(text).not.toMatch(/\.{4}/);
  });

  test("pages through the list and corrects bad page numbers", async ({ page }) => {
    await page.goto("/blogs");
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(page.getByRole("navigation", { name: "Blog pages" }).locator('[aria-current="page"]')).toHaveText("Page 2");

    expect((await page.goto("/blogs?page=abc"))?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
    await page.goto("/blogs?page=999");
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
  });

  test("an unknown category is a 404", async ({ page }) => {
    expect((await page.goto("/blogs/no-such-category"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test.describe("blog detail", () => {
  test("shows the post, a Recent Blogs sidebar and structured data", async ({ page }) => {
    await page.goto("/blogs");
    const first = page.getByRole("main").getByRole("article").first();
    const title = ((await first.getByRole("heading").textContent()) ?? "").trim();
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("main").locator("article time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const sidebar = page.getByRole("complementary", { name: "Recent Blogs" });
    await expect(sidebar.getByRole("listitem")).toHaveCount(5);
    await expect(sidebar.getByRole("listitem").first().locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(sidebar.getByRole("link", { name: title, exact: true })).toHaveCount(0);
    const json = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(json.some((j) => j.includes('"BlogPosting"'))).toBe(true);

    // Another post from the sidebar.
    const next = sidebar.getByRole("listitem").first().getByRole("link");
    const nextTitle = ((await next.textContent()) ?? "").trim();
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextTitle);
  });

  test("a wrong title segment redirects to the canonical URL; an unknown id is a 404", async ({ page }) => {
    await page.goto("/blogs");
    const href = (await page.getByRole("main").getByRole("article").first().getByRole("link").getAttribute("href")) ?? "";
    const id = href.split("/").pop();
    const moved = await page.request.get(`/blogs/wrong-title/${id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers()["location"] ?? "", "http://x").pathname).toBe(href);

    expect((await page.request.get("/blogs/anything/999999", { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get("/blogs/anything/abc", { maxRedirects: 0 })).status()).toBe(404);
  });
});

const STATIC_PAGES: [string, string][] = [
  ["/about-us", "About Us"],
  ["/contact-us", "Contact Us"],
  ["/faq", "Frequently Asked Questions"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-condition", "Terms and Conditions"],
  ["/careers", "Careers"],
  ["/buying-a-property-in-dubai", "Buying a Property in Dubai"],
  ["/renting-a-property-in-dubai", "Renting a Property in Dubai"],
  ["/property-management", "Property Management"],
  ["/communities", "Dubai Communities"],
];

test("every static page answers with its heading, description and canonical URL", async ({ page }) => {
  for (const [path, heading] of STATIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  }
});

test("FAQ pages carry the number of questions and FAQPage data", async ({ page }) => {
  for (const [path, n] of [
    ["/about-us", 8],
    ["/faq", 4],
    ["/buying-a-property-in-dubai", 5],
    ["/renting-a-property-in-dubai", 5],
    ["/property-management", 4],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("details"), path).toHaveCount(n);
    const json = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(
      json.some((j) => j.includes('"FAQPage"')),
      path,
    ).toBe(true);
  }
});

test("the renting guide opens its first FAQ by default, and only the first", async ({ page }) => {
  await page.goto("/renting-a-property-in-dubai");
  const items = page.locator("details");
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toHaveAttribute("open", "");
  for (let i = 1; i < 5; i++) await expect(items.nth(i)).not.toHaveAttribute("open");
  await expect(page.getByRole("heading", { name: "Documents you need" })).toBeVisible();
});

test("FAQ items toggle independently, by mouse and keyboard", async ({ page }) => {
  await page.goto("/faq");
  const items = page.locator("details");
  for (let i = 0; i < 4; i++) await expect(items.nth(i)).not.toHaveAttribute("open");

  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(1).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await expect(items.nth(1)).toHaveAttribute("open", "");

  await items.nth(2).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(items.nth(2)).not.toHaveAttribute("open");
});

test("contact us lists both offices, phone, e-mail and a titled map", async ({ page }) => {
  // The map's site answers (a stand-in page: the tests have no internet).
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }));
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { name: "Head Office", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Motor City Office", exact: true })).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await page.getByRole("heading", { name: "Find our Head Office" }).scrollIntoViewIfNeeded();
  const map = page.getByTitle(/Map of our Head Office/);
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute("loading", "lazy");
});

test.describe("a map that cannot load", () => {
  for (const [why, failure] of [
    ["offline", "internetdisconnected"],
    ["blocked", "blockedbyclient"],
  ] as const) {
    test(`shows the address and a link instead of an empty box (${why})`, async ({ page }) => {
      await page.route("https://www.openstreetmap.org/**", (route) => route.abort(failure));
      await page.goto("/contact-us");
      const section = page.getByRole("region", { name: "Find our Head Office" });
      await section.scrollIntoViewIfNeeded();
      const link = section.getByRole("link", { name: /Open the map/ });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=25\.07&mlon=55\.144/);
      await expect(section.getByText("Office 1204, Lake View Tower, Cluster Y, Jumeirah Lake Towers, Dubai").last()).toBeVisible();
      await expect(page.getByTitle(/Map of our Head Office/)).toHaveCount(0);
    });
  }

  test("without JavaScript the map frame is there, over the same card", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact-us");
    await expect(page.getByTitle(/Map of our Head Office/)).toHaveAttribute("loading", "lazy");
    await context.close();
  });
});

test("careers names one address for applications, in its text and on its button", async ({ page }) => {
  await page.goto("/careers");
  const apply = page.getByRole("region", { name: "How to apply" });
  await expect(apply.getByText("careers@skyline-demo.ae", { exact: true })).toBeVisible();
  const button = apply.getByRole("link", { name: /Send your CV/ });
  await expect(button).toHaveText("Send your CV to careers@skyline-demo.ae");
  await expect(button).toHaveAttribute("href", /^mailto:careers@skyline-demo\.ae\?/);
});

test("communities link to their area pages", async ({ page }) => {
  await page.goto("/communities");
  for (const slug of ["palm-jumeirah", "dubai-marina", "downtown-dubai", "business-bay", "jumeirah-village-circle"]) {
    await expect(page.locator(`main a[href="/area/${slug}"]`)).toHaveCount(1);
  }
});
