/**
 * The back office's listing writes on both databases: the listing service with an
 * `actor` (WriteOptions) is scoped in its queries (an agent changes, copies or deletes only its own
 * profile's listings; another's id is not found and nothing changes), an agent cannot reassign,
 * publishing still needs a valid permit, duplicating copies the lists as a draft, and every change
 * is in the audit log with its changed fields, in the same transaction. The seed (no actor) is not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../app/platform/db/client.server.ts";
import { readAudit } from "../../app/modules/staff/audit.server.ts";
import {
  ListingError,
  createListing,
  deleteListing,
  duplicateListing,
  setListingState,
  updateListing,
  type ListingKind,
} from "../../app/modules/listings/listings.server.ts";
import { admin, agentOne, agentTwo, editor, projectFixture, unitFixture } from "../support/admin-fixtures.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

const NOW = new Date("2026-11-20T06:00:00.000Z");

async function rejects(p: Promise<unknown>): Promise<ListingError> {
  const error = await p.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ListingError);
  return error as ListingError;
}

/** Everything a write could change about a listing: its row and its lists. */
async function snapshot(db: Db, kind: ListingKind, id: number) {
  const row = kind === "unit" ? await db.selectFrom("units").selectAll().where("id", "=", id).executeTakeFirst() : await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
  const column = kind === "unit" ? "unit_id" : "project_id";
  const lists = await Promise.all([
    db.selectFrom("listing_media").select(["kind", "path", "sort"]).where(column, "=", id).orderBy("id").execute(),
    db.selectFrom("listing_amenities").select(["name", "sort"]).where(column, "=", id).orderBy("id").execute(),
    db.selectFrom("listing_details").select(["element_name", "details"]).where(column, "=", id).orderBy("id").execute(),
    db.selectFrom("listing_places").select(["place_name", "distance", "type"]).where(column, "=", id).orderBy("id").execute(),
    db.selectFrom("project_bedrooms").select("bedroom_id").where("project_id", "=", kind === "project" ? id : -1).orderBy("bedroom_id").execute(),
    db.selectFrom("project_payment_plan").select(["milestone", "percent", "sort"]).where("project_id", "=", kind === "project" ? id : -1).orderBy("id").execute(),
  ]);
  return { row, lists };
}

