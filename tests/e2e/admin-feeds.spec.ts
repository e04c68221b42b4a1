/**
 * The back office's feed screens on a server of their own (tests/support/admin-site.ts),
 * on a copy of the seeded database into which the test imports the CRM fixture
 * tests/fixtures/feeds/pf-full.xml through the importer (no photos fetched). An admin (with its
 * second factor) sees the run in the list, opens its report and reads why an entry was rejected;
 * corrects the mapping of the community the import created as an inactive area to an area we
 * have, and a second import moves the listing there (the run list shows it updated). An editor
 * cannot open the screens (403), a post without the anti-forgery token or with a bad value
 * changes nothing; axe checks each screen at 1280 and 375 px.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { codeAt, newTotpSecret } from "../../app/modules/staff/totp.server.ts";
import { importFeed } from "../../app/modules/feeds/import.server.ts";
import { AdminSite, scan, signIn } from "../support/admin-site.ts";
import { fixture } from "../support/feed-server.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const run = crypto.randomBytes(4).toString("hex");
const site = new AdminSite(E2E_PORTS.adminFeeds, `admin-feeds-${run}`);
const PASSWORD = "amber falcon over creek 9";
const admin = { email: `feeds-admin-${run}@agency.example`, name: "Feeds Admin", password: PASSWORD };
const editor = { email: `feeds-ed-${run}@agency.example`, name: "Feeds Editor", password: PASSWORD };
// Photo addresses point nowhere: the imports here fetch no photos (they stay pending).
const feedFile = path.join(os.tmpdir(), `admin-feeds-${run}.xml`);

let adminSecret = "";
let firstRun = 0;
let target = { id: 0, name: "" };
const pages: { admin?: Page; editor?: Page } = {};

async function signedIn(browser: Browser, who: "admin" | "editor"): Promise<Page> {
  if (pages[who]) return pages[who];
  const page = await site.newPage(browser);
  await signIn(page, who === "admin" ? admin : editor);
  if (who === "admin") {
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    await page.getByLabel("6-digit code").fill(codeAt(adminSecret));
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  pages[who] = page;
  return page;
}


async function importFixture() {
  const { db } = createDb(`sqlite:${site.dbFile}`);
  try {
    return await importFeed(db, { source: feedFile, photos: null });
  } finally {
    await db.destroy();
  }
}

test.describe("the feed screens of the back office", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(150_000);
    await site.prepare(baseURL!);
    fs.writeFileSync(feedFile, fixture("pf-full.xml", "http://127.0.0.1:9"));
    const { db } = createDb(`sqlite:${site.dbFile}`);
    try {
      await createStaff(db, null, { ...admin, role: "admin" });
      await createStaff(db, null, { ...editor, role: "editor" });
      adminSecret = newTotpSecret();
      await db.updateTable("staff").set({ totp_secret: adminSecret, totp_enabled: 1 }).where("email", "=", admin.email).execute();
      const a = await db.selectFrom("areas").select(["id", "name"]).where("is_active", "=", 1).where("emirate_id", "=", 1).orderBy("name").executeTakeFirstOrThrow();
      target = { id: Number(a.id), name: a.name };
    } finally {
      await db.destroy();
    }
    const r = await importFixture();
    expect(r).toMatchObject({ status: "done", added: 4, rejected: 4 });
    firstRun = r.runId;
    await site.start();
  });

  test.afterAll(async () => {
    for (const p of Object.values(pages)) await p?.context().close();
    await site.stop();
    fs.rmSync(feedFile, { force: true });
  });

  test("an admin reads a run's report with the reason an entry was rejected", async ({ browser }) => {
    const page = await signedIn(browser, "admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Feeds" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Portal feeds" })).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Run ${firstRun}`, exact: true }) });
    await expect(row).toContainText(path.basename(feedFile));
    await expect(row).toContainText("Property Finder");
    await expect(row).toContainText("Done");
    await scan(page, "feed runs at 1280 px");

    await row.getByRole("link", { name: `Run ${firstRun}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Feed run ${firstRun}` })).toBeVisible();
    const rejected = page.getByRole("table", { name: "Rejected entries with their reasons" });
    const bad = rejected.getByRole("row").filter({ hasText: "SKY-PF-1003" });
    await expect(bad).toContainText('price "Price on request" is not an amount');
    await expect(rejected.getByRole("row").filter({ hasText: "SKY-PF-1002" })).toContainText("appears again");
    await expect(page.getByRole("region", { name: "Areas created (not shown on the site)" })).toContainText("Al Khawaneej Gardens");
    await scan(page, "a feed run's report at 1280 px");
  });

  test("an admin maps the feed's unknown community to one of our areas, and the next import uses it", async ({ browser }) => {
    const page = await signedIn(browser, "admin");
    await page.goto("/admin/feeds");
    await page.getByRole("link", { name: "Feed names and our records" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Feed names and our records" })).toBeVisible();
    const created = page.getByRole("region", { name: "Areas the imports created, not shown on the site" });
    await expect(created.getByRole("link", { name: "Al Khawaneej Gardens" })).toBeVisible();
    await scan(page, "feed mappings at 1280 px");

    const row = page.getByRole("row", { name: /al khawaneej gardens/ });
    await expect(row).toContainText("Created by the import");
    await row.getByLabel("Our area for “al khawaneej gardens”").selectOption({ label: target.name });
    await row.getByRole("button", { name: "Save the area for “al khawaneej gardens”" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: “al khawaneej gardens” now stands for the chosen area." })).toBeVisible();
    await expect(page.getByRole("row", { name: /al khawaneej gardens/ })).toContainText("Set by an admin");
    await expect(page.getByRole("row", { name: /al khawaneej gardens/ })).toContainText(target.name);

    const again = await importFixture();
    expect(again.updated).toBeGreaterThanOrEqual(1);
    expect(site.read<number>("select area_id from units where crm_ref = 'SKY-PF-1002'")).toBe(target.id);
    await page.goto("/admin/feeds");
    const latest = page.getByRole("row").filter({ has: page.getByRole("link", { name: `Run ${again.runId}`, exact: true }) });
    await expect(latest.getByRole("cell").nth(5)).toHaveText(String(again.updated));
    const audit = site.read<string>("select after_json from audit_log where action = 'map feed name' order by id desc limit 1");
    expect(JSON.parse(audit)).toEqual({ targetId: target.id, origin: "admin" });
  });

  test("a bad or forged mapping post changes nothing", async ({ browser }) => {
    const page = await signedIn(browser, "admin");
    await page.goto("/admin/feeds/mappings?entity=agent");
    const csrf = await page.locator("input[name=_csrf]").first().inputValue();
    const before = site.read<string>("select group_concat(entity || source_name || coalesce(target_id, '-'), ',') from feed_mappings");
    const bad = await page.request.post("/admin/feeds/mappings", { form: { _csrf: csrf, entity: "area", sourceName: "dubai marina", targetId: "nine" }, maxRedirects: 0 });
    expect(bad.status()).toBe(400);
    const unknown = await page.request.post("/admin/feeds/mappings", { form: { _csrf: csrf, entity: "area", sourceName: "dubai marina", targetId: "999999" }, maxRedirects: 0 });
    expect(unknown.status()).toBe(400);
    const forged = await page.request.post("/admin/feeds/mappings", { form: { entity: "area", sourceName: "dubai marina", targetId: String(target.id) }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    expect(site.read<string>("select group_concat(entity || source_name || coalesce(target_id, '-'), ',') from feed_mappings")).toBe(before);
    expect((await page.request.get("/admin/feeds/runs/999999")).status()).toBe(404);
  });

  test("an editor cannot open the feed screens", async ({ browser }) => {
    const page = await signedIn(browser, "editor");
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Feeds" })).toHaveCount(0);
    for (const p of ["/admin/feeds", `/admin/feeds/runs/${firstRun}`, "/admin/feeds/mappings"]) {
      const r = await page.request.get(p, { maxRedirects: 0 });
      expect(r.status(), p).toBe(403);
    }
    await page.goto("/admin/feeds");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.getByRole("heading", { level: 1, name: "Portal feeds" }).count()).toBe(0);
  });

  test("the feed screens pass axe and fit a phone (375 px)", async ({ browser }) => {
    const admin = await signedIn(browser, "admin");
    const page = await site.newPage(browser, 375);
    await page.context().addCookies(await admin.context().cookies());
    for (const [url, label] of [
      ["/admin/feeds", "feed runs"],
      [`/admin/feeds/runs/${firstRun}`, "a feed run's report"],
      ["/admin/feeds/mappings", "feed mappings"],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await scan(page, `${label} at 375 px`);
    }
    await page.context().close();
  });
});
