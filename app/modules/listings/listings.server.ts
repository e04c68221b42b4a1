/**
 * The one write path for listings (issue 18 point 5): create, update, move through the life
 * cycle (publish, unpublish, under offer, sold, rented, archive) and delete a unit or a
 * project. The seed, CRM imports and the back office all come through here.
 *
 * Every call validates its input with the kind's zod schema (app/modules/listings/listing-input.ts)
 * and the rules that need the database or the clock, before anything is written; bad input
 * throws a ListingError with per-field messages and changes nothing. The write itself runs
 * in `writeChange` (one transaction, data version moved in it, caches told after commit).
 *
 * `state` is the life cycle; `is_active` (what the site's queries, indexes and the search-total
 * triggers read) is derived from it here, in the same statement: 1 for the shown states
 * (published, under offer), else 0. The Dubai rule: a listing is shown only with a permit
 * that has a number, an issuing authority and an expiry date not yet passed.
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
 */
import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { Database } from "../../platform/db/schema.ts";
import { ownerColumn } from "./queries/listing-children.server.ts";
import { RENT_PURPOSE_ID } from "../../platform/constants.ts";
import { wordTerms } from "../../platform/db/search-words.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { changedFields, recordAudit, recordAuditMany } from "../staff/index.server.ts";
import { agentLimit, type Actor } from "../staff/index.ts";
import {
  LISTING_SCHEMAS,
  isShownState,
  type ListingInput,
  type ListingKind,
  type ListingState,
  type ListingValues,
  type ProjectValues,
  type UnitValues,
} from "./listing-input.ts";

export * from "./listing-input.ts";

export type FieldErrors = Record<string, string[]>;

/** Why a listing write was refused; `fieldErrors` are keyed by the form's field names. */
export class ListingError extends Error {
  readonly code: "invalid" | "not_found" | "conflict";
  readonly fieldErrors: FieldErrors;
  constructor(code: "invalid" | "not_found" | "conflict", message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = "ListingError";
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export type WriteOptions = {
  now?: Date;
  /** A staff member (scoped and audited), "system" (audited, no staff member) or left out (neither: the seed). */
  actor?: Actor | "system";
  /**
   * More rows to write in the listings' own transaction, given their ids in the order of the
   * inputs (a CRM import's records of the feed entries): they commit or roll back with them.
   */
  alongside?: (trx: Tx, ids: number[]) => Promise<void>;
};

/** The agent profile the write is limited to (null: none). */
function scopeOf(opts: WriteOptions): number | null {
  return opts.actor && opts.actor !== "system" ? agentLimit(opts.actor) : null;
}

async function audit(trx: Tx, opts: WriteOptions, now: Date, kind: ListingKind, id: number, action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): Promise<void> {
  if (opts.actor === undefined) return;
  await recordAudit(trx, opts.actor === "system" ? null : opts.actor, { action, entity: kind, entityId: id, before, after }, now);
}

/** An agent may list only under its own profile (admins and editors under any). */
function checkAgent(scope: number | null, agentId: number, prefix = ""): void {
  if (scope !== null && agentId !== scope) {
    throw new ListingError("invalid", "You can only put listings under your own agent profile.", { [`${prefix}agentId`]: ["You can only choose your own agent profile."] });
  }
}

const LIST_FIELDS = ["media", "amenities", "details", "places", "bedroomIds", "paymentPlan"] as const;

/** A listing's values without its lists and id: what an audit entry compares. */
function scalars(v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) if (k !== "id" && !(LIST_FIELDS as readonly string[]).includes(k)) out[k] = x;
  return out;
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

const BATCH = 500;
const TABLE = { unit: "units", project: "projects" } as const;

/** The UTC day of `now` (YYYY-MM-DD): a permit is valid through its expiry day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The Dubai rule's messages for a listing that would be shown, or none when its permit is good. */
export function permitProblems(p: { permitNumber: string; permitAuthority: string | null; permitExpiresOn: string | null }, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!p.permitNumber) errors.permitNumber = ["A listing can be published only with its advertising permit number."];
  if (!p.permitAuthority) errors.permitAuthority = ["Say which authority issued the permit."];
  if (!p.permitExpiresOn) errors.permitExpiresOn = ["Give the permit's expiry date."];
  else if (p.permitExpiresOn < utcDay(now)) errors.permitExpiresOn = [`The permit expired on ${p.permitExpiresOn}; renew it before publishing.`];
  return errors;
}

function parse<K extends ListingKind>(kind: K, input: unknown, prefix = ""): ListingValues[K] {
  const result = LISTING_SCHEMAS[kind].safeParse(input);
  if (result.success) return result.data as ListingValues[K];
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = prefix + (issue.path.join(".") || "form");
    (fieldErrors[key] ??= []).push(issue.message);
  }
  throw new ListingError("invalid", `The ${kind} was not saved: please correct the marked fields.`, fieldErrors);
}