const auditCount = async (db: Db) => Number((await db.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

for (const dialect of testDialects()) {
  describe(`scoped listing writes (${dialect})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    for (const kind of ["unit", "project"] as const) {
      const fixture = (n: number, agentId: number) =>
        kind === "unit" ? unitFixture(`scope${kind}`, n, { agentId, state: "published" }) : projectFixture(`scope${kind}`, n, { agentId, state: "published" });

      it(`lets an agent act only on its own ${kind}s: another's id is not found and nothing changes`, async () => {
        const db = t.db;
        const theirs = await createListing(db, kind, fixture(1, 1), { now: NOW });
        const mine = await createListing(db, kind, fixture(2, 2), { now: NOW });
        const before = await snapshot(db, kind, theirs);
        const audits = await auditCount(db);
        const opts = { actor: agentTwo, now: NOW };
        const attempts: [string, () => Promise<unknown>][] = [
          ["edit", () => updateListing(db, kind, theirs, { title: "Taken over" }, opts)],
          ["unpublish", () => setListingState(db, kind, theirs, "draft", opts)],
          ["archive", () => setListingState(db, kind, theirs, "archived", opts)],
          ["sold", () => setListingState(db, kind, theirs, "sold", opts)],
          ["duplicate", () => duplicateListing(db, kind, theirs, opts)],
          ["delete", () => deleteListing(db, kind, theirs, opts)],
        ];
        for (const [what, attempt] of attempts) {
          const error = await rejects(attempt());
          expect(error.code, what).toBe("not_found");
        }
        expect(await snapshot(db, kind, theirs)).toEqual(before);
        expect(await auditCount(db)).toBe(audits);

        // Its own: allowed, and recorded with the actor.
        await updateListing(db, kind, mine, { title: "An agent's own edit" }, opts);
        const [entry] = await readAudit(db, { entity: kind, entityId: mine });
        expect(entry).toMatchObject({ action: "update", staffId: agentTwo.staffId, staffName: agentTwo.name, after: { title: "An agent's own edit" } });
      });

      it(`refuses an agent putting a ${kind} under another profile; an editor may reassign`, async () => {
        const db = t.db;
        const mine = await createListing(db, kind, fixture(3, 2), { now: NOW });
        const before = await snapshot(db, kind, mine);
        const error = await rejects(updateListing(db, kind, mine, { agentId: 1 }, { actor: agentTwo, now: NOW }));
        expect(error.code).toBe("invalid");
        expect(error.fieldErrors.agentId).toEqual(["You can only choose your own agent profile."]);
        expect(await snapshot(db, kind, mine)).toEqual(before);
        // Nor create one under another profile.
        expect((await rejects(createListing(db, kind, fixture(4, 1), { actor: agentTwo, now: NOW }))).fieldErrors.agentId).toBeDefined();

        await updateListing(db, kind, mine, { agentId: 3 }, { actor: editor, now: NOW });
        expect((await snapshot(db, kind, mine)).row?.agent_id).toBe(3);
        const [entry] = await readAudit(db, { entity: kind, entityId: mine });
        expect(entry).toMatchObject({ action: "update", staffName: editor.name, before: { agentId: 2 }, after: { agentId: 3 } });
      });

      it(`refuses to publish a ${kind} without a valid permit, with the field's message, changing nothing`, async () => {
        const db = t.db;
        const id = await createListing(db, kind, { ...fixture(5, 1), state: "draft", permitNumber: "", permitExpiresOn: null }, { now: NOW });
        const before = await snapshot(db, kind, id);
        const audits = await auditCount(db);
        const error = await rejects(setListingState(db, kind, id, "published", { actor: editor, now: NOW }));
        expect(error.code).toBe("invalid");
        expect(error.fieldErrors.permitNumber).toEqual(["A listing can be published only with its advertising permit number."]);
        expect(error.fieldErrors.permitExpiresOn).toEqual(["Give the permit's expiry date."]);
        const expired = await rejects(updateListing(db, kind, id, { state: "published", permitNumber: "7100099999", permitExpiresOn: "2026-11-19" }, { actor: editor, now: NOW }));
        expect(expired.fieldErrors.permitExpiresOn).toEqual(["The permit expired on 2026-11-19; renew it before publishing."]);
        expect(await snapshot(db, kind, id)).toEqual(before);
        expect(await auditCount(db)).toBe(audits);
      });

      it(`duplicates a ${kind} with all its lists as a draft with a new page address, no CRM reference and no permit`, async () => {
        const db = t.db;
        const id = await createListing(db, kind, fixture(6, 2), { now: NOW });
        const original = await snapshot(db, kind, id);
        const copyId = await duplicateListing(db, kind, id, { actor: agentTwo, now: new Date("2026-11-21T08:00:00.000Z") });
        const copy = await snapshot(db, kind, copyId);
        expect(copyId).not.toBe(id);
        expect(copy.row).toMatchObject({ state: "draft", is_active: 0, published_at: null, crm_ref: null, permit_number: "", permit_authority: null, permit_expires_on: null });
        expect(copy.row).toMatchObject({ page_url: `${original.row!.page_url}-copy`, title: original.row!.title, agent_id: 2 });
        expect(copy.row?.created_at).toBe("2026-11-21T08:00:00.000Z");
        expect(copy.lists).toEqual(original.lists);
        expect(copy.lists[0].length).toBeGreaterThan(0);
        if (kind === "project") expect(copy.lists[4].length).toBe(2);
        // A second copy gets the next free address; the original is untouched.
        const again = await duplicateListing(db, kind, id, { actor: editor, now: NOW });
        expect((await snapshot(db, kind, again)).row?.page_url).toBe(`${original.row!.page_url}-copy-2`);
        expect(await snapshot(db, kind, id)).toEqual(original);
        const [entry] = await readAudit(db, { entity: kind, entityId: copyId });
        expect(entry).toMatchObject({ action: "duplicate", staffName: agentTwo.name, before: null, after: { copiedFrom: id, state: "draft", permitNumber: "" } });
      });

      it(`records each change of a ${kind} with its changed fields only; the seed's path records nothing`, async () => {
        const db = t.db;
        const audits = await auditCount(db);
        const id = await createListing(db, kind, fixture(7, 1), { now: NOW });
        expect(await auditCount(db)).toBe(audits);
        const opts = { actor: admin, now: NOW };
        await updateListing(db, kind, id, { title: "A new title", amenities: ["Gym", "Sauna"] }, opts);
        await setListingState(db, kind, id, "draft", opts);
        await setListingState(db, kind, id, "archived", opts);
        await deleteListing(db, kind, id, opts);
        const entries = await readAudit(db, { entity: kind, entityId: id });
        expect(entries.map((e) => e.action)).toEqual(["delete", "archive", "unpublish", "update"]);
        expect(entries[3]).toMatchObject({ staffId: admin.staffId });
        expect(entries[3]!.before).toEqual({ title: fixture(7, 1).title, amenities: kind === "unit" ? ["Gym", "Pool"] : ["Gym"] });
        expect(entries[3]!.after).toEqual({ title: "A new title", amenities: ["Gym", "Sauna"] });
        expect(entries[2]).toMatchObject({ before: { state: "published" }, after: { state: "draft" } });
        expect(entries[1]).toMatchObject({ before: { state: "draft" }, after: { state: "archived" } });
        expect(entries[0]).toMatchObject({ after: null, before: { title: "A new title", state: "archived", agentId: 1 } });
        // A created listing is recorded with its values when an actor creates it.
        const created = await createListing(db, kind, fixture(8, 1), { actor: agentOne, now: NOW });
        const [made] = await readAudit(db, { entity: kind, entityId: created });
        expect(made).toMatchObject({ action: "create", staffName: agentOne.name, before: null, after: { agentId: 1, state: "published" } });
        // A system change (an import, a job) is recorded without a staff member.
        await setListingState(db, kind, created, "archived", { actor: "system", now: NOW });
        expect((await readAudit(db, { entity: kind, entityId: created }))[0]).toMatchObject({ action: "archive", staffId: null, staffName: null });
      });
    }
  });
}
