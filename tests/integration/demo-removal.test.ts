/**
 * Demo in, demo out, on both databases: the demo seed marks its rows;
 * `npm run demo:remove` (the command itself, as a child process) deletes them and nothing a person
 * created: a unit added through the listing service by a member of staff (in a demo area, under a
 * demo agent: both stay), a lead, staff and reference data remain; the demo's texts and identity go
 * (the site answers "being set up"), and a start would not seed the demo again. On a database whose
 * demo rows are not marked it refuses, exit 1, nothing changed. SEED_ON_START reads demo or none.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createListing } from "../../app/modules/listings/listings.server.ts";
import { acceptLead } from "../../app/modules/leads/leads.server.ts";
import { createStaff, actorOf } from "../../app/modules/staff/staff.server.ts";
import { createApp, needsSeed } from "../../server/app.ts";
import { seededTestDb, testDialects, TEST_MEDIA_DIR, type TestDb } from "../support/databases.ts";
import { startApi } from "../support/api-server.ts";
import { listen } from "../support/listen.ts";
import { NEW_BROKERAGE } from "../support/new-brokerage.ts";
import { saveBrokerageRecord } from "../../app/modules/content/brokerage/brokerage-editor.server.ts";
import { listRevisions } from "../../app/modules/content/revisions/revisions.server.ts";
import { readBrokerage } from "../../app/modules/content/pages/read-content.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";

const run = promisify(execFile);

/** `npm run demo:remove` on this database: its exit code and what it printed. */
async function demoRemove(url: string): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/demo-remove.ts"], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "warn" } });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

const count = async (t: TestDb, table: "units" | "projects" | "developers" | "areas" | "agents" | "blogs" | "video_shorts" | "media_assets" | "purposes" | "countries" | "content_texts" | "brokerage" | "leads" | "staff" | "market_sales" | "market_rents" | "market_stats" | "market_imports" | "buildings") =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

describe("SEED_ON_START", () => {
  it("chooses the demo (the default; true) or none (false)", () => {
    const mode = (v?: string) => parseEnv(v === undefined ? {} : { SEED_ON_START: v }).SEED_ON_START;
    expect([mode(), mode(""), mode("demo"), mode("true"), mode("none"), mode("false")]).toEqual(["demo", "demo", "demo", "demo", "none", "none"]);
    expect(() => mode("yes")).toThrow(/SEED_ON_START: must be demo or none/);
  });
});

