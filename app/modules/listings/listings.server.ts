/**
 * The one write path for listings: create, update, move through the life cycle (publish,
 * unpublish, under offer, sold, rented, archive), duplicate and delete a unit or a project. The
 * seed, CRM imports and the back office all come through here.
 *
 * Every call validates its input with the kind's zod schema and the rules that need the
 * database or the clock (listing-rules.server.ts: the Dubai rule shows a listing only with a
 * permit that has a number, an issuing authority and an expiry date not yet passed), before
 * anything is written; bad input throws a ListingError with per-field messages and changes
 * nothing. The write itself runs in `writeChange` (one transaction, data version moved in it,
 * caches told after commit): the rows in listing-rows.server.ts (`is_active` derived from the
 * state in the same statement), the lists in listing-lists.server.ts.
 *
 * The back office passes its `actor` (WriteOptions): the write is then limited to what the actor
 * may change, in the query itself (an agent: the listings of its own agent profile; another
 * agent's id is "not found"), an agent cannot put a listing under another profile, and the change
 * is recorded in the audit log (changed fields before and after) in the same transaction. Bulk
 * system loads (the seed) pass no actor and are not recorded, so seeding stays as fast as it was;
 * an import or a job that wants a trail passes `actor: "system"` (recorded with no staff member).
 *
 * The words of a listing's title (a project's name) are kept in `listing_title_terms` in the same
 * transaction (written at create and duplicate, rewritten when the title changes, removed at
 * delete): the staff tables find a listing by word prefix from them (admin-listings.server.ts).
 * The quality score (quality/) is recomputed from the stored rows at the end of every write.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { changedFields, recordAudit, recordAuditMany } from "../staff/index.server.ts";
import { agentLimit, type Actor } from "../staff/index.ts";
import type { ListingInput, ListingKind, ListingState, ListingValues, ProjectValues, UnitValues } from "./listing-input.ts";
import { checkAgent, checkReferences, checkState, checkUnique, ListingError, parseListing, TABLE } from "./listing-rules.server.ts";
import { currentInput, freePageUrl, insertRows, lifeCycle, projectColumns, titleOf, unitColumns, writeTitleTerms } from "./listing-rows.server.ts";
import { currentLists, LIST_FIELDS, scalars, writeChildren } from "./listing-lists.server.ts";
import { linkBuildings } from "./listing-building.server.ts";
import { refreshQualityScores } from "./quality/quality-store.server.ts";
import { refreshPlaces, type PlaceRefs } from "../places/index.server.ts";

export * from "./listing-input.ts";
export { ListingError, permitProblems, utcDay, type FieldErrors } from "./listing-rules.server.ts";

type WriteOptions = {
  now?: Date;
  /** A staff member (scoped and audited), "system" (audited, no staff member) or left out (neither: the seed). */
  actor?: Actor | "system";
  /**
   * More rows to write in the listings' own transaction, given their ids in the order of the
   * inputs (a CRM import's records of the feed entries): they commit or roll back with them.
   */
  alongside?: (trx: Tx, ids: number[]) => Promise<void>;
  /** False: leave the place index to the caller (the seed writes it whole once its batches are in). */
  placeIndex?: boolean;
};

/** The places whose index rows a written listing touches (its live count, or a project's own row). */
function placesOf(kind: ListingKind, rows: Array<{ id: number; v: Record<string, unknown> }>): PlaceRefs {
  const ids = (field: string) => rows.map((r) => r.v[field] as number | null | undefined);
  return {
    area: ids("areaId"),
    developer: ids("developerId"),
    building: kind === "unit" ? ids("buildingId") : [],
    project: kind === "unit" ? ids("projectId") : rows.map((r) => r.id),
  };
}

/** Both sets of places, before and after a change. */
const bothPlaces = (a: PlaceRefs, b: PlaceRefs): PlaceRefs => ({
  area: [...(a.area ?? []), ...(b.area ?? [])],
  developer: [...(a.developer ?? []), ...(b.developer ?? [])],
  building: [...(a.building ?? []), ...(b.building ?? [])],
  project: [...(a.project ?? []), ...(b.project ?? [])],
});

/** The agent profile the write is limited to (null: none). */
function scopeOf(opts: WriteOptions): number | null {
  return opts.actor && opts.actor !== "system" ? agentLimit(opts.actor) : null;
}

async function audit(trx: Tx, opts: WriteOptions, now: Date, kind: ListingKind, id: number, action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): Promise<void> {
  if (opts.actor === undefined) return;
  await recordAudit(trx, opts.actor === "system" ? null : opts.actor, { action, entity: kind, entityId: id, before, after }, now);
}

/** The audit action of a patch that only moves the life cycle. */
const STATE_ACTIONS: Record<ListingState, string> = {
  draft: "unpublish",
  published: "publish",
  under_offer: "mark under offer",
  sold: "mark sold",
  rented: "mark rented",
  archived: "archive",
};

