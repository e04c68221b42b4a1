/**
 * The second reading of a feed: its entries in groups, each group decided against what we hold
 * (rejected, unchanged, to create, to update, to unpublish) and written in one transaction.
 */
import crypto from "node:crypto";
import {
  ListingError, SHOWN_STATES, checkNewListing, permitProblems, createListing, createListings, unpublishListing, updateListing,
  type UnitInput,
} from "../listings/index.server.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { ENTRY_READERS, RECORD_ELEMENT, type FeedEntry } from "./formats.ts";
import type { FeedLookups } from "./feed-lookups.server.ts";
import { mapEntry } from "./map-entry.ts";
import { readFeed } from "./xml-records.ts";
import { openFeed, type Survey } from "./feed-source.server.ts";
import type { FeedRun } from "./feed-run.server.ts";
import { existingListings, storedPhotos, writeFeedRows, type Existing, type FeedRow } from "./feed-records.server.ts";

/** What a run carries from group to group besides its counts and report. */
export type ImportState = {
  run: FeedRun;
  lookups: FeedLookups;
  /** The run's day: a permit first seen now is taken as valid `permitDays` from it. */
  today: string;
  permitDays: number;
  /** References met so far: a later entry with one is rejected. */
  seen: Set<string>;
  /** Photo addresses not stored yet, and the references of the listings waiting for them. */
  pendingUrls: Set<string>;
  pendingRefs: Set<string>;
  /** References listed unchanged (or deleted) whose feed record is marked with this run in bulk. */
  touched: string[];
};

type Item = { entry: FeedEntry; index: number };
type Write = { ref: string; index: number; input: UnitInput; row: FeedRow; id?: number };
type GroupPlan = { creates: Write[]; updates: Write[]; unpublish: { ref: string; id: number }[] };

/**
 * Reads the feed's entries and imports them `batchSize` at a time, reporting progress after each
 * group and saving the run's counts every two seconds or so (its heartbeat).
 */
export async function importEntries(state: ImportState, file: string, surveyed: Survey, batchSize: number, progress: (done: number, total: number) => void) {
  let lastBeat = Date.now();
  let index = 0;
  let group: Item[] = [];
  const flushGroup = async () => {
    if (!group.length) return;
    const taken = group;
    group = [];
    await importGroup(state, taken);
    progress(taken.at(-1)!.index, surveyed.records);
    if (state.touched.length >= 500) await flushTouched(state);
    if (Date.now() - lastBeat > 2000) {
      lastBeat = Date.now();
      await state.run.save("running");
    }
  };
  for await (const ev of readFeed(openFeed(file))) {
    if (ev.type !== "record" || ev.node.name.toLowerCase() !== RECORD_ELEMENT[surveyed.format].toLowerCase()) continue;
    index++;
    group.push({ entry: ENTRY_READERS[surveyed.format](ev.node), index });
    if (group.length >= batchSize) await flushGroup();
  }
  await flushGroup();
  await flushTouched(state);
}

async function flushTouched({ run, touched }: ImportState) {
  for (let i = 0; i < touched.length; i += 500)
    await run.db.updateTable("feed_listings").set({ last_run_id: run.id, source: run.source }).where("crm_ref", "in", touched.slice(i, i + 500)).execute();
  touched.length = 0;
}

/**
 * A group of entries: read what we have of them in one query, decide each (rejected, unchanged,
 * to create, to update, to unpublish), then write all the changes in ONE transaction through the
 * listing service. Each listing is whole in it, so a crash leaves none half written; one the
 * service refuses is set aside with its reasons and the others go on.
 */
async function importGroup(state: ImportState, items: Item[]): Promise<void> {
  const live = newReferences(state, items);
  if (!live.length) return;
  const { db, now } = state.run;
  const existingOf = await existingListings(db, live.map((l) => l.ref));
  const stored = await storedPhotos(db, live.flatMap((l) => (l.entry.deleted ? [] : mediaOf(l.entry).map((m) => m.url))), now);
  const plan: GroupPlan = { creates: [], updates: [], unpublish: [] };
  for (const item of live) await planEntry(state, item, existingOf.get(item.ref), stored, plan);
  if (!plan.creates.length && !plan.updates.length && !plan.unpublish.length) return;
  await writeGroup(state.run, plan);
}