function checkState(kind: ListingKind, v: { state: ListingState; purposeId?: number }, now: Date, permit: Parameters<typeof permitProblems>[0], prefix = ""): void {
  const errors: FieldErrors = {};
  if (isShownState(v.state)) Object.assign(errors, permitProblems(permit, now));
  if (v.state === "rented" && (kind === "project" || v.purposeId !== RENT_PURPOSE_ID)) errors.state = ["Only a unit for rent can be rented."];
  if (v.state === "sold" && kind === "unit" && v.purposeId === RENT_PURPOSE_ID) errors.state = ["A unit for rent is rented, not sold."];
  const keys = Object.keys(errors);
  if (keys.length) {
    const prefixed = Object.fromEntries(keys.map((k) => [prefix + k, errors[k]!]));
    throw new ListingError("invalid", `The ${kind} cannot be ${v.state.replace("_", " ")}: ${Object.values(errors).flat().join(" ")}`, prefixed);
  }
}

function lifeCycle(state: ListingState, now: string, publishedAt: string | null) {
  const shown = isShownState(state);
  return { state, is_active: shown ? 1 : 0, updated_at: now, published_at: shown ? (publishedAt ?? now) : publishedAt };
}

function sharedColumns(v: UnitValues | ProjectValues) {
  return {
    crm_ref: v.crmRef,
    page_url: v.pageUrl,
    title: v.title,
    title_ar: v.titleAr,
    description_html: v.descriptionHtml,
    description_html_ar: v.descriptionHtmlAr,
    area_id: v.areaId,
    agent_id: v.agentId,
    permit_number: v.permitNumber,
    permit_authority: v.permitAuthority,
    permit_expires_on: v.permitExpiresOn,
    lat: v.lat,
    lng: v.lng,
    brochure_path: v.brochurePath,
    video_path: v.videoPath,
    map_url: v.mapUrl,
  };
}

function unitColumns(v: UnitValues) {
  return {
    ...sharedColumns(v),
    purpose_id: v.purposeId,
    status_id: v.statusId,
    type_id: v.typeId,
    classification: v.classification,
    developer_id: v.developerId,
    project_id: v.projectId,
    bedroom_id: v.bedroomId,
    bathroom_id: v.bathroomId,
    size_sqft: v.sizeSqft,
    price: v.price,
    rent_frequency: v.rentFrequency,
  };
}

function projectColumns(v: ProjectValues) {
  return {
    ...sharedColumns(v),
    name: v.name,
    name_ar: v.nameAr,
    developer_id: v.developerId,
    type_id: v.typeId,
    status_id: v.statusId,
    completion_year: v.completionYear,
    completion_quarter: v.completionQuarter,
    starting_price: v.startingPrice,
    size_from_sqft: v.sizeFromSqft,
    size_to_sqft: v.sizeToSqft,
  };
}

type RefTable = "areas" | "agents" | "developers" | "projects" | "purposes" | "statuses" | "property_types" | "bedrooms" | "bathrooms";

/**
 * The referenced ids each transaction has already found, so a group of writes in one transaction
 * (an import's few hundred listings) asks once per table and id, not once per listing. Only ids
 * seen to exist are kept, and only for that transaction (the foreign keys still hold the rows).
 */
const foundInTransaction = new WeakMap<Tx, Map<RefTable, Set<number>>>();

