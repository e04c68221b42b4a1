/**
 * The map search on both databases: the positions come from the list's own filter
 * query; clusters at low zoom add up to the search's count; points at high zoom lie inside the
 * box; the count in view is the list's for the same box; the list narrowed to a box holds only
 * the units inside it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { mapPoints } from "../../app/modules/listings/queries/map-points.server.ts";
import { searchUnits } from "../../app/modules/listings/queries/units.server.ts";
import { answerFrom, buildIndex, MAP_MAX_ZOOM } from "../../app/modules/listings/map/map-index.server.ts";
import { parseUnitSearchParams, parseProjectSearchParams } from "../../app/modules/listings/search/search-criteria.ts";
import type { Bbox } from "../../app/modules/listings/map/map-bbox.ts";

const WORLD: Bbox = [-180, -85, 180, 85];

for (const dialect of testDialects()) {
  describe(`map search on ${dialect}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const unitSearch = (qs: string) => ({ kind: "unit" as const, criteria: parseUnitSearchParams(new URLSearchParams(qs)) });
    const countUnits = async (where: (q: any) => any) =>
      Number((await where(t.db.selectFrom("units as u").where("u.is_active", "=", 1).where("u.lat", "is not", null)).select((eb: any) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

    it("gives every shown unit a position, each its own (the generator spreads them in their area)", async () => {
      const points = await mapPoints(t.db, unitSearch(""));
      expect(points.length).toBe(await countUnits((q) => q));
      expect(new Set(points.map((p) => `${p.lat},${p.lng}`)).size).toBeGreaterThan(points.length * 0.95);
    });

    it("answers clusters at low zoom that add up to the search's count, filters respected", async () => {
      for (const qs of ["", "purpose=2", "purpose=1&beds=2,3", "unitType=1&priceFrom=1000000"]) {
        const m = unitSearch(qs);
        const entry = await buildIndex(t.db, m);
        const answer = answerFrom(entry, WORLD, 3);
        expect(answer.features.some((f) => f.type === "cluster") || entry.points < 2).toBe(true);
        const sum = answer.features.reduce((n, f) => n + (f.type === "cluster" ? f.count : 1), 0);
        expect(sum).toBe(entry.points);
        expect(answer.inView).toBe(entry.points);
        const ids = new Set((await searchUnits(t.db, { ...m.criteria, pageSize: 10_000 })).rows.map((r) => r.id));
        expect(entry.points).toBe(ids.size);
      }
    });

    it("answers points at high zoom, only those inside the box", async () => {
      const m = unitSearch("");
      const entry = await buildIndex(t.db, m);
      const all = await mapPoints(t.db, m);
      const centre = all[Math.floor(all.length / 2)]!;
      const box: Bbox = [centre.lng - 0.002, centre.lat - 0.002, centre.lng + 0.002, centre.lat + 0.002];
      const answer = answerFrom(entry, box, MAP_MAX_ZOOM);
      const inside = all.filter((p) => p.lng >= box[0] && p.lng <= box[2] && p.lat >= box[1] && p.lat <= box[3]);
      expect(answer.features.every((f) => f.type === "point")).toBe(true);
      expect(answer.features.map((f) => f.id).sort((a, b) => a - b)).toEqual(inside.map((p) => p.id).sort((a, b) => a - b));
      expect(answer.features.map((f) => f.id)).toContain(centre.id);
    });

    it("counts in view what the list narrowed to the same box counts, clusters or not, and opens on every match", async () => {
      const m = unitSearch("");
      const entry = await buildIndex(t.db, m);
      const all = await mapPoints(t.db, m);
      const [w, s, e, n] = entry.extent!;
      expect(all.every((p) => p.lng >= w && p.lng <= e && p.lat >= s && p.lat <= n)).toBe(true);
      expect(all.some((p) => p.lng === w) && all.some((p) => p.lat === n)).toBe(true);
      // Half the extent, at the zooms where the map draws clusters whose centres fall either side of its edges.
      const box = [w, s, (w + e) / 2, (s + n) / 2].map((v) => Math.round(v * 1e6) / 1e6) as Bbox;
      const { total } = await searchUnits(t.db, parseUnitSearchParams(new URLSearchParams(`bbox=${box.join(",")}`), 10));
      expect(total).toBeGreaterThan(0);
      for (const zoom of [9, 11, 13, MAP_MAX_ZOOM]) expect(answerFrom(entry, box, zoom).inView, `zoom ${zoom}`).toBe(total);
      const none = await buildIndex(t.db, unitSearch("priceFrom=999999999999"));
      expect(answerFrom(none, box, 10)).toMatchObject({ total: 0, inView: 0, extent: null });
    });

    it("narrows the list to the box when the visitor searches this area", async () => {
      const all = await mapPoints(t.db, unitSearch(""));
      const centre = all[0]!;
      const box = [centre.lng - 0.01, centre.lat - 0.01, centre.lng + 0.01, centre.lat + 0.01].map((v) => Math.round(v * 1e6) / 1e6) as Bbox;
      const c = parseUnitSearchParams(new URLSearchParams(`bbox=${box.join(",")}`), 10_000);
      expect(c.bbox).toEqual(box);
      const { rows, total } = await searchUnits(t.db, c);
      const inside = all.filter((p) => p.lng >= box[0] && p.lng <= box[2] && p.lat >= box[1] && p.lat <= box[3]);
      expect(total).toBe(inside.length);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(inside.map((p) => p.id).sort((a, b) => a - b));
      expect(total).toBeLessThan(all.length);
    });

    it("maps projects with the project list's filters", async () => {
      const criteria = parseProjectSearchParams(new URLSearchParams(""));
      const entry = await buildIndex(t.db, { kind: "project", criteria });
      const answer = answerFrom(entry, WORLD, 2);
      expect(answer.inView).toBe(entry.points);
      expect(entry.points).toBeGreaterThan(0);
    });

    it("drops a malformed box in the list's URL (lenient), keeping the rest of the search", () => {
      for (const bad of ["1,2,3", "55,25,54,26", "a,b,c,d", "200,0,201,1"]) {
        expect(parseUnitSearchParams(new URLSearchParams(`bbox=${bad}&purpose=2`))).toMatchObject({ bbox: undefined, purpose: 2 });
      }
    });
  });
}
