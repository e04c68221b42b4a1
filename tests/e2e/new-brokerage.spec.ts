/**
 * A new brokerage end to end, on SQLite and on PostgreSQL: the built server on a fresh
 * database with no demo (SEED_ON_START=none), as a brokerage installs it.
 *
 * 1. Before it is set up every public page says so (503, Retry-After, noindex); on SQLite the owner
 *    sets the site up at /admin/setup with the token from the server's log, on PostgreSQL with
 *    `npm run setup` and its flags.
 * 2. Every public route in both languages answers 200 with its empty state (404 for a record the
 *    site does not have), the lists say 'Not Found' in the browser.
 * 3. The owner signs in, turns on two-step sign-in and imports the CRM's Property Finder feed from
 *    /admin/feeds (a local server stands in for the CRM and its photo host).
 * 4. The imported listings show on the list, detail, area and developer pages, in Arabic too, and
 *    in the export feed; a visitor's enquiry on one reaches the inbox.
 * 5. `npm run backup` of that site, `npm run restore` into another database and media folder: a
 *    server there serves the same pages and photos.
 * 6. (SQLite) A copy of the demo site, `npm run demo:remove`, `npm run setup` with the same identity
 *    and `npm run feed:import` of the same feed: the same public pages as the new site's.
 */
import crypto from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import Database from "better-sqlite3";
import { expect, test, type Browser, type Page } from "./fixtures.ts";
import { codeAt } from "../../app/modules/staff/totp.server.ts";
import { localizePath } from "../../app/platform/i18n/locale.ts";
import { routesOf } from "../../scripts/site-routes.ts";
import { AdminSite, signIn } from "../support/admin-site.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";
import { startFeedServer, type FeedServer } from "../support/feed-server.ts";
import { hydrated } from "./audit-helpers.ts";

const execFileAsync = promisify(execFile);
const run = crypto.randomBytes(4).toString("hex");
const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://root@127.0.0.1:5432/test";
const FEED = "pf-first-import.xml";

const IDENTITY = { name: "Dune Haven Properties", email: "hello@dunehaven.ae", phone: "+971 4 333 0188", orn: "41872" };
const OWNER = { email: `owner-${run}@dunehaven.ae`, name: "Layla Haddad", password: "sand dune over the old creek 41" };
/** The feed's listings that the import accepts (tests/fixtures/feeds/pf-first-import.xml). */
const MARINA_FLAT = "One-bedroom apartment in Marina Gate with a full canal view";
const MARINA_FLAT_AR = "شقة بغرفة نوم في مارينا غيت بإطلالة كاملة على القناة";
const PENTHOUSE = "Three-bedroom penthouse on the top floor of Marina Gate";

/** A database of its own: an empty SQLite file or PostgreSQL database, dropped at the end. */
type OwnDb = { url: string; drop: () => Promise<void> };

async function ownDb(dialect: "sqlite" | "postgres", name: string): Promise<OwnDb> {
  if (dialect === "sqlite") {
    const file = `data/e2e/${name}.sqlite`;
    const drop = async () => {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    };
    await drop();
    return { url: `sqlite:${file}`, drop };
  }
  const database = `brokerage_e2e_${name.replace(/-/g, "_")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${database}" with (force)`);
  await admin(`create database "${database}"`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${database}" with (force)`) };
}

/** One of the project's npm scripts (`node scripts/<name>.ts`) on a site's database and media: its exit code and output. */
async function npmScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [`scripts/${script}.ts`, ...args], { env: { ...process.env, LOG_LEVEL: "warn", ...env }, timeout: 120_000 });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

const setupFlags = ["--name", IDENTITY.name, "--email", IDENTITY.email, "--phone", IDENTITY.phone, "--orn", IDENTITY.orn];

const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();

/**
 * What a page shows of its content, for comparing two sites: the headings of its main part in
 * order, and how many pictures it has. Addresses (ids differ between databases) and times are left out.
 */