/** Every referenced row exists (one query per table for a whole batch), else a field message. */
async function checkReferences(trx: Tx, kind: ListingKind, values: (UnitValues | ProjectValues)[]): Promise<void> {
  let known = foundInTransaction.get(trx);
  if (!known) foundInTransaction.set(trx, (known = new Map()));
  const wanted: [RefTable, string, (v: UnitValues | ProjectValues) => (number | null)[]][] = [
    ["areas", "areaId", (v) => [v.areaId]],
    ["agents", "agentId", (v) => [v.agentId]],
    ["developers", "developerId", (v) => [v.developerId]],
    ["statuses", "statusId", (v) => [v.statusId]],
    ["property_types", "typeId", (v) => [v.typeId]],
  ];
  if (kind === "unit") {
    const u = (v: UnitValues | ProjectValues) => v as UnitValues;
    wanted.push(["projects", "projectId", (v) => [u(v).projectId]], ["purposes", "purposeId", (v) => [u(v).purposeId]]);
    wanted.push(["bedrooms", "bedroomId", (v) => [u(v).bedroomId]], ["bathrooms", "bathroomId", (v) => [u(v).bathroomId]]);
  } else {
    wanted.push(["bedrooms", "bedroomIds", (v) => (v as ProjectValues).bedroomIds ?? []]);
  }
  const errors: FieldErrors = {};
  for (const [table, field, pick] of wanted) {
    let seen = known.get(table);
    if (!seen) known.set(table, (seen = new Set()));
    const ids = [...new Set(values.flatMap(pick).filter((x): x is number => x !== null && !seen.has(x)))];
    if (!ids.length) continue;
    const found = new Set((await trx.selectFrom(table).select("id").where("id", "in", ids).execute()).map((r) => r.id));
    for (const x of found) seen.add(x);
    const missing = ids.filter((x) => !found.has(x));
    if (missing.length) errors[field] = [`No such ${field.replace(/Ids?$/, "")}: ${missing.join(", ")}.`];
  }
  if (Object.keys(errors).length) throw new ListingError("invalid", `The ${kind} was not saved: it refers to rows that do not exist.`, errors);
}

async function checkUnique(trx: Tx, kind: ListingKind, values: (UnitValues | ProjectValues)[], exceptId?: number): Promise<void> {
  const refs = values.map((v) => v.crmRef).filter((x): x is string => x !== null);
  if (new Set(refs).size !== refs.length) throw new ListingError("conflict", "Two listings of the batch have the same CRM reference.", { crmRef: ["Each CRM reference once."] });
  if (!refs.length) return;
  let q = trx.selectFrom(TABLE[kind]).select(["crm_ref"]).where("crm_ref", "in", refs);
  if (exceptId !== undefined) q = q.where("id", "<>", exceptId);
  const taken = await q.execute();
  if (taken.length) throw new ListingError("conflict", `The CRM reference ${taken[0]!.crm_ref} is already used by another ${kind}.`, { crmRef: ["This CRM reference is already used."] });
}

