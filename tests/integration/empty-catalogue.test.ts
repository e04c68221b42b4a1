/**
 * A new brokerage's site before it has listed anything, on both databases: a database that
 * is only migrated (reference data), with the brokerage's identity written through the content
 * service and nothing else, served by the whole app (pages through Vite, tests/support/page-app.ts).
 * Every public route in English and Arabic, every API call, the sitemap, the portal feeds and every
 * back-office screen answer without a 5xx; the lists say 'Not Found', the home page leaves out the
 * sections it has nothing for, and an area or developer without projects says so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/modules/staff/sessions.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { localizePath } from "../../app/platform/i18n/locale.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";
import { saveBrokerage } from "../../app/modules/content/pages/write-content.server.ts";
import { readCalls } from "../../server/api/calls.ts";
import { leadCalls } from "../../server/api/lead-calls.ts";
import { routesOf } from "../../scripts/site-routes.ts";
import { emptyTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startPageApp, type PageApp } from "../support/page-app.ts";
import { NEW_BROKERAGE } from "../support/new-brokerage.ts";

/** The back office's screens (app/routes.ts), as an admin opens them: all there on a new site. */
const ADMIN_PATHS = [
  "/admin", "/admin/account", "/admin/staff", "/admin/leads", "/admin/subscribers", "/admin/audit",
  "/admin/units", "/admin/units/new", "/admin/projects", "/admin/projects/new", "/admin/content", "/admin/blogs", "/admin/blogs/new",
  "/admin/blog-categories", "/admin/areas", "/admin/areas/new", "/admin/areas/1", "/admin/feeds", "/admin/feeds/mappings?entity=area", "/admin/feeds/mappings?entity=developer",
  "/admin/developers", "/admin/developers/1", "/admin/agents", "/admin/agents/new", "/admin/brokerage", "/admin/lead-routing", "/admin/media",
  "/admin/history/brokerage/identity", "/admin/leads.csv", "/admin/subscribers.csv",
];
/** Records a new site does not have: 404, never a server error. */
const ADMIN_MISSING = ["/admin/units/1", "/admin/units/1/preview", "/admin/projects/1/preview", "/admin/feeds/runs/1", "/admin/leads/1", "/admin/agents/1"];

/** A body for each read call that asks for something (ids a new site does not have: empty answers). */
const CALL_BODIES: Record<string, object> = {
  GetUnitDetails: { unitId: 1 },
  GetProjectDetails: { projectId: 1 },
  GetUnitDetailsList: { unitId: 1 },
  GetUnitImages: { unitId: 1 },
  GetUnitAmenitiesList: { unitId: 1 },
  GetUnitPlacesNearByList: { autoId: 1, opCode: 2 },
  GetProjectDetailsList: { projectId: 1 },
  GetProjectImages: { projectId: 1 },
  GetProjectAmenitiesList: { projectId: 1 },
  GetProjectPlacesNearByList: { autoId: 1, opCode: 1 },
  GetPropertyProjectDetails: { pageNumber: 1, pageSize: 10, status: 1 },
  GetUnitList: { pageNumber: 1, pageSize: 5 },
};

type Answer = { status: number; body: string };

/** A developer the brokerage works with that has no projects listed yet (as an import or an editor would add one). */
const DEVELOPER = { name: "Harbourline Developments", page_url: "harbourline-developments", description_html: "<p>Waterfront towers in Dubai Marina.</p>" };

