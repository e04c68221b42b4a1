/**
 * The back office's unit and project tables (app/modules/listings/queries/admin-listings.server.ts) on both
 * databases: search, every filter, the four sorts both ways, keyset pages forwards and back, the
 * agent's scope, the row's fields, lenient URL criteria, and plans that read an index.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminListListings, countAdminListings, type AdminListingRow } from "../../app/modules/listings/queries/admin-listings.server.ts";
import { adminListingCriteria, parseAdminListingParams, type AdminListingCriteriaInput } from "../../app/modules/listings/admin/listing-criteria.ts";
import { createListings, deleteListing, duplicateListing, updateListing, type UnitInput } from "../../app/modules/listings/listings.server.ts";
import type { Actor } from "../../app/modules/staff/scope.ts";
import { fullScans } from "../../bench/lib/plans.ts";
import { singleViewPlans } from "../../bench/admin-listings.ts";
import { agentTwo, editor, projectFixture, unitFixture } from "../support/admin-fixtures.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

const NOW = new Date("2026-11-20T06:00:00.000Z");
const M = "zephyr";

/** The 30 test units: agents, states, rents, areas and permits spread so each filter picks a known few. */
function spec(n: number): Partial<UnitInput> {
  const state = n === 11 ? "sold" : n % 5 === 0 ? "draft" : n % 7 === 0 ? "archived" : "published";
  return {
    agentId: n % 3 === 0 ? 2 : 1,
    state,
    areaId: n % 4 === 0 ? 2 : 1,
    ...(n === 4 || n === 8 ? { purposeId: 2, rentFrequency: "monthly" as const } : {}),
    ...(n === 2 ? { permitExpiresOn: "2026-12-05" } : {}),
    ...(n === 25 ? { permitExpiresOn: "2026-11-01" } : {}),
    // Two drafts with a floor plan and no photo: the "without photos" filter's.
    ...(n === 10 || n === 15 ? { media: [{ kind: "floor_plan" as const, path: `/media/plans/${M}-${n}.png` }] } : {}),
  };
}
const N = Array.from({ length: 30 }, (_, i) => i + 1);