async function insertChunks<T extends "listing_media" | "listing_amenities" | "listing_details" | "listing_places" | "project_bedrooms" | "project_payment_plan">(
  trx: Tx,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // The union of table names defeats Kysely's inference of `values`; rows are typed by the caller.
    await trx.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

/** The title's (a project's name's) words of each listing, as the staff tables search them; `replace` drops the old ones first. */
async function writeTitleTerms(trx: Tx, kind: ListingKind, items: { id: number; title: string }[], replace: boolean): Promise<void> {
  if (replace) for (const { id } of items) await trx.deleteFrom("listing_title_terms").where("kind", "=", kind).where("listing_id", "=", id).execute();
  const rows = items.flatMap(({ id, title }) => wordTerms(title).map((term) => ({ kind, listing_id: id, term })));
  for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto("listing_title_terms").values(rows.slice(i, i + BATCH)).execute();
}

/** The text the staff tables search a listing by: a unit's title, a project's name. */
const titleOf = (v: UnitValues | ProjectValues): string => ("name" in v ? v.name : v.title);

/** Replaces the lists the values carry (a list left out is kept). */
async function writeChildren(trx: Tx, kind: ListingKind, items: { id: number; v: UnitValues | ProjectValues }[], replace: boolean): Promise<void> {
  const column = ownerColumn(kind);
  const owner = (id: number) => ({ unit_id: kind === "unit" ? id : null, project_id: kind === "project" ? id : null });
  const media: Insertable<Database["listing_media"]>[] = [];
  const amenities: Insertable<Database["listing_amenities"]>[] = [];
  const details: Insertable<Database["listing_details"]>[] = [];
  const places: Insertable<Database["listing_places"]>[] = [];
  const bedrooms: Insertable<Database["project_bedrooms"]>[] = [];
  const plan: Insertable<Database["project_payment_plan"]>[] = [];
  const clear = async (table: "listing_media" | "listing_amenities" | "listing_details" | "listing_places", id: number) => {
    if (replace) await trx.deleteFrom(table).where(column, "=", id).execute();
  };
  for (const { id, v } of items) {
    if (v.media) {
      await clear("listing_media", id);
      v.media.forEach((m, sort) =>
        media.push({ ...owner(id), kind: m.kind, path: m.path, width: m.width, height: m.height, alt: m.alt, alt_ar: m.altAr, content_hash: m.contentHash, sort }),
      );
    }
    if (v.amenities) {
      await clear("listing_amenities", id);
      v.amenities.forEach((name, sort) => amenities.push({ ...owner(id), name, sort }));
    }
    if (v.details) {
      await clear("listing_details", id);
      v.details.forEach((d, sort) => details.push({ ...owner(id), element_name: d.name, details: d.value, sort }));
    }
    if (v.places) {
      await clear("listing_places", id);
      v.places.forEach((p, sort) => places.push({ ...owner(id), place_name: p.name, distance: p.distance, type: p.type, sort }));
    }
    if (kind === "project") {
      const p = v as ProjectValues;
      if (p.bedroomIds) {
        if (replace) await trx.deleteFrom("project_bedrooms").where("project_id", "=", id).execute();
        for (const bedroom_id of p.bedroomIds) bedrooms.push({ project_id: id, bedroom_id });
      }
      if (p.paymentPlan) {
        if (replace) await trx.deleteFrom("project_payment_plan").where("project_id", "=", id).execute();
        p.paymentPlan.forEach((m, sort) => plan.push({ project_id: id, milestone: m.milestone, percent: m.percent, sort }));
      }
    }
  }
  await insertChunks(trx, "listing_media", media);
  await insertChunks(trx, "listing_amenities", amenities);
  await insertChunks(trx, "listing_details", details);
  await insertChunks(trx, "listing_places", places);
  await insertChunks(trx, "project_bedrooms", bedrooms);
  await insertChunks(trx, "project_payment_plan", plan);
}

async function insertRows(trx: Tx, kind: ListingKind, values: (UnitValues | ProjectValues)[], now: Date): Promise<number[]> {
  const stamp = now.toISOString();
  const rows = values.map((v) => {
    const times = { created_at: stamp, ...lifeCycle(v.state, stamp, null) };
    return kind === "unit"
      ? { kind, id: v.id, row: { ...(v.id && { id: v.id }), ...unitColumns(v as UnitValues), ...times, posted_on: (v as UnitValues).postedOn ?? stamp } }
      : { kind, id: v.id, row: { ...(v.id && { id: v.id }), ...projectColumns(v as ProjectValues), ...times, created_on: (v as ProjectValues).createdOn ?? stamp } };
  });
  const ids: number[] = [];
  // Rows with their own id go in many to a statement; so do rows that all carry a CRM reference
  // (an import), matched to their new ids by it (unique where set), since neither database
  // promises the order of RETURNING; the others one by one, each returning its new id.
  const withId = rows.filter((r) => r.id !== undefined);
  for (let i = 0; i < withId.length; i += BATCH) {
    const chunk = withId.slice(i, i + BATCH).map((r) => r.row);
    if (kind === "unit") await trx.insertInto("units").values(chunk as Insertable<Database["units"]>[]).execute();
    else await trx.insertInto("projects").values(chunk as Insertable<Database["projects"]>[]).execute();
  }
  const fresh = rows.filter((r) => r.id === undefined);
  const byRef = new Map<string, number>();
  if (fresh.length > 1 && fresh.every((r) => r.row.crm_ref)) {
    for (let i = 0; i < fresh.length; i += BATCH) {
      const chunk = fresh.slice(i, i + BATCH).map((r) => r.row);
      const inserted =
        kind === "unit"
          ? await trx.insertInto("units").values(chunk as Insertable<Database["units"]>[]).returning(["id", "crm_ref"]).execute()
          : await trx.insertInto("projects").values(chunk as Insertable<Database["projects"]>[]).returning(["id", "crm_ref"]).execute();
      for (const r of inserted) byRef.set(r.crm_ref!, r.id);
    }
  }
  for (const r of rows) {
    if (r.id !== undefined) {
      ids.push(r.id);
      continue;
    }
    const known = byRef.get(r.row.crm_ref ?? "");
    if (known !== undefined) {
      ids.push(known);
      continue;
    }
    const inserted =
      kind === "unit"
        ? await trx.insertInto("units").values(r.row as Insertable<Database["units"]>).returning("id").executeTakeFirstOrThrow()
        : await trx.insertInto("projects").values(r.row as Insertable<Database["projects"]>).returning("id").executeTakeFirstOrThrow();
    ids.push(inserted.id);
  }
  return ids;
}

/** The rules a new listing must pass that need neither the database nor other listings (a ListingError when it fails). */
function validNew<K extends ListingKind>(kind: K, input: ListingInput[K], opts: WriteOptions, now: Date, prefix = ""): ListingValues[K] {
  const v = parse(kind, input, prefix);
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
    await checkReferences(trx, kind, values);
    await checkUnique(trx, kind, values);
    const ids = await insertRows(trx, kind, values, now);
    await writeChildren(trx, kind, ids.map((id, i) => ({ id, v: values[i]! })), false);
    await writeTitleTerms(trx, kind, ids.map((id, i) => ({ id, title: titleOf(values[i]!) })), false);
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

/** The stored listing in the schema's input shape (lists left out), to validate an update as a whole. */
async function currentInput(
  trx: Tx | Db,
  kind: ListingKind,
  id: number,
  scope: number | null = null,
): Promise<Record<string, unknown> & { state: ListingState; agentId: number; pageUrl: string; title: string; published_at: string | null }> {
  // Scoped in the query: another agent's listing is not found, exactly like a missing one.
  const row =
    kind === "unit"
      ? await trx.selectFrom("units").selectAll().where("id", "=", id).$if(scope !== null, (q) => q.where("agent_id", "=", scope!)).executeTakeFirst()
      : await trx.selectFrom("projects").selectAll().where("id", "=", id).$if(scope !== null, (q) => q.where("agent_id", "=", scope!)).executeTakeFirst();
  if (!row) throw new ListingError("not_found", `There is no ${kind} ${id}.`);
  const shared = {
    crmRef: row.crm_ref, pageUrl: row.page_url, title: row.title, titleAr: row.title_ar, descriptionHtml: row.description_html,
    descriptionHtmlAr: row.description_html_ar, areaId: row.area_id, agentId: row.agent_id, permitNumber: row.permit_number,
    permitAuthority: row.permit_authority, permitExpiresOn: row.permit_expires_on, lat: row.lat, lng: row.lng,
    brochurePath: row.brochure_path, videoPath: row.video_path, mapUrl: row.map_url, state: row.state, published_at: row.published_at,
  };
  if ("purpose_id" in row) {
    return {
      ...shared, purposeId: row.purpose_id, statusId: row.status_id, typeId: row.type_id, classification: row.classification,
      developerId: row.developer_id, projectId: row.project_id, bedroomId: row.bedroom_id, bathroomId: row.bathroom_id,
      sizeSqft: row.size_sqft, price: row.price, rentFrequency: row.rent_frequency, postedOn: row.posted_on,
    };
  }
  return {
    ...shared, name: row.name, nameAr: row.name_ar, developerId: row.developer_id, typeId: row.type_id, statusId: row.status_id,
    completionYear: row.completion_year, completionQuarter: row.completion_quarter, startingPrice: row.starting_price,
    sizeFromSqft: row.size_from_sqft, sizeToSqft: row.size_to_sqft, createdOn: row.created_on,
  };
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
    const v = parse(kind, { ...current, ...patch, id: undefined });
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

export const publishListing = (db: Db, kind: ListingKind, id: number, opts?: WriteOptions) => setListingState(db, kind, id, "published", opts);
/** Back to a draft: off the site, kept for editing. */
export const unpublishListing = (db: Db, kind: ListingKind, id: number, opts?: WriteOptions) => setListingState(db, kind, id, "draft", opts);
export const markUnderOffer = (db: Db, kind: ListingKind, id: number, opts?: WriteOptions) => setListingState(db, kind, id, "under_offer", opts);
export const markSold = (db: Db, kind: ListingKind, id: number, opts?: WriteOptions) => setListingState(db, kind, id, "sold", opts);
export const markRented = (db: Db, id: number, opts?: WriteOptions) => setListingState(db, "unit", id, "rented", opts);
export const archiveListing = (db: Db, kind: ListingKind, id: number, opts?: WriteOptions) => setListingState(db, kind, id, "archived", opts);

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
    await audit(trx, opts, now, kind, id, "delete", current, null);
  });
}

