/**
 * The back office's feed service on both databases: runs listed with their counts and a
 * run's report with the rejections' reasons; the areas an import created inactive; a mapping an
 * admin corrects (refused when the name was never met, the record does not exist, or an area
 * would point nowhere, changing nothing) is used by the next import, and audited.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, TEST_NOW, type TestDb } from "../support/databases.ts";
import { fixture } from "../support/feed-server.ts";
import { importFeed } from "../../app/modules/feeds/import.server.ts";
import { inactiveFeedAreas, listFeedRuns, listMappings, MappingError, readFeedRun, setMapping } from "../../app/modules/feeds/feed-admin.server.ts";
import type { Actor } from "../../app/modules/staff/scope.ts";

const admin: Actor = { staffId: 1, name: "Hessa Admin", role: "admin", agentId: null };

for (const dialect of testDialects()) {
  describe(`feed screens' service (${dialect})`, () => {
    let t: TestDb;
    const file = path.join(os.tmpdir(), `feed-admin-${dialect}-${process.pid}.xml`);
    const run = () => importFeed(t.db, { source: file, photos: null, now: () => TEST_NOW });

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      fs.writeFileSync(file, fixture("pf-full.xml", "http://127.0.0.1:9"));
    });
    afterAll(async () => {
      await t?.cleanup();
      fs.rmSync(file, { force: true });
    });

    it("lists the runs and shows a run's report with the reasons of its rejections", async () => {
      const r = await run();
      const { runs, more } = await listFeedRuns(t.db);
      expect(more).toBe(false);
      expect(runs[0]).toMatchObject({ id: r.runId, source: file, format: "pf", status: "done", entries: 7, added: 4, rejected: 4 });
      const detail = (await readFeedRun(t.db, r.runId))!;
      expect(detail.report.rejections.find((j) => j.ref === "SKY-PF-1003")?.reasons.join(" ")).toMatch(/"Price on request" is not an amount/);
      expect(detail.report.areasCreated).toEqual(["Al Khawaneej Gardens"]);
      expect(await readFeedRun(t.db, 999_999)).toBeNull();
      expect((await inactiveFeedAreas(t.db)).map((a) => [a.name, a.feedName])).toEqual([["Al Khawaneej Gardens", "al khawaneej gardens"]]);
    });

    it("refuses a bad mapping and changes nothing", async () => {
      const before = await listMappings(t.db, "area");
      await expect(setMapping(t.db, admin, { entity: "area", sourceName: "al khawaneej gardens", targetId: null })).rejects.toBeInstanceOf(MappingError);
      await expect(setMapping(t.db, admin, { entity: "area", sourceName: "never met", targetId: 2 })).rejects.toThrow(/No import has met this name/);
      await expect(setMapping(t.db, admin, { entity: "area", sourceName: "dubai marina", targetId: 999_999 })).rejects.toThrow(/no such area/);
      expect(await listMappings(t.db, "area")).toEqual(before);
    });

    it("a corrected mapping is used by the next import, and audited", async () => {
      const target = await t.db.selectFrom("areas").select(["id", "name"]).where("is_active", "=", 1).where("id", "<>", 2).orderBy("id").executeTakeFirstOrThrow();
      await setMapping(t.db, admin, { entity: "area", sourceName: "al khawaneej gardens", targetId: target.id }, TEST_NOW);
      const row = (await listMappings(t.db, "area")).find((m) => m.sourceName === "al khawaneej gardens")!;
      expect(row).toMatchObject({ targetId: target.id, targetName: target.name, targetActive: true, origin: "admin" });
      expect(await inactiveFeedAreas(t.db)).toEqual([]);
      const again = await run();
      expect({ updated: again.updated, unchanged: again.unchanged }).toEqual({ updated: 1, unchanged: 3 });
      const unit = await t.db.selectFrom("units").select("area_id").where("crm_ref", "=", "SKY-PF-1002").executeTakeFirstOrThrow();
      expect(Number(unit.area_id)).toBe(target.id);
      const audit = await t.db.selectFrom("audit_log").select(["staff_id", "entity", "entity_id", "after_json"]).where("action", "=", "map feed name").executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ staff_id: 1, entity: "feed area", entity_id: "al khawaneej gardens" });
      expect(JSON.parse(audit.after_json!)).toEqual({ targetId: target.id, origin: "admin" });
      // A developer may be left unmatched on purpose.
      const dev = (await listMappings(t.db, "developer"))[0]!;
      await setMapping(t.db, admin, { entity: "developer", sourceName: dev.sourceName, targetId: null });
      expect((await listMappings(t.db, "developer"))[0]).toMatchObject({ targetId: null, origin: "admin" });
    });
  });
}