for (const dialect of testDialects()) {
  describe(`staff listing tables (${dialect})`, () => {
    let t: TestDb;
    let ids: number[];
    let projectIds: number[];
    const unitsOf = (actor: Actor, input: AdminListingCriteriaInput = {}) => adminListListings(t.db, "unit", actor, adminListingCriteria({ q: M, ...input }), NOW);
    const nOf = (rows: AdminListingRow[]) => rows.map((r) => ids.indexOf(r.id) + 1);

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      ids = await createListings(t.db, "unit", N.map((n) => unitFixture(M, n, spec(n))), { now: NOW });
      projectIds = await createListings(t.db, "project", [1, 2, 3].map((n) => projectFixture(M, n, { agentId: n === 2 ? 2 : 1, state: (["published", "draft", "archived"] as const)[n - 1] })), { now: NOW });
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("searches the titles whatever the case, and finds a listing whole by id, CRM reference or permit number", async () => {
      const all = await unitsOf(editor, { q: "ZEPHYR apartment", pageSize: 50 });
      expect(all.total).toBe(30);
      expect(all.totalCapped).toBe(false);
      expect(new Set(nOf(all.rows))).toEqual(new Set(N));
      expect(nOf((await unitsOf(editor, { q: "zephyr-17" })).rows)).toEqual([17]);
      expect(nOf((await unitsOf(editor, { q: "7100000009" })).rows)).toEqual([9]);
      expect(nOf((await unitsOf(editor, { q: String(ids[22]) })).rows)).toEqual([23]);
      expect((await unitsOf(editor, { q: "zephyr 100% _" })).rows).toEqual([]);
      // Digits alone are an id or a permit number: no title is read for them.
      expect((await unitsOf(editor, { q: "2147483000" })).total).toBe(0);
    });

    it("shows staff every life-cycle state and filters by each filter", async () => {
      const by = async (input: AdminListingCriteriaInput) => nOf((await unitsOf(editor, { ...input, pageSize: 50 })).rows).sort((a, b) => a - b);
      const expected = (pick: (n: number, s: Partial<UnitInput>) => boolean) => N.filter((n) => pick(n, spec(n)));
      expect(await by({ state: "draft" })).toEqual(expected((_, s) => s.state === "draft"));
      expect(await by({ state: "archived" })).toEqual(expected((_, s) => s.state === "archived"));
      expect(await by({ state: "sold" })).toEqual([11]);
      expect(await by({ agent: 2 })).toEqual(expected((_, s) => s.agentId === 2));
      expect(await by({ area: 2 })).toEqual(expected((_, s) => s.areaId === 2));
      expect(await by({ purpose: 2 })).toEqual([4, 8]);
      expect(await by({ purpose: 2, area: 2 })).toEqual([4, 8]);
      expect(await by({ expiring: true })).toEqual([2]);
      expect(await by({ type: 1, status: 2, state: "published", agent: 2 })).toEqual(expected((_, s) => s.agentId === 2 && s.state === "published"));
    });

    it("finds the listings without a photo, and counts a view as its table does (the dashboard's figures)", async () => {
      const without = await unitsOf(editor, { photos: "none", pageSize: 50 });
      expect(nOf(without.rows).sort((a, b) => a - b)).toEqual([10, 15]);
      expect(without.rows.every((r) => r.photoCount === 0 && r.firstPhoto === null)).toBe(true);
      expect(parseAdminListingParams(new URLSearchParams("photos=none")).photos).toBe("none");
      expect(parseAdminListingParams(new URLSearchParams("photos=some")).photos).toBeUndefined();
      for (const input of [{ photos: "none" }, { state: "draft" }, { expiring: true }, {}] as const) {
        const c = adminListingCriteria({ q: M, ...input });
        expect(await countAdminListings(t.db, "unit", editor, c, NOW)).toEqual({ total: (await unitsOf(editor, { ...input, pageSize: 100 })).total, totalCapped: false });
      }
      // An agent counts its own: of the two, only unit 15 is agent 2's.
      expect((await countAdminListings(t.db, "unit", agentTwo, adminListingCriteria({ q: M, photos: "none" }), NOW)).total).toBe(1);
    });

    it("returns what a staff row shows", async () => {
      const [rent] = (await unitsOf(editor, { q: "zephyr-4" })).rows;
      expect(rent).toMatchObject({ id: ids[3], kind: "unit", title: "zephyr apartment number 04", state: "published", price: 1_040_000, pricePeriod: "month", purposeName: "Rent" });
      expect(rent).toMatchObject({ areaId: 2, agentId: 1, permitNumber: "7100000004", permitExpiresOn: "2027-06-30", permitExpiresSoon: false, permitExpired: false });
      expect(rent).toMatchObject({ photoCount: 2, firstPhoto: `/media/photos/${M}-4-a.jpg`, crmRef: "ZEPHYR-4", publishedAt: NOW.toISOString(), updatedAt: NOW.toISOString() });
      expect(typeof rent!.areaName).toBe("string");
      expect(typeof rent!.agentName).toBe("string");
      expect((await unitsOf(editor, { q: "zephyr-2" })).rows[0]).toMatchObject({ permitExpiresSoon: true, pricePeriod: null });
      expect((await unitsOf(editor, { q: "zephyr-25" })).rows[0]).toMatchObject({ state: "draft", permitExpired: true, publishedAt: null });
    });

    it("sorts by price, title, published and updated, both ways (ties by id)", async () => {
      const order = async (input: AdminListingCriteriaInput) => nOf((await unitsOf(editor, { ...input, pageSize: 50 })).rows);
      expect(await order({ sort: "price", dir: "asc" })).toEqual(N);
      expect(await order({ sort: "price", dir: "desc" })).toEqual([...N].reverse());
      expect(await order({ sort: "title", dir: "asc" })).toEqual(N);
      expect(await order({ sort: "updated", dir: "desc" })).toEqual([...N].reverse());
      // Listings never shown (created as drafts, archived or sold) have no publication time and sort as '': last descending.
      const neverShown = N.filter((n) => spec(n).state !== "published");
      const shown = N.filter((n) => spec(n).state === "published");
      expect(await order({ sort: "published", dir: "desc" })).toEqual([...shown].reverse().concat([...neverShown].reverse()));
      expect(await order({ sort: "published", dir: "asc" })).toEqual([...neverShown, ...shown]);
    });

    it("pages by keyset forwards and back, whatever the sort", async () => {
      for (const [sort, dir] of [["price", "asc"], ["published", "desc"], ["title", "desc"], ["updated", "asc"]] as const) {
        const whole = nOf((await unitsOf(editor, { sort, dir, pageSize: 50 })).rows);
        const first = await unitsOf(editor, { sort, dir, pageSize: 25 });
        expect(nOf(first.rows)).toEqual(whole.slice(0, 25));
        expect(first.prevCursor).toBeNull();
        expect(first.nextCursor).not.toBeNull();
        const second = await unitsOf(editor, { sort, dir, pageSize: 25, after: first.nextCursor! });
        expect(nOf(second.rows)).toEqual(whole.slice(25));
        expect(second.nextCursor).toBeNull();
        expect(second.total).toBe(30);
        const back = await unitsOf(editor, { sort, dir, pageSize: 25, before: second.prevCursor! });
        expect(nOf(back.rows)).toEqual(whole.slice(0, 25));
        expect(back.prevCursor).toBeNull();
        // A cursor made for another sort is ignored: page 1.
        expect(nOf((await unitsOf(editor, { sort: sort === "price" ? "title" : "price", dir, pageSize: 25, after: first.nextCursor! })).rows)).toHaveLength(25);
      }
    });

    it("shows an agent only the listings of its own profile", async () => {
      const own = await unitsOf(agentTwo, { pageSize: 50 });
      expect(nOf(own.rows).sort((a, b) => a - b)).toEqual(N.filter((n) => spec(n).agentId === 2));
      expect(own.rows.every((r) => r.agentId === 2)).toBe(true);
      // Asking for another agent's listings, or one of them by id or reference, finds nothing.
      expect((await unitsOf(agentTwo, { agent: 1 })).rows).toEqual([]);
      // Not found whole, a reference is read as title words: only the agent's own listings match them.
      const byRef = await unitsOf(agentTwo, { q: "zephyr-1", pageSize: 50 });
      expect(byRef.rows.map((r) => r.id)).not.toContain(ids[0]);
      expect(byRef.rows.every((r) => r.agentId === 2)).toBe(true);
      expect((await unitsOf(agentTwo, { q: String(ids[0]) })).total).toBe(0);
      const noProfile: Actor = { ...agentTwo, agentId: null };
      expect((await unitsOf(noProfile)).total).toBe(0);
    });

    it("lists projects with the same query: name search, states, agent scope, starting price", async () => {
      const all = await adminListListings(t.db, "project", editor, adminListingCriteria({ q: "zephyr residences", sort: "price", dir: "asc" }), NOW);
      expect(all.rows.map((r) => r.id)).toEqual(projectIds);
      expect(all.rows.map((r) => r.state)).toEqual(["published", "draft", "archived"]);
      expect(all.rows[0]).toMatchObject({ kind: "project", title: `${M} Residences 1`, price: 2_100_000, pricePeriod: null, purposeName: null, photoCount: 1 });
      const own = await adminListListings(t.db, "project", agentTwo, adminListingCriteria({ q: "zephyr" }), NOW);
      expect(own.rows.map((r) => r.id)).toEqual([projectIds[1]]);
    });

    it("reads criteria from a URL leniently: bad parameters fall back, never fail", () => {
      const c = parseAdminListingParams(new URLSearchParams("q=%20marina%20&state=bogus&sort=size&dir=up&pageSize=7&area=12&agent=x&expiring=1&after=nonsense&purpose=-3"));
      expect(c).toMatchObject({ q: "marina", state: undefined, sort: "updated", dir: "desc", pageSize: 50, area: 12, agent: 0, expiring: true, after: undefined, purpose: 0 });
      expect(parseAdminListingParams(new URLSearchParams("pageSize=100&sort=title&dir=asc&state=draft"))).toMatchObject({ pageSize: 100, sort: "title", dir: "asc", state: "draft" });
    });

    it("finds title words by their start, every word, in any order, within the agent's scope", async () => {
      const sorted = async (actor: Actor, q: string) => nOf((await unitsOf(actor, { q, pageSize: 50 })).rows).sort((a, b) => a - b);
      expect(await sorted(editor, "ZEPH apart")).toEqual(N);
      expect(await sorted(editor, "apartment zeph")).toEqual(N);
      expect(await sorted(editor, "zeph numb 0")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(await sorted(editor, "zeph 2")).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
      // A prefix of a word, not a piece inside one.
      expect(await sorted(editor, "zephyr partment")).toEqual([]);
      expect(await sorted(agentTwo, "zeph numb 0")).toEqual([3, 6, 9]);
      expect(await sorted(agentTwo, "zeph 2")).toEqual([21, 24, 27]);
      // Only punctuation: no word, nothing found.
      expect((await unitsOf(editor, { q: "%_" })).total).toBe(0);
    });

    it("keeps the title words right when a title changes, a listing is copied or deleted", async () => {
      const found = async (q: string) => (await unitsOf(editor, { q, pageSize: 50 })).rows.map((r) => r.id).sort((a, b) => a - b);
      const termsOf = async (kind: "unit" | "project", id: number) =>
        (await t.db.selectFrom("listing_title_terms").select("term").where("kind", "=", kind).where("listing_id", "=", id).execute()).map((r) => r.term).sort();
      const id = ids[29]!;
      await updateListing(t.db, "unit", id, { title: "zephyr quokka penthouse 30" }, { now: NOW });
      expect(await termsOf("unit", id)).toEqual(["30", "penthouse", "quokka", "zephyr"]);
      expect(await found("quok")).toEqual([id]);
      expect(await found("zephyr apartment")).toHaveLength(29);
      const copy = await duplicateListing(t.db, "unit", id, { now: NOW });
      expect(await found("zeph quokka")).toEqual([id, copy].sort((a, b) => a - b));
      await deleteListing(t.db, "unit", copy, { now: NOW });
      expect(await termsOf("unit", copy)).toEqual([]);
      expect(await found("quokka")).toEqual([id]);
      // A change that leaves the title alone keeps its words.
      await updateListing(t.db, "unit", id, { price: 3_000_000 }, { now: NOW });
      expect(await found("quokka")).toEqual([id]);
      await updateListing(t.db, "unit", id, { title: "zephyr apartment number 30", price: 1_300_000 }, { now: NOW });
      expect(await found("quokka")).toEqual([]);
      expect(await found("zephyr apartment")).toHaveLength(30);
      // A project by its name.
      await updateListing(t.db, "project", projectIds[0]!, { name: `${M} Wombat Residences 1` }, { now: NOW });
      expect((await adminListListings(t.db, "project", editor, adminListingCriteria({ q: "womb zeph" }), NOW)).rows.map((r) => r.id)).toEqual([projectIds[0]]);
      await updateListing(t.db, "project", projectIds[0]!, { name: `${M} Residences 1` }, { now: NOW });
      expect(await termsOf("project", projectIds[0]!)).toEqual(["1", "residences", M]);
    });

    it("reads every filter and sort from an index, never the whole table", async () => {
      const scans: string[] = [];
      await t.db.connection().execute(async (db) => {
        if (dialect === "postgres") await sql`set enable_seqscan = off`.execute(db);
        for (const { label, plan } of await singleViewPlans(db, dialect)) for (const line of fullScans(plan)) scans.push(`${label}: ${line}`);
      });
      expect(scans).toEqual([]);
    });
  });
}
