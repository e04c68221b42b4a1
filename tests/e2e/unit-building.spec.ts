/**
 * A unit's building, on a server of its own (tests/support/admin-site.ts): an editor at 375 px names
 * one of the unit's area's buildings in the listing editor and saves; the unit's public page then
 * names the building in its property details with a link to the building's page, which lists the
 * unit, in English and in Arabic (the building's Arabic name, the /ar addresses). The unit and the
 * building are read from the seeded database: a live unit, and a building of its area it is not in
 * that lists few enough units for all of them to show.
 */
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import { holdScripts, hydrated } from "./audit-helpers.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.unitBuilding, `unit-building-${run}`);
const editor = { email: `building-ed-${run}@agency.example`, name: "Editor Building", password: "amber falcon over creek 9" };

type Pick = { id: number; page_url: string; title: string; title_ar: string | null; building: string; building_ar: string; slug: string };

/** A published residential unit and a building of its area (with an Arabic name) it is not in, listing at most 6 live units. */
function pickUnitAndBuilding(): Pick {
  const db = new Database(site.dbFile, { readonly: true });
  try {
    return db
      .prepare(
        `select u.id, u.page_url, u.title, u.title_ar, b.name as building, b.name_ar as building_ar, b.slug
         from units u join buildings b on b.area_id = u.area_id
         where u.state = 'published' and u.classification = 'Residential' and b.name_ar is not null
           and (u.building_id is null or u.building_id <> b.id)
           and (select count(*) from units x where x.building_id = b.id and x.is_active = 1) <= 6
         order by u.id limit 1`,
      )
      .get() as Pick;
  } finally {
    db.close();
  }
}

test.describe("a unit linked to its building", () => {
  // One server on a fixed port for the suite: its tests run in one worker, one after the other.
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      await createStaff(db, null, { ...editor, role: "editor" });
    } finally {
      await db.destroy();
    }
    await site.start();
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test("staff set a unit's building at 375 px; its page links the building's page, which lists it, in English and Arabic", async ({ browser }) => {
    test.setTimeout(90_000);
    const u = pickUnitAndBuilding();
    expect(u, "a demo unit and a building of its area").toBeTruthy();
    const page = await site.newPage(browser, 375);
    await signIn(page, editor);
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto(`/admin/units/${u.id}`);
    // The editor holds its fields in state once interactive (its page is made by the spec's own site: fixtures.ts does not wait for it).
    await hydrated(page);
    const building = page.getByRole("combobox", { name: "Building" });
    await building.fill(u.building.toUpperCase());
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
    // The editor shows the building under its own name once saved (the typed name was matched folded).
    await expect(page.getByRole("combobox", { name: "Building" })).toHaveValue(u.building);
    await scan(page, "listing editor with its building at 375 px");

    await page.goto(`/property/${u.page_url}/${u.id}`);
    const details = page.getByRole("region", { name: "Property Details" });
    await expect(details.getByText("Building", { exact: true })).toBeVisible();
    const link = details.getByRole("link", { name: u.building, exact: true });
    await expect(link).toHaveAttribute("href", `/building/${u.slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/building/${u.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: u.building })).toBeVisible();
    await expect(page.getByRole("region", { name: `Properties in ${u.building}` }).getByRole("link", { name: u.title, exact: true })).toBeVisible();

    await page.goto(`/ar/property/${u.page_url}/${u.id}`);
    const arDetails = page.getByRole("region", { name: "تفاصيل العقار" });
    await expect(arDetails.getByText("المبنى", { exact: true })).toBeVisible();
    const arLink = arDetails.getByRole("link", { name: u.building_ar, exact: true });
    await expect(arLink).toHaveAttribute("href", `/ar/building/${u.slug}`);
    await arLink.click();
    await expect(page).toHaveURL(new RegExp(`/ar/building/${u.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: u.building_ar })).toBeVisible();
    await expect(page.locator("#profile-units-heading + ul").getByRole("link", { name: u.title_ar ?? u.title, exact: true })).toBeVisible();
    await page.context().close();
  });

  test("a building typed before the editor is interactive is kept and saved", async ({ browser }) => {
    test.setTimeout(60_000);
    const u = pickUnitAndBuilding();
    const page = await site.newPage(browser, 375);
    await signIn(page, editor);
    await expect(page).toHaveURL(/\/admin$/);
    // A slow phone: the editor's scripts arrive only after the agent has typed.
    const release = await holdScripts(page);
    await page.goto(`/admin/units/${u.id}`, { waitUntil: "commit" });
    const building = page.getByRole("combobox", { name: "Building" });
    await building.fill(u.building);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await hydrated(page);
    // The field re-renders once interactive (focus in and out): the typed name stays, and is what is saved.
    await building.focus();
    await page.getByRole("button", { name: "Save changes" }).focus();
    await expect(building).toHaveValue(u.building);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Building" })).toHaveValue(u.building);
    await page.context().close();
  });
});