for (const dialect of testDialects()) {
  describe(`npm run demo:remove (${dialect})`, () => {
    let t: TestDb;
    let unmarked: TestDb;
    beforeAll(async () => {
      [t, unmarked] = await Promise.all([seededTestDb(dialect), seededTestDb(dialect)]);
    });
    afterAll(async () => {
      await t?.cleanup();
      await unmarked?.cleanup();
    });

    it("refuses on a database whose demo rows are not marked, changing nothing", async () => {
      await unmarked.db.deleteFrom("demo_rows").execute();
      const before = await count(unmarked, "units");
      const { code, err } = await demoRemove(unmarked.url);
      expect(code).toBe(1);
      expect(err).toContain("cannot be told from the brokerage's own. Nothing was changed.");
      expect(await count(unmarked, "units")).toBe(before);
      expect(await count(unmarked, "brokerage")).toBe(1);
    });

    it("removes the demo and keeps what a person made, staff, leads and reference data", async () => {
      const area = await t.db.selectFrom("areas").select(["id", "image_path"]).orderBy("id").executeTakeFirstOrThrow();
      const agent = await t.db.selectFrom("agents").select(["id", "avatar_path"]).orderBy("id").executeTakeFirstOrThrow();
      const staffId = await createStaff(t.db, null, { email: `editor-${dialect}@brokerage.example`, name: "Noor Editor", role: "editor", password: "a long enough passphrase 7" });
      const staff = actorOf(await t.db.selectFrom("staff").select(["id", "name", "role", "agent_id"]).where("id", "=", staffId).executeTakeFirstOrThrow());
      const own = await createListing(
        t.db,
        "unit",
        {
          pageUrl: "our-own-marina-flat",
          title: "Our own two-bedroom flat in the marina",
          descriptionHtml: "<p>Listed by the brokerage.</p>",
          purposeId: 1,
          statusId: 2,
          typeId: 1,
          classification: "Residential",
          areaId: area.id,
          agentId: agent.id,
          bedroomId: 3,
          bathroomId: 2,
          sizeSqft: 1_100,
          price: 2_100_000,
          permitNumber: "7100000001",
          permitAuthority: "DLD",
          permitExpiresOn: "2099-01-31",
          lat: 25.08,
          lng: 55.14,
          crmRef: "OWN-1",
          state: "published",
        },
        { actor: staff },
      );
      const lead = await acceptLead(t.db, "contact", { name: "Visitor", email: "visitor@mail.example", countryCode: 221, phone: "501234567", message: "Please call me about a two bedroom flat in the marina next week" });
      if (!lead.ok) throw new Error(JSON.stringify(lead.errors));
      const reference = { purposes: await count(t, "purposes"), countries: await count(t, "countries") };
      expect(await count(t, "units")).toBeGreaterThan(100);
      expect(await count(t, "market_sales")).toBeGreaterThan(1_000);

      const { code, out } = await demoRemove(t.url);
      expect(code, out).toBe(0);
      expect(out).toContain("being set up");

      expect((await t.db.selectFrom("units").select("id").execute()).map((u) => Number(u.id))).toEqual([own]);
      // The reference areas are reference data (migrations), not the demo's: they stay, with their own text, no
      // picture and all shown again, as on a site that never had the demo.
      const restored = await t.db.selectFrom("areas").select(["description_html", "image_path", "is_active"]).where("page_url", "=", "dubai-marina").executeTakeFirstOrThrow();
      expect(restored).toEqual({ description_html: "<p>High-rise apartments around a canal with a waterfront promenade, two metro stations and the tram.</p>", image_path: null, is_active: 1 });
      expect(await t.db.selectFrom("areas").select("id").where("is_active", "=", 0).execute()).toEqual([]);
      expect(out).toMatch(/\d+ reference areas have their text, picture and visibility from before the demo again/);
      const referenceAreas = (await t.db.selectFrom("areas").select("id").where("is_reference", "=", 1).orderBy("id").execute()).map((a) => Number(a.id));
      expect(referenceAreas).toContain(area.id);
      expect((await t.db.selectFrom("areas").select("id").orderBy("id").execute()).map((a) => Number(a.id))).toEqual(referenceAreas);
      expect((await t.db.selectFrom("agents").select("id").execute()).map((a) => Number(a.id))).toEqual([agent.id]);
      for (const table of ["projects", "developers", "blogs", "video_shorts", "content_texts", "brokerage"] as const) expect(await count(t, table), table).toBe(0);
      // The demo's market data (its generated DLD files) goes too, with its figures and buildings.
      for (const table of ["market_sales", "market_rents", "market_stats", "market_imports", "buildings"] as const) expect(await count(t, table), table).toBe(0);
      // Library images: only those the kept areas and agent show.
      const images = (await t.db.selectFrom("media_assets").select("path").execute()).map((m) => m.path).sort();
      const shown = await t.db.selectFrom("areas").select(["image_path", "logo_path"]).execute();
      const kept = new Set([...shown.flatMap((a) => [a.image_path, a.logo_path]), agent.avatar_path].filter((p): p is string => !!p));
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(kept.has(image), image).toBe(true);
      expect(await count(t, "leads")).toBe(1);
      expect(await count(t, "staff")).toBe(1);
      expect({ purposes: await count(t, "purposes"), countries: await count(t, "countries") }).toEqual(reference);
      expect(await t.db.selectFrom("demo_rows").select("table_name").execute()).toEqual([]);
      // A start with SEED_ON_START=demo does not bring the demo back.
      expect(await needsSeed(t.db)).toBe(false);

      // A second run has nothing to do.
      const again = await demoRemove(t.url);
      expect(again.code).toBe(0);
      expect(again.out).toContain("already removed");

      // The site answers without a 5xx of ours: the API's lists (empty or with the brokerage's unit), and pages say "being set up".
      const api = await startApi(t.db);
      try {
        for (const call of ["GetPurposeList", "GetCountryList", "GetActiveProjectList", "GetPropertiesAreaList", "GetAllDevelopers", "GetBlogs", "GetUnitList"]) {
          expect((await api.post(call, {})).status, call).toBe(200);
        }
        expect((await api.post("GetUnitList", {})).json.map((u: { autoId: number }) => u.autoId)).toEqual([own]);
      } finally {
        await api.close();
      }
      const env = parseEnv({ NODE_ENV: "production", DATABASE_URL: t.url, MEDIA_DIR: TEST_MEDIA_DIR, SEED_ON_START: "none", FORM_SECRET: "demo-removal-secret-0123456789" });
      const site = await listen(createApp({ db: t.db, env }));
      try {
        for (const path of ["/", "/property-list", "/ar/contact-us"]) expect((await fetch(site.base + path)).status, path).toBe(503);
        // The staff stayed, so /admin/setup is closed: an admin enters the identity in /admin/brokerage (its service), and the site opens.
        await saveBrokerageRecord(t.db, staff, NEW_BROKERAGE);
        expect(await listRevisions(t.db, "brokerage", "identity")).toMatchObject([{ action: "create", staffName: staff.name }]);
        clearAllCaches();
        expect((await readBrokerage(t.db)).name).toBe(NEW_BROKERAGE.name.en);
      } finally {
        await site.close();
      }
    });
  });
}
