/**
 * Content as data, on both databases: the pages' texts and the brokerage's
 * identity come from the content tables as the demo seeded them (the spec's texts), and a change
 * written through the content service shows on the next read; a bad change is refused and
 * changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { readBrokerage, readPage } from "../../app/modules/content/pages/read-content.server.ts";
import { pageContent } from "../../app/modules/content/pages/pages.server.ts";
import { sectionsOf, splitSections } from "../../app/modules/content/pages/sections.ts";
import { readDataVersions } from "../../app/platform/db/data-versions.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";
import { replaceList, saveBrokerage, UnknownContentError, updateText } from "../../app/modules/content/pages/write-content.server.ts";
import { brokerage as demoBrokerage } from "../../demo/content/brokerage.ts";
import { ABOUT, BUYING_GUIDE, CATEGORY_PAGES, HOME, META, PRIVACY, TESTIMONIALS } from "../../demo/content/pages.ts";
import { HOME_TEXTS, PAGE_HEADINGS } from "../../demo/content/pages-headings.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

/** Content as the English page shows it: every `{ text, lang? }` read as its text, undefined marks dropped. */
function shownTexts<T>(value: T): unknown {
  if (Array.isArray(value)) return value.map(shownTexts);
  if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.text === "string" && Object.keys(o).every((k) => k === "text" || k === "lang")) return o.text;
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined).map(([k, v]) => [k, shownTexts(v)]));
  }
  return value;
}