/** The lists of a listing in the schema's input shape (only those named). */
async function currentLists(trx: Tx | Db, kind: ListingKind, id: number, which: readonly (typeof LIST_FIELDS)[number][]): Promise<Record<string, unknown>> {
  const column = ownerColumn(kind);
  const out: Record<string, unknown> = {};
  for (const field of which) {
    if (field === "media") {
      const rows = await trx.selectFrom("listing_media").selectAll().where(column, "=", id).orderBy("sort").orderBy("id").execute();
      out.media = rows.map((m) => ({ kind: m.kind, path: m.path, width: m.width, height: m.height, alt: m.alt, altAr: m.alt_ar, contentHash: m.content_hash }));
    } else if (field === "amenities") {
      out.amenities = (await trx.selectFrom("listing_amenities").select("name").where(column, "=", id).orderBy("sort").orderBy("id").execute()).map((r) => r.name);
    } else if (field === "details") {
      const rows = await trx.selectFrom("listing_details").select(["element_name", "details"]).where(column, "=", id).orderBy("sort").orderBy("id").execute();
      out.details = rows.map((r) => ({ name: r.element_name, value: r.details }));
    } else if (field === "places") {
      const rows = await trx.selectFrom("listing_places").select(["place_name", "distance", "type"]).where(column, "=", id).orderBy("sort").orderBy("id").execute();
      out.places = rows.map((r) => ({ name: r.place_name, distance: r.distance, type: r.type }));
    } else if (kind === "project" && field === "bedroomIds") {
      out.bedroomIds = (await trx.selectFrom("project_bedrooms").select("bedroom_id").where("project_id", "=", id).orderBy("bedroom_id").execute()).map((r) => r.bedroom_id);
    } else if (kind === "project" && field === "paymentPlan") {
      out.paymentPlan = await trx.selectFrom("project_payment_plan").select(["milestone", "percent"]).where("project_id", "=", id).orderBy("sort").orderBy("id").execute();
    }
  }
  return out;
}

