/**
 * The map search: the map view of the unit list shows clusters from a tile server on
 * this machine; opened, it shows every match of the list's search; moved, the list follows it
 * (narrowed to the box, counting what the map counts in view); choosing a marker shows its card; with the tiles unreachable the page still works and says so. The same
 * for the project list's map view. At a phone's width no marker is drawn under the zoom buttons
 * or the "in view" line. Also the endpoint's answers to bad input (400 JSON, never 500).
 */
import { expect, test, type Page } from "./fixtures.ts";
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
const clusters = (page: Page, many = "properties") => map(page).getByRole("button", { name: new RegExp(`${many} here: zoom in`) });
const results = (page: Page) => page.getByRole("region", { name: "Search results" });
const listCount = async (page: Page) => countOf(await page.getByText(/^[\d,]+ propert(y|ies)$/).textContent());

/** Zooms into the biggest cluster until single markers show (their names start with `point`). */
async function zoomToPoints(page: Page, point: RegExp, many?: string) {
  for (let i = 0; i < 8 && (await map(page).getByRole("button", { name: point }).count()) === 0; i++) {
    const label = (await clusters(page, many).first().getAttribute("aria-label")) ?? "";
    await clusters(page, many).first().click();
    await expect(clusters(page, many).first()).not.toHaveAttribute("aria-label", label);
  }
}

/** The visitor drags the map a little (from near a corner, away from the markers); the list follows it, without a button. */
async function dragAndFollow(page: Page) {
  await map(page).scrollIntoViewIfNeeded();
  const box = (await map(page).boundingBox())!;
  await page.mouse.move(box.x + box.width - 40, box.y + box.height - 60);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 70, box.y + box.height - 70, { steps: 5 });
  const before = page.url();
  await page.mouse.up();
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(/bbox=/);
  await expect(page.getByText("in this area", { exact: true })).toBeVisible();
  // The list counts what the map counts in view, once both have settled (the map may still make room
  // for a marker under a control after the drag, which moves the list once more): both read on every poll.
  const inView = map(page).getByText(/ of [\d,]+ propert(y|ies) in view| of [\d,]+ projects? in view/);
  await expect
    .poll(async () => {
      const shown = countOf((await inView.textContent())!.split(" of ")[0]!);
      return shown === (await listCount(page)) ? "agree" : `${shown} in view, ${await listCount(page)} listed`;
    })
    .toBe("agree");
}

type Rect = { x: number; y: number; width: number; height: number };
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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
  // The map counts the same search as the list, and opens on all of it: "240 of 240 in view".
  await expect(summary).toHaveText(`${listTotal.toLocaleString("en")} of ${listTotal.toLocaleString("en")} properties in view`);
  await expect(page).not.toHaveURL(/bbox=/); // nothing moved: the list is the whole search
  await expect.poll(() => tiles.served).toBeGreaterThan(0);
  await expect(page.getByText("The map's streets could not be loaded")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Hide map" })).toBeVisible();
});

test("moving the map narrows the list to what it shows; choosing a marker shows its card", async ({ page }) => {
  await page.goto("/property-list?view=map");
  await hydrated(page);
  const before = await listCount(page);
  await zoomToPoints(page, /^Show property/);
  await dragAndFollow(page);
  const after = await listCount(page);
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

test("the project list's map view shows clusters and all projects; moving it narrows the list; a marker shows its project", async ({ page }) => {
  await page.goto("/project-list");
  await page.getByRole("link", { name: "Show map" }).click();
  await expect(page).toHaveURL(/\/project-list\?view=map/);
  await hydrated(page);
  await expect(clusters(page, "projects").first()).toBeVisible();
  const summary = map(page).getByText(/ of [\d,]+ projects? in view/);
  await expect(summary).toBeVisible();
  const before = await listCount(page);
  // The map counts the same search as the list, all of it in view.
  await expect(summary).toHaveText(new RegExp(`^${before} of ${before} projects? in view`));

  await zoomToPoints(page, /^Show project/, "projects");
  await dragAndFollow(page);
  const after = await listCount(page);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  const projects = page.getByRole("region", { name: "Projects" });
  await expect(projects.getByRole("article").first()).toBeVisible();
  await expect(projects.getByRole("article")).toHaveCount(Math.min(after, 5));

  await map(page).getByRole("button", { name: /^Show project/ }).first().click();
  const card = map(page).getByRole("article", { name: "Chosen project" });
  await expect(card.getByRole("heading")).toBeVisible();
  await expect(card.getByText(/^From AED [\d,]+/)).toBeVisible();
});

for (const list of ["/property-list", "/project-list"]) {
  test(`at 375 px no marker of ${list}'s map sits under the zoom buttons or the "in view" line`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    try {
      await page.goto(`${list}?view=map`);
      await hydrated(page);
      const markers = map(page).getByRole("button", { name: /here: zoom in|^Show / });
      await expect(markers.first()).toBeVisible();
      const controls = [
        map(page).getByRole("button", { name: "Zoom in", exact: true }),
        map(page).getByRole("button", { name: "Zoom out", exact: true }),
        map(page).getByText(/ in view/),
      ];
      // Wait until the markers stop moving (the map makes room for them once), then compare where everything is drawn.
      let placed = "";
      await expect
        .poll(async () => {
          const now = JSON.stringify(await markers.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON())));
          const still = now === placed;
          placed = now;
          return still;
        })
        .toBe(true);
      const boxes = (await markers.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) as Rect[];
      for (const control of controls) {
        const c = (await control.boundingBox())!;
        expect(boxes.filter((m) => overlaps(m, c)), `markers under ${(await control.getAttribute("aria-label")) ?? (await control.textContent())}`).toEqual([]);
      }
    } finally {
      await page.close();
    }
  });
}

for (const lang of ["en", "ar"] as const) {
  test(`at 375 px the notice that the streets could not load leaves the zoom buttons free (${lang})`, async ({ browser }) => {
    tiles.down();
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    try {
      await page.goto(`${lang === "ar" ? "/ar" : ""}/property-list?view=map&purpose=2`);
      await hydrated(page);
      const region = page.getByRole("region", { name: lang === "ar" ? "البحث على الخريطة" : "Map search", exact: true });
      const notice = (await region.getByRole("status").boundingBox())!;
      // The map's buttons are named in the page's language too.
      for (const name of lang === "ar" ? ["تكبير", "تصغير"] : ["Zoom in", "Zoom out"]) {
        const button = (await region.getByRole("button", { name, exact: true }).boundingBox())!;
        expect(overlaps(notice, button), `the notice covers ${name}`).toBe(false);
      }
    } finally {
      await page.close();
      tiles.up();
    }
  });
}

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
  expect(body.inView).toBeGreaterThan(0);
  expect(body.inView).toBeLessThanOrEqual(body.total);
  expect(body.extent).toHaveLength(4); // the box around every match, where the map opens
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
