/**
 * Areas edited in the back office, on both databases: a save changes what the area
 * page reads and keeps the previous version as a revision (restorable); a changed slug keeps the
 * old one leading to the area (and a slug taken back drops that); a slug another area has, an
 * unknown emirate, a bad map position or an empty name is refused and writes nothing. A community
 * the reference areas lack is added, with its first revision; a taken slug is refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { findAreaGuide, listAreaGuides } from "../../app/modules/content/areas/queries.server.ts";
import { movedSlug } from "../../app/modules/content/slug-redirects.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";
import { AreaError, areaRecord, createArea, readArea, saveArea } from "../../app/modules/content/areas/areas.server.ts";
import { listRevisions, restoreRevision, RevisionNotFoundError } from "../../app/modules/content/revisions/revisions.server.ts";
import { editor } from "../support/admin-fixtures.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

for (const dialect of testDialects()) {
  describe(`area editing (${dialect})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    beforeEach(() => clearAllCaches());

    it("saves an area, keeps its previous version and its old slug, and restores", async () => {
      const db = t.db;
      const first = await db.selectFrom("areas").select(["id", "page_url"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      const id = Number(first.id);
      const before = (await readArea(db, String(id)))!;
      await saveArea(db, editor, id, {
        ...before,
        slug: `${before.slug}-renamed`,
        description: { en: '<p>Waterfront towers by the creek.</p><script>x()</script>', ar: "<p>أبراج على الخور.</p>" },
      });
      const guide = (await findAreaGuide(db, `${before.slug}-renamed`))!;
      expect(guide.descriptionHtml).toBe("<p>Waterfront towers by the creek.</p>");
      expect(await findAreaGuide(db, before.slug)).toBeUndefined();
      expect(await movedSlug(db, "area", before.slug)).toBe(`${before.slug}-renamed`);

      const [revision] = await listRevisions(db, "area", String(id));
      expect(revision).toMatchObject({ action: "update", staffName: editor.name, before });
      await restoreRevision(db, editor, areaRecord, revision!);
      expect(await readArea(db, String(id))).toEqual(before);
      // The slug taken back is the area's own again; the renamed one now leads to it.
      expect(await movedSlug(db, "area", before.slug)).toBeNull();
      expect(await movedSlug(db, "area", `${before.slug}-renamed`)).toBe(before.slug);
    });

    it("gives the area page and cards the area's logo once an editor sets it", async () => {
      const db = t.db;
      const row = await db.selectFrom("areas").select(["id"]).where("is_active", "=", 1).orderBy("id", "desc").executeTakeFirstOrThrow();
      const before = (await readArea(db, String(row.id)))!;
      expect((await findAreaGuide(db, before.slug))?.logo).toBeNull();
      const logo = "/media/content-images/area-logo-test-200x120.jpg";
      await saveArea(db, editor, Number(row.id), { ...before, logoPath: logo });
      expect((await findAreaGuide(db, before.slug))?.logo).toBe(logo);
      expect((await listAreaGuides(db)).find((g) => g.id === Number(row.id))?.logo).toBe(logo);
      await saveArea(db, editor, Number(row.id), before);
      expect((await findAreaGuide(db, before.slug))?.logo).toBeNull();
    });

    it("refuses a taken slug, an unknown emirate, a bad position or an empty name, writing nothing", async () => {
      const db = t.db;
      const [a, b] = await db.selectFrom("areas").select(["id", "page_url"]).orderBy("id").limit(2).execute();
      const current = (await readArea(db, String(a!.id)))!;
      const count = (await listRevisions(db, "area", String(a!.id))).length;
      await expect(saveArea(db, editor, Number(a!.id), { ...current, slug: b!.page_url })).rejects.toThrow(AreaError);
      await expect(saveArea(db, editor, Number(a!.id), { ...current, emirateId: 9999 })).rejects.toThrow(AreaError);
      await expect(saveArea(db, editor, Number(a!.id), { ...current, lat: 40, lng: 55 })).rejects.toThrow(ZodError);
      await expect(saveArea(db, editor, Number(a!.id), { ...current, lat: 25.1, lng: null })).rejects.toThrow(ZodError);
      await expect(saveArea(db, editor, Number(a!.id), { ...current, name: { en: " " } })).rejects.toThrow(ZodError);
      await expect(saveArea(db, editor, Number(a!.id), { ...current, slug: "Bad Slug" })).rejects.toThrow(ZodError);
      await expect(saveArea(db, editor, 999_999, current)).rejects.toThrow(RevisionNotFoundError);
      expect(await readArea(db, String(a!.id))).toEqual(current);
      expect(await listRevisions(db, "area", String(a!.id))).toHaveLength(count);
    });

    it("adds a community the reference areas lack, with its first revision, and refuses a taken address", async () => {
      const db = t.db;
      const input = {
        name: { en: "Warsan Village", ar: "قرية ورسان" },
        slug: "warsan-village",
        emirateId: 1,
        description: { en: "<p>Low-rise apartments and townhouses near International City, with some of Dubai's lowest rents.</p>", ar: null },
        lat: 25.1606,
        lng: 55.4172,
        active: true,
      };
      const taken = await db.selectFrom("areas").select("page_url").orderBy("id").executeTakeFirstOrThrow();
      const areas = await db.selectFrom("areas").select("id").execute();
      await expect(createArea(db, editor, { ...input, slug: taken.page_url })).rejects.toThrow(AreaError);
      expect(await db.selectFrom("areas").select("id").execute()).toHaveLength(areas.length);

      const id = await createArea(db, editor, input);
      expect(await readArea(db, String(id))).toEqual({ ...input, imagePath: null, logoPath: null });
      expect((await findAreaGuide(db, "warsan-village"))?.name).toBe("Warsan Village");
      const row = await db.selectFrom("areas").select("is_reference").where("id", "=", id).executeTakeFirstOrThrow();
      expect(Number(row.is_reference)).toBe(0);
      expect(await listRevisions(db, "area", String(id))).toMatchObject([{ action: "create", staffName: editor.name }]);
    });
  });
}