/** `base`, or `base-2`, `base-3` … : the first page address no listing of the kind has. */
async function freePageUrl(trx: Tx, kind: ListingKind, base: string): Promise<string> {
  const taken = new Set(
    (await trx.selectFrom(TABLE[kind]).select("page_url").where("page_url", "like", `${base}%`).execute()).map((r) => r.page_url),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
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
    const v = parse(kind, { ...current, ...lists, id: undefined, pageUrl, crmRef: null, permitNumber: "", permitAuthority: null, permitExpiresOn: null, state: "draft" });
    const [newId] = await insertRows(trx, kind, [v], now);
    await writeChildren(trx, kind, [{ id: newId!, v }], false);
    await writeTitleTerms(trx, kind, [{ id: newId!, title: titleOf(v) }], false);
    await audit(trx, opts, now, kind, newId!, "duplicate", null, { ...scalars(v), copiedFrom: id });
    return newId!;
  });
}

/** A listing as the back office's editor shows it: the schema's input shape with every list, within what the actor may edit. */
export async function readListingForEdit(db: Db, kind: ListingKind, id: number, opts: Pick<WriteOptions, "actor"> = {}): Promise<Record<string, unknown> & { state: ListingState; agentId: number; pageUrl: string; title: string; publishedAt: string | null }> {
  const { published_at, ...current } = await currentInput(db, kind, id, scopeOf(opts));
  const lists = await currentLists(db, kind, id, LIST_FIELDS.filter((f) => f !== "media"));
  return { ...current, ...lists, publishedAt: published_at };
}
