/**
 * Revisions of content, on both databases: an editor's save of a page keeps the
 * previous version with who and when; restoring a revision puts that version back (as a change of
 * its own); reset returns the page to the texts the seed first wrote; HTML goes through the
 * sanitiser; a bad save, an unknown page or a field the page lacks is refused and writes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { pageContent } from "../../app/modules/content/pages/pages.server.ts";
import { readDataVersions } from "../../app/platform/db/data-versions.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";
import { pageRecord, resetPage, savePage, UnknownContentError } from "../../app/modules/content/pages/write-content.server.ts";
import { readPageRecord } from "../../app/modules/content/pages/read-content.server.ts";
import { listRevisions, readRevision, restoreRevision, RevisionNotFoundError } from "../../app/modules/content/revisions/revisions.server.ts";
import { readAudit } from "../../app/modules/staff/audit.server.ts";
import { FAQ_PAGE } from "../../demo/content/pages.ts";
import { editor, admin } from "../support/admin-fixtures.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

for (const dialect of testDialects()) {
  describe(`content revisions (${dialect})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    beforeEach(() => clearAllCaches());

    it("keeps the previous version of each save with who and when, and restores it", async () => {
      const db = t.db;
      const seeded = (await readPageRecord(db, "faq"))!;
      expect(seeded.lists.faq!.map((i) => i.title.en)).toEqual(FAQ_PAGE.faq.map((f) => f.question));

      const edited = structuredClone(seeded);
      edited.texts.heading = { en: "Questions buyers ask us", ar: "أسئلة المشترين" };
      edited.lists.faq![0]!.body = { en: "<p>Yes: freehold zones are open to every nationality.</p>", ar: null };
      const versions = await readDataVersions(db);
      await savePage(db, editor, edited);
      expect(await readDataVersions(db)).not.toBe(versions);
      expect((await pageContent.heading(db, "faq")).heading.text).toBe("Questions buyers ask us");
      expect((await pageContent.heading(db, "faq", "ar")).heading.text).toBe("أسئلة المشترين");
      expect((await pageContent.faqPage(db)).faq[0]!.answerHtml).toBe("<p>Yes: freehold zones are open to every nationality.</p>");

      const [latest] = await listRevisions(db, "page", "faq");
      expect(latest).toMatchObject({ kind: "page", key: "faq", action: "update", staffId: editor.staffId, staffName: editor.name });
      expect(latest!.before).toEqual(seeded);
      expect((latest!.after as typeof seeded).texts.heading!.en).toBe("Questions buyers ask us");
      expect(Date.now() - Date.parse(latest!.at)).toBeLessThan(60_000);
      expect((await readAudit(db, { entity: "page", entityId: "faq" }))[0]).toMatchObject({ action: "update", staffId: editor.staffId });

      // A second save, then the first one's version back.
      const second = structuredClone(edited);
      second.texts.heading = { en: "Your questions", ar: null };
      await savePage(db, admin, second);
      await restoreRevision(db, admin, pageRecord, (await readRevision(db, latest!.id))!);
      expect(await readPageRecord(db, "faq")).toEqual(seeded);
      expect((await pageContent.heading(db, "faq")).heading.text).toBe(seeded.texts.heading!.en);
      const history = await listRevisions(db, "page", "faq");
      expect(history.map((r) => r.action)).toEqual(["restore", "update", "update"]);
      expect((history[0]!.before as typeof seeded).texts.heading!.en).toBe("Your questions");
    });

    it("resets a page to the texts the seed first wrote", async () => {
      const db = t.db;
      const seeded = (await readPageRecord(db, "careers"))!;
      const edited = structuredClone(seeded);
      edited.texts.heading = { en: "Join our Dubai team", ar: null };
      edited.lists.roles = edited.lists.roles!.slice(1);
      await savePage(db, editor, edited);
      expect((await readPageRecord(db, "careers"))!.lists.roles).toHaveLength(seeded.lists.roles!.length - 1);
      await resetPage(db, editor, "careers");
      expect(await readPageRecord(db, "careers")).toEqual(seeded);
      expect((await listRevisions(db, "page", "careers"))[0]).toMatchObject({ action: "reset", staffName: editor.name });
    });

    it("sanitises HTML texts and FAQ answers as blog bodies are", async () => {
      const db = t.db;
      const page = (await readPageRecord(db, "about-us"))!;
      page.texts["intro-html"] = { en: '<p onclick="steal()">We sell homes<script>alert(1)</script> <a href="https://evil.example">here</a></p>', ar: null };
      page.lists.faq![0]!.body = { en: '<p>Fine</p><img src=x onerror="alert(1)">', ar: null };
      page.texts.heading = { en: "About <the> agency", ar: null };
      await savePage(db, editor, page);
      const saved = (await readPageRecord(db, "about-us"))!;
      expect(saved.texts["intro-html"]!.en).toBe("<p>We sell homes <span>here</span></p>");
      expect(saved.lists.faq![0]!.body!.en).toBe("<p>Fine</p>");
      // A plain text is not HTML: kept as written (React escapes it).
      expect(saved.texts.heading!.en).toBe("About <the> agency");
    });

    it("refuses a bad save, an unknown page and a missing or extra field, writing nothing", async () => {
      const db = t.db;
      const page = (await readPageRecord(db, "privacy-policy"))!;
      const versions = await readDataVersions(db);
      const count = (await listRevisions(db, "page", "privacy-policy")).length;
      await expect(savePage(db, editor, { ...page, texts: { ...page.texts, heading: { en: "  " } } })).rejects.toThrow(ZodError);
      await expect(savePage(db, editor, { ...page, texts: { ...page.texts, "no-such-field": { en: "Hi" } } })).rejects.toThrow(UnknownContentError);
      const { heading: _dropped, ...fewer } = page.texts;
      await expect(savePage(db, editor, { ...page, texts: fewer })).rejects.toThrow(UnknownContentError);
      await expect(savePage(db, editor, { ...page, page: "no-such-page" })).rejects.toThrow(RevisionNotFoundError);
      await expect(resetPage(db, editor, "no-such-page")).rejects.toThrow(RevisionNotFoundError);
      expect(await readPageRecord(db, "privacy-policy")).toEqual(page);
      expect(await readDataVersions(db)).toEqual(versions);
      expect(await listRevisions(db, "page", "privacy-policy")).toHaveLength(count);
    });
  });
}