async function signature(base: string, pagePath: string): Promise<{ status: number; headings: string[]; pictures: number }> {
  const res = await fetch(`${base}${pagePath}`);
  const html = await res.text();
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  const headings = [...main.matchAll(/<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => `h${m[1]} ${textOf(m[2]!)}`);
  return { status: res.status, headings, pictures: (main.match(/<img /g) ?? []).length };
}

/** The pages two sites with the same catalogue must show alike. */
const COMPARED = ["/", "/property-list", "/project-list", "/areas", "/developers", "/area/dubai-marina", "/developer/harbourline-developments", "/ar/property-list", "/ar/developer/palmwood-homes"];

async function signatures(base: string, paths: string[]) {
  const out: Record<string, Awaited<ReturnType<typeof signature>>> = {};
  for (const p of paths) out[p] = await signature(base, p);
  return out;
}

/** Signs in, enrols two-step sign-in (every admin must) and returns the page, signed in. */
async function ownerSignsIn(browser: Browser, site: AdminSite): Promise<Page> {
  const page = await site.newPage(browser);
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  const secret = (await page.getByRole("definition").textContent())!.replace(/\s/g, "");
  await page.getByLabel("6-digit code").fill(codeAt(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page).toHaveURL(/\/admin\/account\?done=totp$/);
  return page;
}

for (const dialect of ["sqlite", "postgres"] as const) {
  test.describe(`a new brokerage on ${dialect}`, () => {
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    const port = E2E_PORTS.newBrokerage + (dialect === "sqlite" ? 0 : 6);
    const media = fs.mkdtempSync(path.join(os.tmpdir(), `new-brokerage-${dialect}-`));
    let db: OwnDb;
    let site: AdminSite;
    let feeds: FeedServer;
    let owner: Page;
    const others: Array<{ site: AdminSite; db: OwnDb; media: string }> = [];
    const siteEnv = (d: OwnDb, mediaDir: string) => ({ DATABASE_URL: d.url, MEDIA_DIR: mediaDir, SEED_ON_START: "none", FEED_EXPORT_OPEN: "true" });

    test.beforeAll(async () => {
      [db, feeds] = await Promise.all([ownDb(dialect, `new-brokerage-${dialect}-${run}`), startFeedServer()]);
      site = new AdminSite(port, `new-brokerage-${dialect}-${run}`, siteEnv(db, media));
      await site.prepareOwn();
      await site.start();
    });
    test.afterAll(async () => {
      await owner?.context().close();
      await site?.stop();
      for (const o of others) {
        await o.site.stop();
        await o.db.drop();
        fs.rmSync(o.media, { recursive: true, force: true });
      }
      await db?.drop();
      await feeds?.close();
      fs.rmSync(media, { recursive: true, force: true });
    });

    test("before it is set up every page says so; the owner sets it up", async ({ browser }) => {
      const gate = await fetch(`${site.base}/property-list`);
      expect(gate.status).toBe(503);
      expect(gate.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(gate.headers.get("x-robots-tag")).toBe("noindex");
      expect(await gate.text()).toContain("This site is being set up");

      if (dialect === "sqlite") {
        const token = /one-time token: (\S+)/.exec(site.log)?.[1];
        expect(token, site.log).toBeTruthy();
        const page = await site.newPage(browser, 375);
        await page.goto("/admin/setup");
        await hydrated(page);
        await page.getByLabel("Set-up token").fill(token!);
        const brokerage = page.getByRole("group", { name: "The brokerage" });
        await brokerage.getByLabel("Name", { exact: true }).fill(IDENTITY.name);
        await brokerage.getByLabel("Phone").fill(IDENTITY.phone);
        await brokerage.getByLabel("E-mail address").fill(IDENTITY.email);
        await brokerage.getByLabel("RERA ORN").fill(IDENTITY.orn);
        const first = page.getByRole("group", { name: "The first admin" });
        await first.getByLabel("Name").fill(OWNER.name);
        await first.getByLabel("E-mail address").fill(OWNER.email);
        await first.getByLabel("Password", { exact: true }).fill(OWNER.password);
        await first.getByLabel("The same password again").fill(OWNER.password);
        await page.getByRole("button", { name: "Set up the site" }).click();
        await expect(page).toHaveURL(/\/admin\/sign-in\?done=password$/);
        await page.context().close();
      } else {
        const setup = await npmScript("setup", [...setupFlags, "--admin-email", OWNER.email, "--admin-name", OWNER.name], { DATABASE_URL: db.url, MEDIA_DIR: media, ADMIN_PASSWORD: OWNER.password });
        expect(setup.code, setup.out).toBe(0);
        expect(setup.out).toContain(`Admin ${OWNER.email} created`);
        // Again with the same values: nothing changes.
        const again = await npmScript("setup", [...setupFlags, "--admin-email", OWNER.email, "--admin-name", OWNER.name], { DATABASE_URL: db.url, MEDIA_DIR: media, ADMIN_PASSWORD: OWNER.password });
        expect(again.code, again.out).toBe(0);
        expect(again.out).toContain("exists already");
      }
      await expect.poll(async () => (await fetch(`${site.base}/property-list`)).status).toBe(200);
    });

    test("every public route in both languages answers with its empty state", async ({ browser }) => {
      const failures: string[] = [];
      for (const route of routesOf({ area: { pageURL: "dubai-marina" } })) {
        const { status } = await fetch(`${site.base}${route.path}`, { redirect: "manual" });
        // No listing, blog or developer yet: their pages' addresses name nothing.
        const expected = /detail|blog category|^developer( \(ar\))?$/.test(route.name) ? 404 : 200;
        if (status !== expected) failures.push(`${route.name} ${route.path}: ${status}, expected ${expected}`);
      }
      expect(failures).toEqual([]);

      const page = await site.newPage(browser, 375);
      for (const [list, notFound] of [["/property-list", "Not Found"], ["/ar/project-list", "لا توجد نتائج"]] as const) {
        await page.goto(list);
        await expect(page.getByRole("heading", { name: notFound })).toBeVisible();
      }
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your home in Dubai");
      await expect(page.getByRole("contentinfo")).toContainText(`RERA ORN ${IDENTITY.orn}`);
      await expect(page.getByRole("contentinfo")).not.toContainText("Demo website");
      await page.context().close();
    });

    test("the owner imports the CRM's feed from /admin/feeds", async ({ browser }) => {
      owner = await ownerSignsIn(browser, site);
      await owner.goto("/admin/feeds");
      await expect(owner.getByText("No feed has been imported yet.")).toBeVisible();
      await owner.getByLabel("Feed address").fill(feeds.url(FEED));
      await owner.getByRole("button", { name: "Start the import" }).click();
      await expect(owner).toHaveURL(/\/admin\/feeds\/runs\/\d+$/);
      // The report reloads itself while the run goes on.
      await expect(owner.getByRole("definition").filter({ hasText: /^Done$/ })).toBeVisible({ timeout: 60_000 });
      await expect(owner.getByRole("region", { name: "Rejected entries" })).toContainText("DHR-S-0401");
      await expect(owner.getByRole("main")).toContainText("Harbourline Developments");

      // The run is listed (a header row and its row).
      await owner.goto("/admin/feeds");
      await expect(owner.getByRole("table", { name: "Feed imports, newest first" }).getByRole("row")).toHaveCount(2);
    });

    test("the imported listings show on the list, detail, area and developer pages, and in the export feed", async ({ browser }) => {
      const page = await site.newPage(browser, 375);
      await page.goto("/property-list");
      // The four listings the feed's valid entries gave (two others were rejected).
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
      await page.getByRole("link", { name: MARINA_FLAT, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: MARINA_FLAT })).toBeVisible();
      // The feed's photos were fetched and stored: the gallery shows them.
      const photo = page.getByRole("main").locator("img").first();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      await page.goto("/area/dubai-marina");
      await expect(page.getByRole("region", { name: "Properties in Dubai Marina" }).getByRole("heading", { name: PENTHOUSE })).toBeVisible();
      await page.goto("/developer/harbourline-developments");
      await expect(page.getByRole("region", { name: "Properties by Harbourline Developments" }).getByRole("heading", { name: MARINA_FLAT })).toBeVisible();
      await page.goto(localizePath("/property-list", "ar"));
      await expect(page.getByRole("heading", { name: MARINA_FLAT_AR })).toBeVisible();
      await page.context().close();

      const exported = await (await fetch(`${site.base}/feeds/propertyfinder.xml`)).text();
      expect(exported).toContain("DHR-S-0101");
      expect(exported).toContain(MARINA_FLAT);
    });

    test("a visitor's enquiry on an imported unit reaches the inbox", async ({ browser }) => {
      const visitor = await site.newPage(browser, 375);
      await visitor.goto("/property-list");
      await visitor.getByRole("link", { name: PENTHOUSE, exact: true }).click();
      await hydrated(visitor);
      await visitor.getByRole("button", { name: /^(Enquire Now|Enquire)$/ }).filter({ visible: true }).first().click();
      const modal = visitor.getByRole("dialog", { name: "Schedule a call with our property consultants" });
      const form = modal.getByRole("form", { name: "Enquiry form" });
      await form.getByLabel("Name").fill("Rashid Al Mansoori");
      await form.getByLabel("Email").fill(`rashid-${run}@mail.example`);
      await form.getByLabel("Mobile number").fill("502223344");
      await form.getByLabel("Message").fill("Is the penthouse still available, and can I see it on Saturday morning with my family?");
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(visitor.getByRole("dialog", { name: "Success" })).toBeVisible();
      await visitor.context().close();

      await owner.goto("/admin/leads");
      await expect(owner.getByRole("main")).toContainText("Rashid Al Mansoori");
    });

    test("a backup restores into another database and media folder and serves the same pages", async () => {
      const file = path.join(media, "..", `new-brokerage-${dialect}-${run}.tar.gz`);
      const env = { DATABASE_URL: db.url, MEDIA_DIR: media };
      const backup = await npmScript("backup", [file], env);
      expect(backup.code, backup.out).toBe(0);

      const target = { db: await ownDb(dialect, `new-brokerage-${dialect}-restored-${run}`), media: fs.mkdtempSync(path.join(os.tmpdir(), `restored-${dialect}-`)) };
      const restore = await npmScript("restore", [file], { DATABASE_URL: target.db.url, MEDIA_DIR: target.media });
      fs.rmSync(file, { force: true });
      expect(restore.code, restore.out).toBe(0);
      const restored = new AdminSite(port + 2, `new-brokerage-${dialect}-restored-${run}`, siteEnv(target.db, target.media));
      others.push({ site: restored, ...target });
      await restored.prepareOwn();
      await restored.start();

      const pages = [...COMPARED, "/admin/sign-in"];
      expect(await signatures(restored.base, pages)).toEqual(await signatures(site.base, pages));
      // The photos came along: the same bytes from the restored site.
      const html = await (await fetch(`${site.base}/property-list`)).text();
      const src = /<img[^>]+src="(\/media\/[^"]+)"/.exec(html)?.[1];
      expect(src).toBeTruthy();
      const [a, b] = await Promise.all([fetch(`${site.base}${src}`), fetch(`${restored.base}${src}`)]);
      expect(b.status).toBe(200);
      expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer()))).toBe(true);
    });

    if (dialect === "sqlite") {
      test("a site that had the demo, after demo:remove, setup and the same import, shows the same pages", async ({ baseURL }) => {
        const demoDb = await ownDb("sqlite", `new-brokerage-had-demo-${run}`);
        const demoMedia = fs.mkdtempSync(path.join(os.tmpdir(), "had-demo-"));
        const hadDemo = new AdminSite(port + 4, `new-brokerage-had-demo-${run}`, siteEnv(demoDb, demoMedia));
        others.push({ site: hadDemo, db: demoDb, media: demoMedia });
        // The browser tests' demo database (seeded by their server).
        await fetch(`${baseURL}/readyz`);
        const source = new Database("data/e2e/site.sqlite", { readonly: true, fileMustExist: true });
        source.exec(`vacuum into '${demoDb.url.slice("sqlite:".length)}'`);
        source.close();

        const env = { DATABASE_URL: demoDb.url, MEDIA_DIR: demoMedia };
        for (const [script, args] of [["demo-remove", []], ["setup", [...setupFlags, "--admin-email", OWNER.email, "--admin-name", OWNER.name]], ["feed-import", [feeds.url(FEED)]]] as const) {
          const r = await npmScript(script, [...args], { ...env, ADMIN_PASSWORD: OWNER.password });
          expect(r.code, `${script}: ${r.out}`).toBe(0);
        }
        await hadDemo.prepareOwn();
        await hadDemo.start();
        expect(await signatures(hadDemo.base, COMPARED)).toEqual(await signatures(site.base, COMPARED));
      });
    }
  });
}