/** The rules a new listing must pass that need neither the database nor other listings (a ListingError when it fails). */
function validNew<K extends ListingKind>(kind: K, input: ListingInput[K], opts: WriteOptions, now: Date, prefix = ""): ListingValues[K] {
  const v = parseListing(kind, input, prefix);
  checkAgent(scopeOf(opts), v.agentId, prefix);
  checkState(kind, { state: v.state, purposeId: "purposeId" in v ? v.purposeId : undefined }, now, v, prefix);
  return v;
}

/**
 * Checks one new listing against the rules `createListings` applies before it touches the
 * database, so a caller that writes many in one call (an import) can set aside the invalid ones,
 * each with its own messages, and not have one refuse the rest.
 */
export function checkNewListing<K extends ListingKind>(kind: K, input: ListingInput[K], opts: WriteOptions = {}): void {
  validNew(kind, input, opts, opts.now ?? new Date());
}

/**
 * Creates many listings of one kind in one transaction (the seed, an import): all are
 * validated first; one bad listing refuses the whole batch (its messages are keyed `3.title`).
 */
export async function createListings<K extends ListingKind>(db: Db, kind: K, inputs: ListingInput[K][], opts: WriteOptions = {}): Promise<number[]> {
  const now = opts.now ?? new Date();
  const values = inputs.map((input, i) => validNew(kind, input, opts, now, inputs.length > 1 ? `${i}.` : ""));
  if (!values.length) return [];
  return writeChange(db, async (trx) => {
    await linkBuildings(trx, kind, values, now, (i) => (inputs.length > 1 ? `${i}.` : ""));
    await checkReferences(trx, kind, values);
    await checkUnique(trx, kind, values);
    const ids = await insertRows(trx, kind, values, now);
    await writeChildren(trx, kind, ids.map((id, i) => ({ id, v: values[i]! })), false);
    await writeTitleTerms(trx, kind, ids.map((id, i) => ({ id, title: titleOf(values[i]!) })), false);
    await refreshQualityScores(trx, kind, ids, now);
    if (opts.placeIndex !== false) await refreshPlaces(trx, placesOf(kind, ids.map((id, i) => ({ id, v: values[i]! }))));
    if (opts.alongside) await opts.alongside(trx, ids);
    if (opts.actor !== undefined) {
      const entries = ids.map((id, i) => ({ action: "create", entity: kind, entityId: id, before: null, after: scalars(values[i]!) }));
      await recordAuditMany(trx, opts.actor === "system" ? null : opts.actor, entries, now);
    }
    return ids;
  });
}

export async function createListing<K extends ListingKind>(db: Db, kind: K, input: ListingInput[K], opts: WriteOptions = {}): Promise<number> {
  const [id] = await createListings(db, kind, [input], opts);
  return id!;
}

/**
 * Changes some fields of a listing (lists given are replaced). The result is validated as a
 * whole, so an update cannot leave a shown listing with an expired permit. A `state` in the
 * patch moves the life cycle as `setListingState` would.
 */
export async function updateListing<K extends ListingKind>(db: Db, kind: K, id: number, patch: Partial<ListingInput[K]>, opts: WriteOptions = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const scope = scopeOf(opts);
  await writeChange(db, async (trx) => {
    const { published_at, ...current } = await currentInput(trx, kind, id, scope);
    // A unit moved to another area leaves its building behind, unless the patch names one.
    const movedAway = patch.areaId !== undefined && patch.areaId !== current.areaId && !("buildingId" in patch) && !("buildingName" in patch);
    const v = parseListing(kind, { ...current, ...patch, id: undefined, ...(movedAway && kind === "unit" && { buildingId: null }) });
    await linkBuildings(trx, kind, [v], now);
    checkAgent(scope, v.agentId);
    checkState(kind, { state: v.state, purposeId: "purposeId" in v ? v.purposeId : undefined }, now, v);
    const listsBefore = opts.actor === undefined ? {} : await currentLists(trx, kind, id, LIST_FIELDS.filter((f) => f in patch));
    await checkReferences(trx, kind, [v]);
    await checkUnique(trx, kind, [v], id);
    const times = lifeCycle(v.state, now.toISOString(), published_at);
    if (kind === "unit") {
      const u = v as UnitValues;
      await trx.updateTable("units").set({ ...unitColumns(u), ...times, ...(u.postedOn && { posted_on: u.postedOn }) }).where("id", "=", id).execute();
    } else {
      const p = v as ProjectValues;
      await trx.updateTable("projects").set({ ...projectColumns(p), ...times, ...(p.createdOn && { created_on: p.createdOn }) }).where("id", "=", id).execute();
    }
    await writeChildren(trx, kind, [{ id, v }], true);
    const title = titleOf(v);
    if (title !== (kind === "unit" ? current.title : current.name)) await writeTitleTerms(trx, kind, [{ id, title }], true);
    await refreshQualityScores(trx, kind, [id], now);
    await refreshPlaces(trx, bothPlaces(placesOf(kind, [{ id, v: current }]), placesOf(kind, [{ id, v }])));
    if (opts.alongside) await opts.alongside(trx, [id]);
    if (opts.actor !== undefined) {
      const listsAfter = Object.fromEntries(Object.keys(listsBefore).map((f) => [f, (v as Record<string, unknown>)[f]]));
      const change = changedFields({ ...current, ...listsBefore }, { ...scalars(v), ...listsAfter });
      const onlyState = Object.keys(patch).length === 1 && "state" in patch;
      await audit(trx, opts, now, kind, id, onlyState ? STATE_ACTIONS[v.state] : "update", change.before, change.after);
    }
  });
}

