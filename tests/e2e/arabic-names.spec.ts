/**
 * One name per thing on an Arabic page (issue 36, points 1 and 3): the Arabic name wherever one exists, in every component.
 * The home carousel names a project as the project list does; the cards' places, the communities page's headings and
 * links, and the search bars' own area list name areas in Arabic; the area field finds an area from its first Arabic letter
 * (before the server's suggestions start) and from the other script on either page. A unit page's standard details,
 * amenities and nearby places read in Arabic (point 2).
 */
import { expect, test, type Page } from "./fixtures.ts";
import { hydrated, routePath } from "./audit-helpers.ts";

test.use({ viewport: { width: 1280, height: 900 } });

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test("the home carousel and the project list give a project the same Arabic name", async ({ page }) => {
  await open(page, "/ar/project-list");
  const listed = (await page.getByRole("article").first().getByRole("heading").textContent())!.trim();
  expect(listed).toMatch(/[\u0600-\u06FF]/);
  await open(page, "/ar");
  await expect(page.getByRole("region", { name: /المشاريع/ }).getByRole("heading", { name: listed })).toBeAttached();
});

test("cards name their area in Arabic, with the emirate after an Arabic comma", async ({ page }) => {
  await open(page, "/ar/property-list");
  const places = page.getByRole("article").locator("p").filter({ hasText: /،\s*دبي$/ });
  await expect(places.first()).toBeVisible();
  for (const text of await places.allTextContents()) expect(text, "an area named in English on an Arabic card").not.toMatch(/[A-Za-z]/);
});

test("the communities page names each community in Arabic", async ({ page }) => {
  await open(page, "/ar/communities");
  await expect(page.getByRole("heading", { name: "نخلة جميرا" })).toBeVisible();
  await expect(page.getByRole("link", { name: "اكتشف نخلة جميرا" })).toBeVisible();
  await expect(page.getByRole("link", { name: /اكتشف [A-Za-z]/ })).toHaveCount(0);
});

test("the area field: one Arabic letter lists Arabic names; either script finds an area on either page", async ({ page }) => {
  await open(page, "/ar/property-list");
  const form = page.getByRole("search", { name: "البحث عن عقارات" });
  const area = form.getByRole("combobox", { name: "المنطقة" });
  await area.fill("م");
  const list = page.getByRole("listbox", { name: "اقتراحات المنطقة" });
  await expect(list.getByRole("option", { name: /^دبي مارينا/ })).toBeVisible();
  await list.getByRole("option", { name: /^دبي مارينا/ }).click();
  await expect(area).toHaveValue("دبي مارينا");

  await open(page, "/property-list");
  const english = page.getByRole("search", { name: "Search properties" }).getByRole("combobox", { name: "Area" });
  await english.fill("م");
  await expect(page.getByRole("listbox", { name: "Area suggestions" }).getByRole("option", { name: /^Dubai Marina/ })).toBeVisible();
});

test("an Arabic unit page gives the standard details, amenities and nearby places in Arabic", async ({ page, baseURL }) => {
  await open(page, await routePath(baseURL!, "unit detail (ar)"));
  const details = page.locator("#details");
  await expect(details.getByText("الرقم المرجعي", { exact: true })).toBeVisible();
  await expect(details.getByText("Reference", { exact: true })).toHaveCount(0);
  const amenities = page.locator("#amenities li");
  if ((await amenities.count()) > 0) for (const text of await amenities.allTextContents()) expect(text, "a standard amenity left in English").not.toMatch(/^(Gym|Covered parking|Balcony|Swimming pool|Lifts)$/);
  const places = page.locator("#places tbody tr");
  if ((await places.count()) > 0) await expect(places.first().locator("td").nth(1)).toContainText(/دقائق|دقيقة|كم/);
});
