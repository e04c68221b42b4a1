/**
 * A brokerage's first import, on both databases: into a database that is only migrated
 * (reference data, no demo), a Property Finder feed creates the developers, the projects (drafts),
 * the agents and the one community it names that the reference areas lack, imports every valid
 * listing with its photos, rejects each bad one with its reason, reports what it created, records
 * it in the mapping table the back office shows, and a second run changes nothing. The CLI does
 * the same as a child process and exits 0.
 */
import { diskMediaFiles } from "../../app/platform/media/media-disk.server.ts";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { readDataVersions } from "../../app/platform/db/data-versions.server.ts";
import { listFeedRuns, listMappings, readFeedRun } from "../../app/modules/feeds/feed-admin.server.ts";
import { importFeed } from "../../app/modules/feeds/import.server.ts";
import { emptyTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { fixture, startFeedServer, type FeedServer } from "../support/feed-server.ts";

const FEED = "pf-first-import.xml";
const run = promisify(execFile);

/** What the import made, in a form two runs can be compared by. */
async function catalogue(t: TestDb) {
  const [areas, developers, projects, agents, units, media] = await Promise.all([
    t.db.selectFrom("areas").select(["id", "name", "is_active"]).where("is_reference", "=", 0).orderBy("id").execute(),
    t.db.selectFrom("developers").select(["id", "name", "is_active"]).orderBy("id").execute(),
    t.db.selectFrom("projects").select(["id", "name", "state", "developer_id", "area_id"]).orderBy("id").execute(),
    t.db.selectFrom("agents").select(["id", "name", "brn"]).orderBy("id").execute(),
    t.db.selectFrom("units").select(["id", "crm_ref", "state", "area_id", "developer_id", "project_id", "agent_id", "updated_at"]).orderBy("id").execute(),
    t.db.selectFrom("listing_media").select(["unit_id", "path"]).orderBy("id").execute(),
  ]);
  return { areas, developers, projects, agents, units, media };
}

for (const dialect of testDialects()) {
  describe(`first feed import into a site without the demo (${dialect})`, () => {
    let t: TestDb;
    let server: FeedServer;
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-import-media-"));
    const clock = new Date("2026-11-29T07:00:00.000Z");
    const importOnce = () => importFeed(t.db, { source: server.url(FEED), now: () => clock, photos: { store: { files: diskMediaFiles(mediaDir), formats: ["webp"] }, timeoutMs: 5000 } });

    beforeAll(async () => {
      [t, server] = await Promise.all([emptyTestDb(dialect), startFeedServer()]);
      await migrateToLatest(t.db);
    });
    afterAll(async () => {
      await t?.cleanup();
      await server?.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    });

    it("creates what the feed names, imports the valid listings with their photos and rejects the bad ones", async () => {
      const r = await importOnce();
      expect(r.status).toBe("done");
      expect({ entries: r.entries, added: r.added, updated: r.updated, rejected: r.rejected, photosPending: r.photosPending }).toEqual({ entries: 6, added: 4, updated: 0, rejected: 2, photosPending: 0 });
      const why = Object.fromEntries(r.report.rejections.map((j) => [j.ref, j.reasons.join(" ")]));
      expect(why["DHR-S-0401"]).toMatch(/price "Ask the agent" is not an amount/);
      expect(why["DHR-S-0402"]).toMatch(/property type "LP"/);
      expect(r.report).toMatchObject({
        areasCreated: ["Al Warqa Gardens"],
        developersCreated: ["Harbourline Developments", "Palmwood Homes"],
        projectsCreated: ["Marina Gate Residences"],
        agentsCreated: ["Huda Al Falasi", "Tomasz Nowicki"],
        unmatchedDevelopers: [],
        unmatchedProjects: [],
      });

      const c = await catalogue(t);
      expect(c.areas).toEqual([{ id: expect.any(Number), name: "Al Warqa Gardens", is_active: 0 }]);
      expect(c.developers.map((d) => [d.name, d.is_active])).toEqual([["Harbourline Developments", 1], ["Palmwood Homes", 1]]);
      const marina = await t.db.selectFrom("areas").select("id").where("page_url", "=", "dubai-marina").executeTakeFirstOrThrow();
      expect(c.projects).toEqual([{ id: expect.any(Number), name: "Marina Gate Residences", state: "draft", developer_id: c.developers[0]!.id, area_id: marina.id }]);
      expect(c.agents.map((a) => [a.name, a.brn])).toEqual([["Huda Al Falasi", "60211"], ["Tomasz Nowicki", "60877"]]);

      const unit = (ref: string) => c.units.find((u) => u.crm_ref === ref)!;
      expect(c.units.map((u) => u.crm_ref).sort()).toEqual(["DHR-R-0201", "DHR-S-0101", "DHR-S-0102", "DHR-S-0301"]);
      expect(c.units.every((u) => u.state === "published")).toBe(true);
      expect(unit("DHR-S-0101")).toMatchObject({ area_id: marina.id, developer_id: c.developers[0]!.id, project_id: c.projects[0]!.id, agent_id: c.agents[0]!.id });
      expect(unit("DHR-S-0102")).toMatchObject({ project_id: c.projects[0]!.id });
      expect(unit("DHR-R-0201")).toMatchObject({ developer_id: c.developers[1]!.id, project_id: null, agent_id: c.agents[1]!.id });
      expect(unit("DHR-S-0301")).toMatchObject({ area_id: c.areas[0]!.id, developer_id: null });
      // Every photo stored through the image pipeline.
      expect(c.media.filter((m) => m.unit_id === unit("DHR-S-0101").id)).toHaveLength(2);
      expect(c.media).toHaveLength(5);
      for (const m of c.media) expect(fs.existsSync(path.join(mediaDir, m.path.replace("/media/", "")))).toBe(true);

      // The back office's feed screens: the run and its report, and every created name in the mapping table.
      const { runs } = await listFeedRuns(t.db);
      expect(runs[0]).toMatchObject({ id: r.runId, status: "done", added: 4, rejected: 2 });
      const stored = (await readFeedRun(t.db, r.runId))!;
      expect(stored.report).toMatchObject({ developersCreated: ["Harbourline Developments", "Palmwood Homes"], projectsCreated: ["Marina Gate Residences"] });
      const created = async (entity: "area" | "developer" | "project" | "agent") =>
        (await listMappings(t.db, entity)).filter((m) => m.origin === "created").map((m) => m.targetName);
      expect(await created("area")).toEqual(["Al Warqa Gardens"]);
      expect(await created("developer")).toEqual(["Harbourline Developments", "Palmwood Homes"]);
      expect(await created("project")).toEqual(["Marina Gate Residences"]);
      expect((await created("agent")).sort()).toEqual(["Huda Al Falasi", "Tomasz Nowicki"]);
      expect((await listMappings(t.db, "area")).find((m) => m.sourceName === "dubai marina")).toMatchObject({ targetId: marina.id, origin: "auto" });
    });

    it("changes nothing when the same feed is imported again", async () => {
      const before = await catalogue(t);
      const version = await readDataVersions(t.db);
      const r = await importOnce();
      expect({ status: r.status, added: r.added, updated: r.updated, unchanged: r.unchanged, unpublished: r.unpublished, rejected: r.rejected }).toEqual({
        status: "done", added: 0, updated: 0, unchanged: 4, unpublished: 0, rejected: 2,
      });
      expect(r.report).toMatchObject({ areasCreated: [], developersCreated: [], projectsCreated: [], agentsCreated: [] });
      expect(await catalogue(t)).toEqual(before);
      expect(await readDataVersions(t.db)).toBe(version);
    });
  });
}

describe("npm run feed:import on a site without the demo", () => {
  const dialect = testDialects()[0]!;
  let t: TestDb;
  let server: FeedServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-import-cli-"));
  beforeAll(async () => {
    [t, server] = await Promise.all([emptyTestDb(dialect), startFeedServer()]);
    await migrateToLatest(t.db);
  });
  afterAll(async () => {
    await t?.cleanup();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("imports a file, prints what it created and exits 0", async () => {
    const file = path.join(dir, FEED);
    fs.writeFileSync(file, fixture(FEED, server.base));
    const { stdout } = await run(process.execPath, ["scripts/feed-import.ts", file], {
      env: { ...process.env, DATABASE_URL: t.url, MEDIA_DIR: path.join(dir, "media"), LOG_LEVEL: "warn", FEED_FETCH_TIMEOUT_MS: "5000" },
    });
    expect(stdout).toMatch(/Feed run 1: done \(Property Finder format\)/);
    expect(stdout).toMatch(/added 4, updated 0, unchanged 0, unpublished 0, rejected 2, photos pending 0/);
    expect(stdout).toMatch(/developers created: Harbourline Developments, Palmwood Homes/);
    expect(stdout).toMatch(/projects created \(drafts\): Marina Gate Residences/);
    const units = await t.db.selectFrom("units").select("crm_ref").where("state", "=", "published").execute();
    expect(units).toHaveLength(4);
  });
});