/** The group's entries with a usable reference not met before in the feed; the others are rejected. */
function newReferences({ run, seen }: ImportState, items: Item[]): (Item & { ref: string })[] {
  const live: (Item & { ref: string })[] = [];
  for (const { entry, index } of items) {
    const ref = entry.ref.trim();
    if (!ref) run.reject("", index, ["No reference number is given."]);
    else if (ref.length > 60) run.reject(ref.slice(0, 60), index, ["The reference number is longer than 60 characters."]);
    else if (seen.has(ref)) run.reject(ref, index, ["This reference number appears again in the feed; its first entry was imported."]);
    else {
      seen.add(ref);
      live.push({ entry, index, ref });
    }
  }
  return live;
}

const mediaOf = (entry: FeedEntry) =>
  [...entry.photos.map((url) => ({ url, kind: "photo" as const })), ...entry.floorPlans.map((url) => ({ url, kind: "floor_plan" as const }))].slice(0, 100);
type Media = ReturnType<typeof mediaOf>;
type Stored = Awaited<ReturnType<typeof storedPhotos>>;

const stable = (v: unknown): string => JSON.stringify(v, (_k, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
const hashOf = (v: unknown) => crypto.createHash("sha256").update(stable(v)).digest("hex");

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

function reasonsOf(error: ListingError): string[] {
  const entries = Object.entries(error.fieldErrors);
  return entries.length ? entries.flatMap(([field, msgs]) => msgs.map((m) => `${field}: ${m}`)) : [error.message];
}

/** One entry of a group: counted unchanged, rejected with its reasons, or added to the group's writes. */
async function planEntry(state: ImportState, { entry, index, ref }: Item & { ref: string }, existing: Existing | undefined, stored: Stored, plan: GroupPlan) {
  const { run } = state;
  if (entry.deleted) return planDeleted(state, ref, existing, plan);
  const media = mediaOf(entry);
  for (const m of media) {
    if (stored.get(m.url)) continue;
    state.pendingUrls.add(m.url);
    state.pendingRefs.add(ref);
  }
  const seenOn = existing && existing.permit_number === entry.permitNumber && existing.permit_seen_on ? existing.permit_seen_on : state.today;
  const mapped = await mapWithLookups(state, entry, existing, media, stored, seenOn);
  if (!mapped.ok) return run.reject(ref, index, mapped.reasons);
  mapped.input.projectId = await state.lookups.project(entry, mapped.input);
  const { media: resolved, ...withoutMedia } = mapped.input;
  const hash = hashOf({ input: withoutMedia, media, extras: entry.extras });
  if (existing && existing.entry_hash === hash) {
    run.counts.unchanged++;
    state.touched.push(ref);
    return;
  }
  for (const note of mapped.notes) run.note(ref, note);
  const row: FeedRow = {
    crm_ref: ref, source: run.source, entry_hash: hash, extras_json: JSON.stringify(entry.extras), media_json: JSON.stringify(media),
    permit_number: entry.permitNumber, permit_seen_on: entry.permitNumber ? seenOn : null, last_run_id: run.id, updated_at: run.now().toISOString(),
  };
  // Photos still being fetched: the listing keeps the ones it has until they are stored.
  const input: UnitInput = media.length && !resolved?.length ? withoutMedia : mapped.input;
  if (existing) {
    plan.updates.push({ ref, index, input, row, id: existing.id });
    return;
  }
  try {
    // The rules that need no database, per listing, so one invalid entry does not refuse its group.
    checkNewListing("unit", input, run.writeOptions());
    plan.creates.push({ ref, index, input, row });
  } catch (e) {
    if (e instanceof ListingError) run.reject(ref, index, reasonsOf(e));
    else throw e;
  }
}

/** An entry the feed lists as deleted: off the site if it is shown, kept for the record. */
function planDeleted({ run, touched }: ImportState, ref: string, existing: Existing | undefined, plan: GroupPlan) {
  if (!existing) run.report.deletedNotFound++;
  else if (SHOWN_STATES.includes(existing.state)) plan.unpublish.push({ ref, id: existing.id });
  else run.counts.unchanged++;
  if (existing && existing.entry_hash !== null) touched.push(ref);
}

/** The entry as a listing's input, its names resolved to our rows (the project once it is known to be valid). */
async function mapWithLookups(state: ImportState, entry: FeedEntry, existing: Existing | undefined, media: Media, stored: Stored, seenOn: string) {
  const { lookups, run } = state;
  const [areaId, developerId, agentId] = [await lookups.area(entry), await lookups.developer(entry), await lookups.agent(entry)];
  return mapEntry(entry, {
    typeIds: lookups.typeIds,
    bedroomIds: lookups.bedroomIds,
    bathroomIds: lookups.bathroomIds,
    statusIds: lookups.statusIds,
    purposeIds: lookups.purposeIds,
    areaId,
    developerId,
    // Resolved by the caller, once the listing is known to be valid: a new project is made from it.
    projectId: null,
    agentId,
    media: media.flatMap((m) => {
      const s = stored.get(m.url);
      return s ? [{ kind: m.kind, path: s.path, width: s.width, height: s.height, alt: m.kind === "photo" ? entry.title.slice(0, 300) || null : "Floor plan", contentHash: s.contentHash }] : [];
    }),
    existing: existing ? { pageUrl: existing.page_url, state: existing.state } : null,
    assumedPermitExpiry: addDays(seenOn, state.permitDays),
    permitOk: (p) => Object.keys(permitProblems(p, run.now())).length === 0,
  });
}

/**
 * The group's writes in one transaction. The new listings go in together; when a rule that needs
 * the database refuses one of them, each is tried on its own to find which. Counted only once the
 * group has committed.
 */
async function writeGroup(run: FeedRun, { creates, updates, unpublish }: GroupPlan) {
  let done = { added: 0, updated: 0, unpublished: 0 };
  let refused: { w: Write; error: ListingError }[] = [];
  const record = (trx: Tx, ws: Write[]) => (ids: number[]) => writeFeedRows(trx, ids.map((id, i) => ({ ...ws[i]!.row, unit_id: id })));
  await writeChange(run.db, async (trx) => {
    done = { added: 0, updated: 0, unpublished: 0 };
    refused = [];
    const attempt = async (w: Write, write: () => Promise<unknown>) => {
      try {
        await write();
        return true;
      } catch (e) {
        // The service refuses before it writes anything: the group's transaction is left clean.
        if (!(e instanceof ListingError)) throw e;
        refused.push({ w, error: e });
        return false;
      }
    };
    if (creates.length) {
      const all = await attempt(creates[0]!, () => createListings(trx, "unit", creates.map((c) => c.input), { ...run.writeOptions(), alongside: (tx, ids) => record(tx, creates)(ids) }));
      if (all) done.added += creates.length;
      else {
        refused = [];
        for (const c of creates)
          if (await attempt(c, () => createListing(trx, "unit", c.input, { ...run.writeOptions(), alongside: (tx, ids) => record(tx, [c])(ids) }))) done.added++;
      }
    }
    for (const u of updates)
      if (await attempt(u, () => updateListing(trx, "unit", u.id!, u.input, { ...run.writeOptions(), alongside: (tx, ids) => record(tx, [u])(ids) }))) done.updated++;
    for (const d of unpublish) {
      await unpublishListing(trx, "unit", d.id, run.writeOptions());
      done.unpublished++;
    }
  });
  run.counts.added += done.added;
  run.counts.updated += done.updated;
  run.counts.unpublished += done.unpublished;
  for (const { w, error } of refused) run.reject(w.ref, w.index, reasonsOf(error));
}
