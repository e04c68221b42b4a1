/**
 * Portal feeds in on both databases, against a local server serving the CRM's feeds
 * and photos (tests/support/feed-server.ts; fixtures written by us in tests/fixtures/feeds with
 * real feeds' quirks). Proves: both formats mapped, a bad entry rejected with its reason while the
 * rest go on, a second import changing nothing, a listing leaving the feed (or marked deleted)
 * unpublished and not deleted, a truncated feed and a collapsed feed refused with nothing changed,
 * areas created inactive and reported, the mapping table used and corrected, photos fetched once
 * through the image pipeline and a failing one retried later, and the run's report stored.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { fixture, startFeedServer, type FeedServer } from "../support/feed-server.ts";
import { readDataVersions } from "../../app/platform/db/data-versions.server.ts";
import { importFeed, type ImportOptions } from "../../app/modules/feeds/import.server.ts";
import { retryFeedPhotos } from "../../app/modules/feeds/feed-photos.server.ts";
import { diskMediaStore, type MediaStore } from "../../app/platform/media/media-store.server.ts";


for (const dialect of testDialects()) {
  describe(`feed import (${dialect})`, () => {
    let t: TestDb;
    // Per dialect: its own CRM (feeds it changes, request counts) and its own media folder.
    let server: FeedServer;
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-media-"));
    const store: MediaStore = diskMediaStore(mediaDir, ["webp"]);
    let clock = new Date("2026-11-20T06:00:00.000Z");
    const now = () => clock;
    const run = (source: string, over: Partial<ImportOptions> = {}) => importFeed(t.db, { source, now, photos: { store, timeoutMs: 5000 }, ...over });
    const unit = (ref: string) => t.db.selectFrom("units").selectAll().where("crm_ref", "=", ref).executeTakeFirst();
    const media = async (ref: string) => {
      const u = await unit(ref);
      return t.db.selectFrom("listing_media").select(["kind", "path", "width", "content_hash"]).where("unit_id", "=", u!.id).orderBy("sort").execute();
    };

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      server = await startFeedServer();
    });
    afterAll(async () => {
      await t?.cleanup();
      await server?.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    });

    it("imports a Property Finder feed from a URL: good entries written, bad ones rejected with their reasons", async () => {
      const r = await run(server.url("pf-full.xml"));
      expect(r.status).toBe("done");
      expect(r.report.format).toBe("pf");
      expect({ entries: r.entries, added: r.added, updated: r.updated, unchanged: r.unchanged, rejected: r.rejected }).toEqual({ entries: 7, added: 4, updated: 0, unchanged: 0, rejected: 4 });
      const why = Object.fromEntries(r.report.rejections.map((j) => [`${j.ref}#${j.entry}`, j.reasons.join(" ")]));
      expect(why["SKY-PF-1003#3"]).toMatch(/price "Price on request" is not an amount/);
      expect(why["SKY-PF-1002#4"]).toMatch(/appears again/);
      expect(why["SKY-PF-1004#5"]).toMatch(/bathroomId: Choose the bathrooms/);
      expect(why["SKY-PF-1006#7"]).toMatch(/property type "LP"/);
      expect(await unit("SKY-PF-1003")).toBeUndefined();

      const marina = (await unit("SKY-PF-1001"))!;
      expect(marina).toMatchObject({
        state: "published", is_active: 1, price: 2_450_000, size_sqft: 1320, area_id: 2, agent_id: 1, developer_id: 1, project_id: 1,
        purpose_id: 1, status_id: 2, classification: "Residential", lat: 25.0805, lng: 55.1403, permit_number: "7112345001", permit_authority: "DLD",
        permit_expires_on: "2027-02-18", title_ar: "شقة من غرفتي نوم تطل على ممشى المارينا مع شرفة واسعة", video_path: "https://www.youtube.com/watch?v=skyline1001",
      });
      expect(marina.description_html).toContain("<li>Two en-suite bedrooms</li>");
      const amenities = (await t.db.selectFrom("listing_amenities").select("name").where("unit_id", "=", marina.id).orderBy("sort").execute()).map((a) => a.name);
      expect(amenities).toEqual(["Balcony", "Shared pool", "Shared gym", "Covered parking", "XX"]);
      const details = await t.db.selectFrom("listing_details").select(["element_name", "details"]).where("unit_id", "=", marina.id).orderBy("sort").execute();
      expect(details.map((d) => `${d.element_name}: ${d.details}`)).toEqual(["Sub-community: Marina Promenade", "Furnishing: Unfurnished"]);
      const kept = await t.db.selectFrom("feed_listings").select(["extras_json", "unit_id", "last_run_id"]).where("crm_ref", "=", "SKY-PF-1001").executeTakeFirstOrThrow();
      expect(JSON.parse(kept.extras_json)).toEqual({ view360: "https://tours.example.ae/sky-pf-1001", service_charge: "24500" });
      expect(kept).toMatchObject({ unit_id: marina.id, last_run_id: r.runId });

      // Photos: stored through the image pipeline, named by content hash, in the feed's order.
      const m = await media("SKY-PF-1001");
      expect(m.map((x) => x.kind)).toEqual(["photo", "photo", "floor_plan"]);
      for (const x of m) {
        expect(x.path).toMatch(/^\/media\/listing-photos\/[0-9a-f]{64}-640x420\.jpg$/);
        expect(fs.existsSync(path.join(mediaDir, x.path.replace("/media/", "")))).toBe(true);
      }

      const townhouse = (await unit("SKY-PF-1002"))!;
      expect(townhouse).toMatchObject({ purpose_id: 2, rent_frequency: "yearly", price: 185_000, size_sqft: 2450, lat: 25.2447, lng: 55.5018, state: "published" });
      expect(townhouse.description_html).toBe("<p>A quiet end-of-row townhouse with a small garden.</p><p>Shaded parking for two cars &amp; a maid's room off the kitchen.\u00a0Available from January.</p>");
      const area = await t.db.selectFrom("areas").select(["name", "is_active", "page_url"]).where("id", "=", townhouse.area_id).executeTakeFirstOrThrow();
      expect(area).toEqual({ name: "Al Khawaneej Gardens", is_active: 0, page_url: "al-khawaneej-gardens" });
      expect(r.report.areasCreated).toEqual(["Al Khawaneej Gardens"]);
      const agent = await t.db.selectFrom("agents").select(["name", "brn", "phone", "email"]).where("id", "=", townhouse.agent_id).executeTakeFirstOrThrow();
      expect(agent).toEqual({ name: "Yousef Al Hashimi", brn: "70119", phone: "554102288", email: "yousef.hashimi@skyline-demo.ae" });
      expect(r.report.agentsCreated).toEqual(["Yousef Al Hashimi"]);

      const office = (await unit("SKY-PF-1005"))!;
      expect(office).toMatchObject({ classification: "Commercial", bedroom_id: null, type_id: 7, area_id: 4, state: "published" });
      expect(office.description_html).toBe("<p>Glass-partitioned office, fitted and ready, with a pantry and two meeting rooms.</p>");
      expect((await media("SKY-PF-1005")).length).toBe(1);
      expect(r.photosPending).toBe(1);
      expect(r.report.photoFailures).toEqual([{ url: `${server.base}/photos/missing-office.jpg`, error: "HTTP 404" }]);

      const studio = (await unit("SKY-PF-1007"))!;
      expect(studio).toMatchObject({ state: "draft", is_active: 0, bedroom_id: 1, rent_frequency: "monthly", price: 9500 });
      expect(r.report.notes).toContainEqual({ ref: "SKY-PF-1007", note: "Saved as a draft: no advertising permit." });

      const stored = await t.db.selectFrom("feed_runs").selectAll().where("id", "=", r.runId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: "done", format: "pf", entries: 7, added: 4, rejected: 4, photos_pending: 1, source: server.url("pf-full.xml") });
      expect(JSON.parse(stored.report_json).rejections).toHaveLength(4);
      const mapped = await t.db.selectFrom("feed_mappings").select(["entity", "source_name", "target_id", "origin"]).orderBy("entity").orderBy("source_name").execute();
      expect(mapped).toContainEqual({ entity: "area", source_name: "al khawaneej gardens", target_id: townhouse.area_id, origin: "created" });
      expect(mapped).toContainEqual({ entity: "area", source_name: "dubai marina", target_id: 2, origin: "auto" });
      expect(mapped).toContainEqual({ entity: "agent", source_name: "brn:48213", target_id: 1, origin: "auto" });
    });

    it("a second import of the same feed changes nothing, and fetches no photo again", async () => {
      const before = await readDataVersions(t.db);
      const rows = await t.db.selectFrom("units").select(["id", "updated_at"]).where("crm_ref", "like", "SKY-PF-%").orderBy("id").execute();
      const photoHits = server.hits.get("/photos/marina-living.jpg");
      const r = await run(server.url("pf-full.xml"));
      expect({ added: r.added, updated: r.updated, unchanged: r.unchanged, unpublished: r.unpublished, rejected: r.rejected }).toEqual({ added: 0, updated: 0, unchanged: 4, unpublished: 0, rejected: 4 });
      expect(await readDataVersions(t.db)).toBe(before);
      expect(await t.db.selectFrom("units").select(["id", "updated_at"]).where("crm_ref", "like", "SKY-PF-%").orderBy("id").execute()).toEqual(rows);
      expect(server.hits.get("/photos/marina-living.jpg")).toBe(photoHits);
      // The broken photo is not asked for again before its retry time.
      expect(server.hits.get("/photos/missing-office.jpg")).toBe(1);
    });

    it("updates what changed and unpublishes (never deletes) a listing that left the feed", async () => {
      // The CRM's next export at the same address: one price changed, one listing gone.
      server.setFeed("pf-full.xml", fixture("pf-full-v2.xml", server.base));
      const r = await run(server.url("pf-full.xml"));
      expect({ added: r.added, updated: r.updated, unchanged: r.unchanged, unpublished: r.unpublished }).toEqual({ added: 0, updated: 1, unchanged: 2, unpublished: 1 });
      expect(await unit("SKY-PF-1001")).toMatchObject({ price: 2_395_000, state: "published" });
      expect(await unit("SKY-PF-1005")).toMatchObject({ state: "draft", is_active: 0 });
      const audit = await t.db.selectFrom("audit_log").select(["action", "staff_id"]).where("entity", "=", "unit").where("entity_id", "=", String((await unit("SKY-PF-1005"))!.id)).orderBy("id").execute();
      // Created, its photo attached once fetched, then unpublished: each by the system, no staff member.
      expect(audit.map((a) => a.action)).toEqual(["create", "update", "unpublish"]);
      expect(audit.every((a) => a.staff_id === null)).toBe(true);
    });

    it("refuses a truncated feed and changes nothing", async () => {
      const before = await readDataVersions(t.db);
      const count = await t.db.selectFrom("units").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      server.setFeed("cut.xml", fixture("pf-truncated.xml", server.base));
      const r = await run(server.url("cut.xml"));
      expect(r.status).toBe("refused");
      expect(r.error).toMatch(/not well-formed XML at line \d+/);
      expect(await readDataVersions(t.db)).toBe(before);
      expect(await t.db.selectFrom("units").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).toEqual(count);
      expect(await t.db.selectFrom("feed_runs").select(["status", "error"]).where("id", "=", r.runId).executeTakeFirstOrThrow()).toEqual({ status: "refused", error: r.error });
    });

    it("refuses a feed whose listings dropped by more than the allowed share, unless forced", async () => {
      const xml = fixture("pf-full-v2.xml", server.base);
      const first = xml.slice(0, xml.indexOf("  <property last_update=\"2026-11-19 16:05:40\">"));
      const file = path.join(os.tmpdir(), `feed-${dialect}-small.xml`);
      // The file is a source of its own: its first run sets the count the next is checked against.
      fs.writeFileSync(file, xml);
      expect((await run(file)).status).toBe("done");
      fs.writeFileSync(file, `${first}</list>\n`);
      const before = await readDataVersions(t.db);
      const r = await run(file);
      expect(r.status).toBe("refused");
      expect(r.error).toMatch(/lists 1 listings, 83% fewer than the 6 of run \d+ \(more than 30% is refused\): nothing was changed/);
      expect(await readDataVersions(t.db)).toBe(before);
      const forced = await run(file, { force: true });
      // Forced: the listings this source no longer lists leave the site (the draft studio was not on it).
      expect(forced).toMatchObject({ status: "done", unpublished: 1 });
      expect(await unit("SKY-PF-1002")).toMatchObject({ state: "draft" });
      fs.rmSync(file);
    });

    it("refuses a feed given in the other format", async () => {
      const r = await run(server.url("pf-full.xml"), { format: "bayut" });
      expect(r).toMatchObject({ status: "refused", error: expect.stringMatching(/given as bayut but its root element <list> is the pf format's/) });
    });

    it("imports a Bayut/dubizzle feed: square metres, rent period, off-plan, deleted entries", async () => {
      const r = await run(server.url("bayut-full.xml"));
      expect(r.report.format).toBe("bayut");
      expect({ entries: r.entries, added: r.added, rejected: r.rejected }).toEqual({ entries: 4, added: 2, rejected: 1 });
      expect(r.report.rejections[0]).toMatchObject({ ref: "SKY-BY-2003", reasons: ['The price "-85000" is not an amount.'] });
      expect(r.report.deletedNotFound).toBe(1);
      // A project we do not have, of a developer we do: made as a draft from the listing, and reported.
      expect(r.report.unmatchedProjects).toEqual([]);
      expect(r.report.projectsCreated).toEqual(["Fairway Vistas Phase 3"]);
      const fairway = await t.db.selectFrom("projects").select(["id", "state", "developer_id", "area_id"]).where("name", "=", "Fairway Vistas Phase 3").executeTakeFirstOrThrow();
      expect(fairway).toMatchObject({ state: "draft", developer_id: 1, area_id: 8 });
      const creek = (await unit("SKY-BY-2001"))!;
      expect(creek).toMatchObject({ size_sqft: 1023, purpose_id: 2, rent_frequency: "yearly", price: 138_000, area_id: 10, agent_id: 4, lat: 25.2025, lng: 55.354, state: "published" });
      expect(creek.description_html_ar).toContain("شقة مشرقة");
      // The photo the PF feed already brought is not fetched again: same address, same stored file.
      expect(server.hits.get("/photos/marina-view.jpg")).toBe(1);
      expect((await media("SKY-BY-2001")).length).toBe(2);
      const kept = await t.db.selectFrom("feed_listings").select("extras_json").where("crm_ref", "=", "SKY-BY-2001").executeTakeFirstOrThrow();
      expect(JSON.parse(kept.extras_json)).toEqual({ Chiller_Included: "Yes" });
      const villa = (await unit("SKY-BY-2002"))!;
      expect(villa).toMatchObject({ status_id: 1, developer_id: 1, project_id: fairway.id, agent_id: 8, price: 8_900_000, size_sqft: 4300, state: "published" });

      // An admin maps the name to another project; the next import applies it.
      await t.db.updateTable("feed_mappings").set({ target_id: 12, origin: "admin" }).where("entity", "=", "project").where("source_name", "=", "fairway vistas phase 3").execute();
      const again = await run(server.url("bayut-full.xml"));
      expect({ updated: again.updated, unchanged: again.unchanged }).toEqual({ updated: 1, unchanged: 1 });
      expect(await unit("SKY-BY-2002")).toMatchObject({ project_id: 12 });

      // Marked deleted: unpublished, kept.
      const v2 = await run(server.url("bayut-v2.xml"));
      expect({ unpublished: v2.unpublished, unchanged: v2.unchanged }).toEqual({ unpublished: 1, unchanged: 1 });
      expect(await unit("SKY-BY-2002")).toMatchObject({ state: "draft" });
    });

    it("a crash in the middle of a group's transaction leaves no half listing, and a rerun finishes the job", async () => {
      const xml = fixture("pf-full.xml", server.base).replaceAll("SKY-PF-", "CRASH-PF-");
      server.setFeed("crash.xml", xml);
      const tables = ["units", "listing_title_terms", "listing_amenities", "listing_details", "feed_listings", "audit_log"] as const;
      const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (tb) => [tb, Number((await t.db.selectFrom(tb).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)])));
      // The names the feed uses are known (mapped) before, so only the listings' group writes.
      await run(server.url("pf-full.xml"), { photos: null });
      const before = await counts();
      const versions = await readDataVersions(t.db);
      // The database fails at the audit entry, the last write of the group's listings (units, lists,
      // title words and the feed's records are written by then, in the same transaction).
      const written: string[] = [];
      const failing = t.db.withPlugin({
        transformQuery: (args) => {
          const node = args.node as { kind: string; into?: { table: { identifier: { name: string } } } };
          const table = node.kind === "InsertQueryNode" ? node.into?.table.identifier.name : undefined;
          if (table === "audit_log" && written.includes("units")) throw new Error("the database went away");
          if (table) written.push(table);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      await expect(importFeed(failing, { source: server.url("crash.xml"), now, photos: null })).rejects.toThrow(/went away/);
      expect(written).toEqual(expect.arrayContaining(["units", "listing_amenities", "listing_title_terms", "feed_listings"]));
      expect(await counts()).toEqual(before);
      expect(await readDataVersions(t.db)).toBe(versions);
      const failed = await t.db.selectFrom("feed_runs").select(["status", "error"]).orderBy("id", "desc").executeTakeFirstOrThrow();
      expect(failed).toMatchObject({ status: "failed", error: expect.stringMatching(/went away/) });

      const rerun = await run(server.url("crash.xml"), { photos: null });
      expect({ status: rerun.status, added: rerun.added, rejected: rerun.rejected }).toEqual({ status: "done", added: 4, rejected: 4 });
      const unitIds = (await t.db.selectFrom("units").select("id").where("crm_ref", "like", "CRASH-PF-%").execute()).map((u) => u.id);
      expect(unitIds).toHaveLength(4);
      const recorded = await t.db.selectFrom("feed_listings").select("unit_id").where("crm_ref", "like", "CRASH-PF-%").execute();
      expect(recorded.map((r) => r.unit_id).sort()).toEqual([...unitIds].sort());
      const terms = await t.db.selectFrom("listing_title_terms").select("listing_id").distinct().where("kind", "=", "unit").where("listing_id", "in", unitIds).execute();
      expect(terms).toHaveLength(4);
      expect(await readDataVersions(t.db)).not.toBe(versions);
    });

    it("imports in groups: a smaller group size gives the same listings", async () => {
      const xml = fixture("pf-full.xml", server.base).replaceAll("SKY-PF-", "GROUP-PF-");
      server.setFeed("group.xml", xml);
      const r = await run(server.url("group.xml"), { photos: null, batchSize: 2 });
      expect({ added: r.added, rejected: r.rejected }).toEqual({ added: 4, rejected: 4 });
      const why = Object.fromEntries(r.report.rejections.map((j) => [`${j.ref}#${j.entry}`, j.reasons.join(" ")]));
      expect(why["GROUP-PF-1003#3"]).toMatch(/price "Price on request" is not an amount/);
      expect(why["GROUP-PF-1004#5"]).toMatch(/bathroomId: Choose the bathrooms/);
      expect((await run(server.url("group.xml"), { photos: null, batchSize: 3 })).unchanged).toBe(4);
    });

    it("a photo that fails is retried later without holding its listing back", async () => {
      const xml = fixture("pf-full.xml", server.base)
        .replace("SKY-PF-1007", "SKY-PF-1099")
        .replace("<bathroom>1</bathroom>\n    <agent><name>Charlotte", `<bathroom>1</bathroom>\n    <photo><url>${server.base}/photos/flaky-photo.jpg</url></photo>\n    <agent><name>Charlotte`);
      server.setFeed("flaky.xml", xml);
      const r = await run(server.url("flaky.xml"));
      expect(await unit("SKY-PF-1099")).toBeDefined();
      expect(await media("SKY-PF-1099")).toEqual([]);
      expect(r.report.photoFailures).toContainEqual({ url: `${server.base}/photos/flaky-photo.jpg`, error: "HTTP 503" });
      server.heal();
      expect(await retryFeedPhotos(t.db, { store }, now)).toEqual({ stored: 0, failed: 0 });
      clock = new Date(clock.getTime() + 61_000);
      const retried = await retryFeedPhotos(t.db, { store }, now);
      expect(retried.stored).toBeGreaterThanOrEqual(1);
      expect((await media("SKY-PF-1099")).map((m) => m.kind)).toEqual(["photo"]);
    });
  });
}
