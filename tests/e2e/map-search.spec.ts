/**
 * The map search (issue 22): the map view of the unit list shows clusters from a tile server on
 * this machine; moving the map and searching this area narrows the list to the box; choosing a
 * marker shows its card; with the tiles unreachable the page still works and says so. Also the
 * endpoint's answers to bad input (400 JSON, never 500).
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./audit-helpers.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import { TileServer } from "../support/tile-server.ts";

test.describe.configure({ mode: "serial" });

const tiles = new TileServer(E2E_PORTS.mapSearch);
test.beforeAll(async () => {
  await tiles.start();
});
test.afterAll(async () => {
  await tiles.stop();
});

const map = (page: Page) => page.getByRole("region", { name: "Map search", exact: true });
const clusters = (page: Page) => map(page).getByRole("button", { name: /properties here: zoom in/ });
const results = (page: Page) => page.getByRole("region", { name: "Search results" });

function countOf(text: string | null): number {
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test("the list offers the map; the map view shows clusters over tiles from the configured server", async ({ page }) => {
  await page.goto("/property-list");
  await page.getByRole("link", { name: "Show map" }).click();
  await expect(page).toHaveURL(/view=map/);
  await hydrated(page);
  await expect(clusters(page).first()).toBeVisible();
  const summary = map(page).getByText(/ of [\d,]+ properties in view/);
  await expect(summary).toBeVisible();
  const listTotal = countOf(await page.getByText(/^[\d,]+ propert(y|ies)$/).textContent());
  // The map counts the same search as the list.
  expect(countOf((await summary.textContent())!.split(" of ")[1]!)).toBe(listTotal);
  await expect.poll(() => tiles.served).toBeGreaterThan(0);
  await expect(page.getByText("The map's streets could not be loaded")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Hide map" })).toBeVisible();
});

test("searching an area narrows the list; choosing a marker shows its card", async ({ page }) => {
  await page.goto("/property-list?view=map");
  await hydrated(page);
  const before = countOf(await page.getByText(/^[\d,]+ propert(y|ies)$/).textContent());
  // Zoom into the biggest cluster until single properties show.
  for (let i = 0; i < 8 && (await map(page).getByRole("button", { name: /^Show property/ }).count()) === 0; i++) {
    const label = (await clusters(page).first().getAttribute("aria-label")) ?? "";
    await clusters(page).first().click();
    await expect(clusters(page).first()).not.toHaveAttribute("aria-label", label);
  }
  // The visitor drags the map a little (from near a corner, away from the markers), then searches this area.
  const box = (await map(page).boundingBox())!;
  await page.mouse.move(box.x + box.width - 40, box.y + box.height - 60);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 70, box.y + box.height - 70, { steps: 5 });
  await page.mouse.up();
  await page.getByRole("button", { name: "Search this area" }).click();
  await expect(page).toHaveURL(/bbox=/);
  await expect(page.getByText("in this area", { exact: true })).toBeVisible();
  const after = countOf(await page.getByText(/^[\d,]+ propert(y|ies)$/).textContent());
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expect(results(page).getByRole("article").first()).toBeVisible();

  const point = map(page).getByRole("button", { name: /^Show property/ }).first();
  await point.click();
  const card = map(page).getByRole("article", { name: "Chosen property" });
  await expect(card.getByRole("heading")).toBeVisible();
  await expect(card.getByText(/^AED [\d,]+/)).toBeVisible();
  await card.getByRole("button", { name: "Close" }).click();
  await expect(card).toHaveCount(0);
});

test("with the tiles unreachable the map says so, and its markers, cards and the list still work", async ({ page }) => {
  tiles.down();
  try {
    await page.goto("/property-list?view=map&purpose=2");
    await hydrated(page);
    await expect(map(page).getByRole("status")).toHaveText(/The map's streets could not be loaded\. The markers, their cards and the list still work\./);
    await expect(clusters(page).first()).toBeVisible();
    await expect(results(page).getByRole("article").first()).toBeVisible();
    await clusters(page).first().click();
    await expect(map(page).getByText(/ of [\d,]+ properties in view/)).toBeVisible();
  } finally {
    tiles.up();
  }
});

test("the endpoint answers bad input with 400 JSON naming the field, never a 500", async ({ request }) => {
  const ok = await request.get("/map-search.json?bbox=54.9,24.7,55.7,25.4&zoom=10&purpose=2");
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.features.length).toBeGreaterThan(0);
  expect(body.features.reduce((n: number, f: { type: string; count?: number }) => n + (f.type === "cluster" ? f.count! : 1), 0)).toBe(body.inView);
  for (const [qs, field] of [
    ["zoom=10", "bbox"],
    ["bbox=55,25,54,26&zoom=10", "bbox"],
    ["bbox=a,b,c,d&zoom=10", "bbox"],
    ["bbox=54.9,24.7,55.7,25.4&zoom=99", "zoom"],
    ["bbox=54.9,24.7,55.7,25.4", "zoom"],
    ["bbox=54.9,24.7,55.7,25.4&zoom=10&kind=villa", "kind"],
    ["bbox=54.9,24.7,55.7,25.4&zoom=10&purpose=rent", "purpose"],
    ["bbox=54.9,24.7,55.7,25.4&zoom=10&beds=1;drop", "beds"],
  ]) {
    const r = await request.get(`/map-search.json?${qs}`);
    expect(r.status(), qs).toBe(400);
    expect((await r.json()).error, qs).toMatch(new RegExp(`^${field}`));
  }
});