// One Vite server for the file: the second database's pages reuse the modules the first compiled.
let app: PageApp;
beforeAll(async () => {
  app = await startPageApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

for (const dialect of testDialects()) {
  describe(`a new site with an empty catalogue (${dialect})`, () => {
    let t: TestDb;
    let base: string;
    let close: (() => Promise<void>) | undefined;
    let cookie: string;
    const get = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
      const res = await fetch(`${base}${path}`, { headers, redirect: "manual" });
      return { status: res.status, body: await res.text() };
    };

    beforeAll(async () => {
      t = await emptyTestDb(dialect);
      await migrateToLatest(t.db);
      await saveBrokerage(t.db, NEW_BROKERAGE);
      await t.db.insertInto("developers").values(DEVELOPER).execute();
      clearAllCaches();
      const staffId = await createStaff(t.db, null, { email: "owner@dunehaven.ae", name: "Layla Haddad", role: "admin", password: "a long passphrase for the owner" });
      // The second factor is the sign-in's business (tests/integration/staff-auth.test.ts): here the admin has one.
      await t.db.updateTable("staff").set({ totp_enabled: 1 }).where("id", "=", staffId).execute();
      const { token } = await createSession(t.db, { staffId, stage: "signed-in" });
      cookie = `staff_session=${token}`;
      ({ base, close } = await app.start(t.db, t.url, { FEED_EXPORT_OPEN: "true" }));
    }, 180_000);
    afterAll(async () => {
      await close?.();
      await t?.cleanup();
    });

    it("answers every public route in both languages: 200, and 404 for a record the site does not have", async () => {
      const failures: string[] = [];
      for (const route of routesOf({ area: { pageURL: "dubai-marina" }, developer: { pageURL: DEVELOPER.page_url } })) {
        const { status } = await get(route.path);
        const expected = /detail|blog category/.test(route.name) ? 404 : 200;
        if (status !== expected) failures.push(`${route.name} ${route.path}: ${status}, expected ${expected}`);
      }
      expect(failures).toEqual([]);
    }, 240_000);

    it("shows 'Not Found' on the lists, and says so on an area's and a developer's page without projects", async () => {
      for (const path of ["/property-list", "/project-list", "/blogs", "/villas-for-sale-in-dubai"]) {
        expect((await get(path)).body, path).toContain("Not Found");
        expect((await get(localizePath(path, "ar"))).body, `${path} in Arabic`).toContain("لا توجد نتائج");
      }
      expect((await get("/area/dubai-marina")).body).toContain("We have no listed projects in Dubai Marina at the moment.");
      expect((await get("/ar/area/dubai-marina")).body).toContain("لا توجد لدينا مشاريع معروضة في دبي مارينا حاليًا.");
      expect((await get(`/developer/${DEVELOPER.page_url}`)).body).toContain(`We have no listed projects by ${DEVELOPER.name} at the moment.`);
    });

    it("gives every page a heading and a title before the brokerage has written its texts, and says nothing of a demo", async () => {
      const pages: Array<[string, string]> = [
        ["/", "Find your home in Dubai"], ["/contact-us", "Contact Us"], ["/about-us", "About Us"], ["/faq", "Frequently Asked Questions"],
        ["/privacy-policy", "Privacy Policy"], ["/terms-condition", "Terms and Conditions"], ["/careers", "Careers"], ["/communities", "Dubai Communities"],
        ["/buying-a-property-in-dubai", "Buying a Property in Dubai"], ["/ar/contact-us", "تواصل معنا"], ["/ar/about-us", "من نحن"],
      ];
      for (const [path, heading] of pages) {
        const { body } = await get(path);
        expect(/<h1[^>]*>([^<]*)</.exec(body)?.[1], `${path}: its heading`).toBe(heading);
        expect(/<title>([^<|]*) \|/.exec(body)?.[1]?.trim(), `${path}: its title`).toBeTruthy();
        // The footer's words (the messages also travel in the page's data, whose words are not shown).
        const footer = /<footer[\s\S]*<\/footer>/.exec(body)?.[0] ?? "";
        expect(footer, path).toContain(NEW_BROKERAGE.orn);
        expect(footer, path).not.toMatch(/Demo website|موقع تجريبي/);
      }
    });

    it("leaves out the home page's sections that have nothing to show", async () => {
      for (const path of ["/", "/ar"]) {
        const home = (await get(path)).body;
        for (const empty of ["new-projects", "developers", "blogs", "shorts", "success-stories", "faq"]) expect(home, `${path} #${empty}`).not.toContain(`id="${empty}"`);
        // The reference areas are there from the first day.
        expect(home, path).toContain('id="community-insights"');
        expect(home, path).toContain(path === "/" ? "Dune Haven" : "دون هيفن");
      }
    });

    it("answers every API call, the sitemap, robots.txt and the portal feeds without a server error", async () => {
      for (const call of Object.keys(readCalls)) {
        const res = await fetch(`${base}/api/${call}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(CALL_BODIES[call] ?? {}) });
        expect(res.status, call).toBe(200);
        expect(Array.isArray(await res.json()), call).toBe(true);
      }
      for (const call of Object.keys(leadCalls)) {
        // No stamp or token: refused as the client's mistake, never a server error.
        const res = await fetch(`${base}/api/${call}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
        expect(res.status, call).toBeGreaterThanOrEqual(400);
        expect(res.status, call).toBeLessThan(500);
      }
      const sitemap = await get("/sitemap.xml");
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).toContain("/area/dubai-marina");
      expect((await get("/robots.txt")).status).toBe(200);
      for (const feed of ["/feeds/propertyfinder.xml", "/feeds/bayut.xml"]) {
        const answer = await get(feed);
        expect(answer.status, feed).toBe(200);
        expect(answer.body, feed).toMatch(/^<\?xml/);
      }
    });

    it("opens every back-office screen without a server error", async () => {
      const failures: string[] = [];
      for (const [path, expected] of [...ADMIN_PATHS.map((p) => [p, 200] as const), ...ADMIN_MISSING.map((p) => [p, 404] as const)]) {
        const { status } = await get(path, { cookie });
        if (status !== expected) failures.push(`${path}: ${status}, expected ${expected}`);
      }
      expect(failures).toEqual([]);
    }, 240_000);
  });
}