/** Moves a listing to another state of its life cycle (the shown ones need a valid permit). */
export async function setListingState(db: Db, kind: ListingKind, id: number, state: ListingState, opts: WriteOptions = {}): Promise<void> {
  await updateListing(db, kind, id, { state }, opts);
}

/** Back to a draft: off the site, kept for editing. */
export const unpublishListing = (db: Db, kind: ListingKind, id: number, opts?: WriteOptions) => setListingState(db, kind, id, "draft", opts);

/** Deletes a listing with its lists. A project that units still point at is refused (archive it instead). */
export async function deleteListing(db: Db, kind: ListingKind, id: number, opts: WriteOptions = {}): Promise<void> {
  const now = opts.now ?? new Date();
  await writeChange(db, async (trx) => {
    // Read first (scoped): another agent's listing is not found, and the audit keeps what was deleted.
    const { published_at: _published, ...current } = await currentInput(trx, kind, id, scopeOf(opts));
    if (kind === "project") {
      const units = await trx.selectFrom("units").select((eb) => eb.fn.countAll<number>().as("n")).where("project_id", "=", id).executeTakeFirstOrThrow();
      if (Number(units.n) > 0) throw new ListingError("conflict", `${units.n} units belong to this project; archive it, or move or delete them first.`);
    }
    const deleted = await trx.deleteFrom(TABLE[kind]).where("id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new ListingError("not_found", `There is no ${kind} ${id}.`);
    await trx.deleteFrom("listing_title_terms").where("kind", "=", kind).where("listing_id", "=", id).execute();
    await refreshPlaces(trx, placesOf(kind, [{ id, v: current }]));
    await audit(trx, opts, now, kind, id, "delete", current, null);
  });
}

/**
 * Copies a listing with all its lists (photos, floor plans, videos, amenities, details, places;
 * a project's bedrooms and payment plan) as a new draft under a new page address. The copy has no
 * CRM reference and no permit: a permit is issued for one advert, so the copy needs its own
 * before it can be published. Returns the new id. An agent can copy only its own listings.
 */
export async function duplicateListing(db: Db, kind: ListingKind, id: number, opts: WriteOptions = {}): Promise<number> {
  const now = opts.now ?? new Date();
  return writeChange(db, async (trx) => {
    const { published_at: _published, postedOn: _posted, createdOn: _created, ...current } = await currentInput(trx, kind, id, scopeOf(opts));
    const lists = await currentLists(trx, kind, id, LIST_FIELDS);
    const pageUrl = await freePageUrl(trx, kind, `${current.pageUrl.slice(0, 100).replace(/-+$/, "")}-copy`);
    const v = parseListing(kind, { ...current, ...lists, id: undefined, pageUrl, crmRef: null, permitNumber: "", permitAuthority: null, permitExpiresOn: null, state: "draft" });
    await linkBuildings(trx, kind, [v], now);
    const [newId] = await insertRows(trx, kind, [v], now);
    await writeChildren(trx, kind, [{ id: newId!, v }], false);
    await writeTitleTerms(trx, kind, [{ id: newId!, title: titleOf(v) }], false);
    await refreshQualityScores(trx, kind, [newId!], now);
    await refreshPlaces(trx, placesOf(kind, [{ id: newId!, v }]));
    await audit(trx, opts, now, kind, newId!, "duplicate", null, { ...scalars(v), copiedFrom: id });
    return newId!;
  });
}

/** A listing as the back office's editor shows it: the schema's input shape with every list, within what the actor may edit. */
export async function readListingForEdit(db: Db, kind: ListingKind, id: number, opts: Pick<WriteOptions, "actor"> = {}): Promise<Record<string, unknown> & { state: ListingState; agentId: number; pageUrl: string; title: string; publishedAt: string | null }> {
  const { published_at, ...current } = await currentInput(db, kind, id, scopeOf(opts));
  const lists = await currentLists(db, kind, id, LIST_FIELDS.filter((f) => f !== "media"));
  // The editor names the building (its field is the name, chosen among the area's).
  const building = current.buildingId ? await db.selectFrom("buildings").select("name").where("id", "=", Number(current.buildingId)).executeTakeFirst() : undefined;
  return { ...current, ...lists, ...(kind === "unit" && { buildingName: building?.name ?? "" }), publishedAt: published_at };
}