for (const dialect of testDialects()) {
  describe(`content (${dialect})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });
    // The cache areas are per process and the two databases of this file share it.
    beforeEach(() => clearAllCaches());

    it("reads the seeded texts: headings, SEO texts, FAQs, guides, legal texts, home and category pages", async () => {
      const db = t.db;
      expect(await pageContent.meta(db, "home")).toEqual(META.home);
      expect(await pageContent.meta(db, "privacy-policy")).toEqual(META["privacy-policy"]);
      expect(shownTexts(await pageContent.heading(db, "about-us"))).toEqual(PAGE_HEADINGS["about-us"]);
      expect(shownTexts(await pageContent.about(db))).toEqual(ABOUT);
      const home = shownTexts(await pageContent.home(db)) as Record<string, unknown>;
      expect(home.text).toEqual(HOME_TEXTS);
      expect(home).toMatchObject({ aboutHtml: HOME.aboutHtml, faq: HOME.faq, testimonials: TESTIMONIALS });
      const guide = shownTexts(await pageContent.buyingGuide(db)) as Record<string, unknown>;
      expect(guide.introHtml).toBe(BUYING_GUIDE.introHtml);
      expect(guide.faq).toEqual(BUYING_GUIDE.faq);
      const { freeholdVsLeaseholdHtml, marketResearchHtml, propertyServicesHtml, investmentAdvisoryHtml, costsTableHtml } = BUYING_GUIDE;
      expect(guide.sections).toEqual(sectionsOf([freeholdVsLeaseholdHtml, marketResearchHtml, propertyServicesHtml, investmentAdvisoryHtml, costsTableHtml]));
      const privacy = shownTexts(await pageContent.privacy(db));
      expect(privacy).toEqual(splitSections(PRIVACY.html));
      const villas = shownTexts(await pageContent.category(db, "villas-for-sale-in-dubai"));
      const seeded = CATEGORY_PAGES["villas-for-sale-in-dubai"];
      expect(villas).toEqual({ heading: seeded.heading, metaTitle: seeded.metaTitle, metaDescription: seeded.metaDescription, seoHtml: seeded.seoHtml, faq: seeded.faq });
      // The demo's rows are marked (demo_rows): the footer says the site is a demo.
      expect(await readBrokerage(db)).toEqual({ ...demoBrokerage, offices: demoBrokerage.offices, demo: true });
    });

    it("an editor's change shows on the next read, and moves the data version", async () => {
      const db = t.db;
      const before = await readDataVersions(db);
      expect((await pageContent.heading(db, "careers")).heading.text).toBe("Careers");
      await updateText(db, { page: "careers", field: "heading", text: { en: "  Work with us  ", ar: "اعمل معنا" } });
      // No clearAllCaches() here: the write itself empties this process's caches.
      expect((await pageContent.heading(db, "careers")).heading.text).toBe("Work with us");
      expect((await pageContent.heading(db, "careers", "ar")).heading.text).toBe("اعمل معنا");
      // Untranslated texts read as English in Arabic, marked as English.
      await updateText(db, { page: "careers", field: "eyebrow", text: { en: "Join us" } });
      expect((await pageContent.heading(db, "careers", "ar")).eyebrow).toEqual({ text: "Join us", lang: "en" });
      expect(await readDataVersions(db)).not.toBe(before);
    });

    it("refuses an empty English text, an unknown field or page, and changes nothing", async () => {
      const db = t.db;
      const before = await readDataVersions(db);
      await expect(updateText(db, { page: "faq", field: "heading", text: { en: "   " } })).rejects.toThrow(ZodError);
      await expect(updateText(db, { page: "faq", field: "heading", text: { en: "x".repeat(70_000) } })).rejects.toThrow(ZodError);
      await expect(updateText(db, { page: "faq", field: "no-such-field", text: { en: "Hello" } })).rejects.toThrow(UnknownContentError);
      await expect(updateText(db, { page: "Bad Page!", field: "heading", text: { en: "Hello" } })).rejects.toThrow(ZodError);
      await expect(replaceList(db, { page: "no-such-page", list: "faq", items: [] })).rejects.toThrow(UnknownContentError);
      expect(await readDataVersions(db)).toBe(before);
      expect((await pageContent.heading(db, "faq")).heading.text).toBe(PAGE_HEADINGS.faq.heading);
    });

    it("replaces a page's FAQ as a whole, in the order given", async () => {
      const db = t.db;
      const items = [
        { title: { en: "Can I pay in instalments?" }, body: { en: "<p>Yes, on most off-plan projects.</p>", ar: "<p>نعم</p>" } },
        { title: { en: "Do you manage holiday homes?" }, body: { en: "<p>Not yet.</p>" } },
      ];
      await replaceList(db, { page: "property-management", list: "faq", items });
      expect(shownTexts((await pageContent.propertyManagement(db)).faq)).toEqual([
        { question: "Can I pay in instalments?", answerHtml: "<p>Yes, on most off-plan projects.</p>" },
        { question: "Do you manage holiday homes?", answerHtml: "<p>Not yet.</p>" },
      ]);
      expect((await readPage(db, "property-management", "ar")).list("faq")[0]?.body.text).toBe("<p>نعم</p>");
    });

    it("changes the brokerage's identity through the service, validated", async () => {
      const db = t.db;
      const input = {
        ...demoBrokerage,
        name: { en: "Harbour Homes Real Estate" },
        shortName: { en: "Harbour Homes" },
        legalName: { en: demoBrokerage.legalName },
        phone: "+97145550999",
        offices: demoBrokerage.offices.slice(0, 1).map((o) => ({
          ...o,
          name: { en: o.name },
          building: { en: o.building },
          street: { en: o.street },
          area: { en: o.area },
          city: { en: o.city },
          country: { en: o.country },
        })),
        social: { youtube: demoBrokerage.social.youtube },
      };
      await expect(saveBrokerage(db, { ...input, phone: "04 555 0999" })).rejects.toThrow(ZodError);
      await expect(saveBrokerage(db, { ...input, offices: input.offices.map((o) => ({ ...o, lat: 200 })) })).rejects.toThrow(ZodError);
      expect((await readBrokerage(db)).name).toBe(demoBrokerage.name);
      await saveBrokerage(db, input);
      const saved = await readBrokerage(db);
      expect(saved).toMatchObject({ name: "Harbour Homes Real Estate", shortName: "Harbour Homes", phone: "+97145550999", orn: demoBrokerage.orn });
      expect(saved.offices).toEqual([demoBrokerage.offices[0]]);
      expect(saved.social).toEqual({ youtube: demoBrokerage.social.youtube });
    });
  });
}
