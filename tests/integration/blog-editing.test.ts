/**
 * Blog posts written in the back office, on both databases: a draft is not on the
 * site; a post scheduled for later is hidden from the list, its page and the sitemap until its
 * time, and the schedule job moves the data version when that time passes (so every cache
 * empties); unpublish and delete take it off; each change is a revision; bodies are sanitised;
 * a bad post is refused and writes nothing. The editor's part: the cover, its alt text
 * and the SEO texts in English and Arabic are kept and in the revisions (a revision from before
 * them restores without losing the cover); the body's images and video survive and a script or
 * onerror does not; unpublish; categories added, renamed, and deleted only when unused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { getBlog, listBlogs } from "../../app/modules/content/blog/queries.server.ts";
import { readDataVersions } from "../../app/platform/db/data-versions.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";
import { announceDuePosts } from "../../app/modules/content/blog/blog-schedule.server.ts";
import { BlogError, blogCategoryChoices, createBlog, deleteBlog, readBlog, saveBlog, unpublishBlog } from "../../app/modules/content/blog/blogs.server.ts";
import { CategoryError, createCategory, deleteCategory, listCategoriesForStaff, renameCategory } from "../../app/modules/content/blog/blog-categories.server.ts";
import { restoreRevision } from "../../app/modules/content/revisions/revisions.server.ts";
import { blogRecord } from "../../app/modules/content/blog/blogs.server.ts";
import { listRevisions } from "../../app/modules/content/revisions/revisions.server.ts";
import { editor } from "../support/admin-fixtures.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

const post = (over: Record<string, unknown> = {}) => ({
  title: { en: "Service charges in Jumeirah Village Circle", ar: "" },
  slug: "service-charges-jvc",
  categoryId: 1,
  description: { en: "What owners pay each year, and why.", ar: "" },
  body: { en: "<p>Charges are set per square foot.</p><script>x()</script>", ar: "" },
  state: "published",
  publishAt: null,
  ...over,
});

for (const dialect of testDialects()) {
  describe(`blog editing (${dialect})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    beforeEach(() => clearAllCaches());

    const listed = async (id: number) => (await listBlogs(t.db, { pageSize: 500 })).rows.some((r) => r.id === id);

    it("shows a published post, hides a draft, and keeps each change as a revision", async () => {
      const db = t.db;
      const id = await createBlog(db, editor, post({ state: "draft" }));
      expect(await listed(id)).toBe(false);
      expect(await getBlog(db, id)).toBeUndefined();
      const draft = (await readBlog(db, String(id)))!;
      expect(draft.body.en).toBe("<p>Charges are set per square foot.</p>");
      await saveBlog(db, editor, id, { ...draft, state: "published" });
      expect(await listed(id)).toBe(true);
      expect((await getBlog(db, id))!.title).toBe("Service charges in Jumeirah Village Circle");
      expect((await listRevisions(db, "blog", String(id))).map((r) => r.action)).toEqual(["update", "create"]);
      await deleteBlog(db, editor, id);
      expect(await getBlog(db, id)).toBeUndefined();
      expect((await listRevisions(db, "blog", String(id)))[0]).toMatchObject({ action: "delete", after: null });
    });

    it("hides a scheduled post until its time, and the schedule job moves the data version then", async () => {
      const db = t.db;
      const publishAt = new Date(Date.now() + 3_000).toISOString();
      const id = await createBlog(db, editor, post({ slug: "scheduled-post", publishAt }));
      expect(await listed(id)).toBe(false);
      expect(await getBlog(db, id)).toBeUndefined();
      const before = await readDataVersions(db);
      // Nothing fell due in a window before its time.
      expect(await announceDuePosts(db, new Date(Date.now() - 60_000), new Date(Date.parse(publishAt) - 1))).toBe(0);
      expect(await readDataVersions(db)).toBe(before);
      expect(await announceDuePosts(db, new Date(Date.parse(publishAt) - 1), new Date(Date.parse(publishAt) + 1))).toBe(1);
      expect(await readDataVersions(db)).not.toBe(before);
      await vi.waitFor(async () => expect(await listed(id)).toBe(true), { timeout: 5_000, interval: 100 });
      expect(await getBlog(db, id)).toBeDefined();
    });

    it("refuses a bad post and an unknown category, writing nothing", async () => {
      const db = t.db;
      const count = async () => Number((await db.selectFrom("blogs").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
      const n = await count();
      await expect(createBlog(db, editor, post({ title: { en: " " } }))).rejects.toThrow(ZodError);
      await expect(createBlog(db, editor, post({ slug: "Not a slug" }))).rejects.toThrow(ZodError);
      await expect(createBlog(db, editor, post({ publishAt: "soon" }))).rejects.toThrow(ZodError);
      await expect(createBlog(db, editor, post({ categoryId: 9999 }))).rejects.toThrow(BlogError);
      expect(await count()).toBe(n);
    });

    it("keeps the cover, its alt text and the SEO texts in both languages, and in the revisions", async () => {
      const db = t.db;
      const cover = `/media/content-images/${"b".repeat(64)}-1200x800.jpg`;
      const body = `<h2>Views</h2><img src="${cover}" alt="Boats in the marina" onerror="alert(1)"><iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe><script>x()</script>`;
      await expect(createBlog(db, editor, post({ image: cover, imageAlt: { en: "", ar: "" } }))).rejects.toThrow(ZodError);
      const id = await createBlog(
        db,
        editor,
        post({
          slug: "marina-views",
          body: { en: body, ar: "<p>المرسى</p>" },
          image: cover,
          imageAlt: { en: "The marina at dusk", ar: "المرسى عند الغروب" },
          seoTitle: { en: "Marina views", ar: "إطلالات المرسى" },
          seoDescription: { en: "Which towers look over the water.", ar: "" },
        }),
      );
      const saved = (await readBlog(db, String(id)))!;
      expect(saved).toMatchObject({
        image: cover,
        imageAlt: { en: "The marina at dusk", ar: "المرسى عند الغروب" },
        seoTitle: { en: "Marina views", ar: "إطلالات المرسى" },
        seoDescription: { en: "Which towers look over the water.", ar: null },
        body: { ar: "<p>المرسى</p>" },
      });
      expect(saved.body.en).toContain(`alt="Boats in the marina"`);
      expect(saved.body.en).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
      expect(saved.body.en).not.toMatch(/onerror|script|alert/);
      expect(await getBlog(db, id)).toMatchObject({ image: cover, imageAlt: "The marina at dusk", seoTitle: "Marina views" });

      // A version kept before covers were edited here (no image fields) restores without losing the cover.
      await saveBlog(db, editor, id, { ...saved, seoTitle: { en: "Changed", ar: null } });
      const [last] = await listRevisions(db, "blog", String(id));
      const old = { ...(last!.before as Record<string, unknown>) };
      delete old.image;
      delete old.imageAlt;
      delete old.seoTitle;
      await restoreRevision(db, editor, blogRecord, { ...last!, before: old });
      expect(await readBlog(db, String(id))).toMatchObject({ image: cover, imageAlt: { en: "The marina at dusk" }, seoTitle: { en: null } });

      await unpublishBlog(db, editor, id);
      expect(await getBlog(db, id)).toBeUndefined();
      expect((await readBlog(db, String(id)))!.state).toBe("draft");
    });

    it("adds, renames and deletes categories; one with posts is kept", async () => {
      const db = t.db;
      const id = await createCategory(db, editor, "  Off-plan guides ");
      await expect(createCategory(db, editor, "Off plan guides")).rejects.toThrow(CategoryError);
      await expect(createCategory(db, editor, "!")).rejects.toThrow(ZodError);
      await renameCategory(db, editor, id, "Off-plan buying");
      expect((await listCategoriesForStaff(db)).find((c) => c.id === id)).toMatchObject({ name: "Off-plan buying", slug: "off-plan-buying", posts: 0 });
      const postId = await createBlog(db, editor, post({ slug: "off-plan-first", categoryId: id }));
      await expect(deleteCategory(db, editor, id)).rejects.toThrow(/1 post/);
      await deleteBlog(db, editor, postId);
      await deleteCategory(db, editor, id);
      expect((await listCategoriesForStaff(db)).some((c) => c.id === id)).toBe(false);
    });

    it("keeps a category's Arabic name: given when added, changed or cleared when renamed, refused when not Arabic", async () => {
      const db = t.db;
      // The demo's categories come named in Arabic.
      expect((await listCategoriesForStaff(db)).find((c) => c.name === "Renting")).toMatchObject({ nameAr: "الإيجار" });
      const id = await createCategory(db, editor, "Golden visas", "  التأشيرة الذهبية ");
      const row = async () => (await listCategoriesForStaff(db)).find((c) => c.id === id);
      expect(await row()).toMatchObject({ name: "Golden visas", nameAr: "التأشيرة الذهبية", slug: "golden-visas" });
      expect((await blogCategoryChoices(db)).find((c) => c.id === id)?.nameAr).toBe("التأشيرة الذهبية");
      await expect(renameCategory(db, editor, id, "Golden visas", "Golden visa")).rejects.toMatchObject({ name: "CategoryError", field: "nameAr" });
      await expect(createCategory(db, editor, "Residency", "x".repeat(61))).rejects.toThrow(CategoryError);
      expect(await row()).toMatchObject({ nameAr: "التأشيرة الذهبية" });
      await renameCategory(db, editor, id, "Golden visas", "الإقامة الذهبية");
      expect(await row()).toMatchObject({ nameAr: "الإقامة الذهبية" });
      await renameCategory(db, editor, id, "Golden visas", "");
      expect(await row()).toMatchObject({ nameAr: null });
      await deleteCategory(db, editor, id);
    });
  });
}
