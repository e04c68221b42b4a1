/**
 * One import of a portal feed (issue 21): a file or a URL in the Property Finder or Bayut/dubizzle
 * XML format, written into our units through the listing service, one transaction per listing.
 *
 * 1. The source is read once whole (a URL is downloaded to a temporary file first) to check it is
 *    well-formed XML, detect its format and count its listings; a feed cut short, or one whose
 *    count dropped by more than `maxDropShare` since the last completed run of that source, is
 *    refused and changes nothing (a broken export must not empty the site).
 * 2. It is read again, entry by entry: each is mapped (map-entry.ts), its names resolved
 *    (feed-lookups.server.ts) and written with `createListing`/`updateListing`, the feed's record
 *    of it (`feed_listings`: hash, fields kept aside, photo addresses) in the same transaction. An
 *    entry whose hash is the one stored is not written at all, so the same feed twice changes
 *    nothing; an invalid one is rejected with its reasons while the rest go on.
 * 3. Listings of this source that the feed no longer lists (or lists as deleted) are unpublished
 *    (back to draft), never deleted.
 * 4. Photos: see feed-photos.server.ts (fetched once by address, attached when stored).
 *
 * The run's counts and report are kept in `feed_runs`, updated as it goes (a heartbeat).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { Database, FeedRunStatus } from "../../platform/db/schema.ts";
import {
  ListingError, SHOWN_STATES, checkNewListing, permitProblems, createListing, createListings, unpublishListing, updateListing, utcDay,
  type ListingState, type UnitInput,
} from "../listings/index.server.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { ENTRY_READERS, RECORD_ELEMENT, detectFormat, type FeedEntry, type FeedFormat } from "./formats.ts";
import { FeedLookups, type LookupReport } from "./feed-lookups.server.ts";
import { mapEntry } from "./map-entry.ts";
import { FeedXmlError, readFeed } from "./xml-records.ts";
import { attachStoredPhotos, fetchDuePhotos, type PhotoOptions } from "./feed-photos.server.ts";

export type ImportProgress = { phase: "reading" | "importing" | "photos"; done: number; total: number };

export type ImportOptions = {
  /** A file path or an http(s) URL. */
  source: string;
  /**
   * The source as runs know it when `source` is a copy (a file uploaded in /admin/feeds:
   * `upload:<its name>`), so the next upload of the same feed is compared with this run.
   */
  sourceName?: string;
  format?: FeedFormat;
  /** Refuse a feed listing fewer than (1 − share) × the last completed run's listings (default 0.3). */
  maxDropShare?: number;
  /** Import even when the drop rule would refuse. */
  force?: boolean;
  /** A permit the feed gives no expiry for is taken as valid this many days from when it was first seen (default 90). */
  permitDays?: number;
  fetchTimeoutMs?: number;
  now?: () => Date;
  /** Fetch and store the feed's photos after the listings (left out: they stay pending). */
  photos?: PhotoOptions | null;
  onProgress?: (p: ImportProgress) => void;
  /** The run to continue (a scheduled run cut short); a new run row otherwise. */
  runId?: number;
  /**
   * Entries written per transaction (default 250): each listing is whole in one, and a group's
   * changes share one commit, one data-version move and multi-row inserts (see importGroup).
   */
  batchSize?: number;
};

export type Rejection = { ref: string; entry: number; reasons: string[] };
export type FeedReport = LookupReport & {
  format: FeedFormat | null;
  rejections: Rejection[];
  notes: { ref: string; note: string }[];
  deletedNotFound: number;
  photoFailures: { url: string; error: string }[];
};

export type FeedRunResult = {
  runId: number;
  status: FeedRunStatus;
  entries: number;
  added: number;
  updated: number;
  unchanged: number;
  unpublished: number;
  rejected: number;
  photosPending: number;
  error: string | null;
  report: FeedReport;
};

/** Rejections and notes kept in a run's report (the counts are exact beyond them). */
const REPORT_LIMIT = 2000;

export class FeedSourceError extends Error {}

const isUrl = (s: string) => /^https?:\/\//i.test(s);

/** The source as runs know it: the URL, or the file's absolute path. */
export const sourceKey = (source: string) => (isUrl(source) ? source : path.resolve(source));

async function download(url: string, timeoutMs: number): Promise<string> {
  const file = path.join(os.tmpdir(), `feed-${crypto.randomBytes(6).toString("hex")}.xml`);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  } catch (e) {
    throw new FeedSourceError(`The feed could not be fetched: ${(e as Error).message}`);
  }
  if (!res.ok || !res.body) throw new FeedSourceError(`The feed answered HTTP ${res.status}.`);
  try {
    await pipeline(Readable.fromWeb(res.body as import("node:stream/web").ReadableStream), fs.createWriteStream(file));
  } catch (e) {
    fs.rmSync(file, { force: true });
    throw new FeedSourceError(`The feed's download broke off: ${(e as Error).message}`);
  }
  return file;
}

const open = (file: string) => fs.createReadStream(file, { encoding: "utf8", highWaterMark: 256 * 1024 });

/** The first pass: format, listing count, every reference (duplicates found here). */
async function survey(file: string, wanted: FeedFormat | undefined) {
  let format: FeedFormat | null = null;
  let records = 0;
  const refs = new Map<string, number>();
  let deleted = 0;
  for await (const ev of readFeed(open(file))) {
    if (ev.type === "root") {
      const detected = detectFormat(ev.name);
      if (!detected) throw new FeedSourceError(`The feed's root element <${ev.name}> is neither Property Finder's <list> nor Bayut's <Properties>.`);
      if (wanted && wanted !== detected) throw new FeedSourceError(`The feed was given as ${wanted} but its root element <${ev.name}> is the ${detected} format's.`);
      format = detected;
      continue;
    }
    if (!format || ev.node.name.toLowerCase() !== RECORD_ELEMENT[format].toLowerCase()) continue;
    records++;
    const entry = ENTRY_READERS[format](ev.node);
    // Deleted entries count as listed: the CRM says so on purpose, where a broken export loses them.
    if (entry.deleted) deleted++;
    if (entry.ref && !refs.has(entry.ref)) refs.set(entry.ref, records);
  }
  if (!format) throw new FeedSourceError("The feed is empty.");
  return { format, records, live: refs.size, deleted };
}

const stable = (v: unknown): string => JSON.stringify(v, (_k, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
const hashOf = (v: unknown) => crypto.createHash("sha256").update(stable(v)).digest("hex");

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

function reasonsOf(error: ListingError): string[] {
  const entries = Object.entries(error.fieldErrors);
  return entries.length ? entries.flatMap(([field, msgs]) => msgs.map((m) => `${field}: ${m}`)) : [error.message];
}

export async function importFeed(db: Db, opts: ImportOptions): Promise<FeedRunResult> {
  const now = opts.now ?? (() => new Date());
  const source = opts.sourceName ?? sourceKey(opts.source);
  const maxDrop = opts.maxDropShare ?? 0.3;
  const permitDays = opts.permitDays ?? 90;
  const progress = opts.onProgress ?? (() => {});
  const started = now().toISOString();
  const runId =
    opts.runId ??
    (await db.insertInto("feed_runs").values({ source, format: opts.format ?? null, status: "running", started_at: started, heartbeat_at: started }).returning("id").executeTakeFirstOrThrow()).id;

  const report: FeedReport = {
    format: null, rejections: [], notes: [], deletedNotFound: 0, photoFailures: [], areasCreated: [], agentsCreated: [], developersCreated: [], projectsCreated: [],
    unmatchedDevelopers: [], unmatchedProjects: [],
  };
  const counts = { entries: 0, added: 0, updated: 0, unchanged: 0, unpublished: 0, rejected: 0, photosPending: 0 };
  const result = (status: FeedRunStatus, error: string | null): FeedRunResult => ({ runId, status, ...counts, error, report });
  const save = async (status: FeedRunStatus, error: string | null = null) => {
    const t = now().toISOString();
    await db
      .updateTable("feed_runs")
      .set({
        status, format: report.format, heartbeat_at: t, finished_at: status === "running" ? null : t, entries: counts.entries, added: counts.added,
        updated: counts.updated, unchanged: counts.unchanged, unpublished: counts.unpublished, rejected: counts.rejected,
        photos_pending: counts.photosPending, error, report_json: JSON.stringify(report),
      })
      .where("id", "=", runId)
      .execute();
  };

  let file = opts.source;
  let downloaded = false;
  try {
    if (isUrl(opts.source)) {
      file = await download(opts.source, opts.fetchTimeoutMs ?? 60_000);
      downloaded = true;
    } else if (!fs.existsSync(file)) throw new FeedSourceError(`There is no file ${file}.`);

    progress({ phase: "reading", done: 0, total: 0 });
    const surveyed = await survey(file, opts.format);
    report.format = surveyed.format;
    counts.entries = surveyed.live;
    const last = await db
      .selectFrom("feed_runs")
      .select(["id", "entries"])
      .where("source", "=", source)
      .where("status", "=", "done")
      .where("id", "<>", runId)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!opts.force && last && last.entries > 0 && surveyed.live < last.entries * (1 - maxDrop)) {
      const drop = Math.round((1 - surveyed.live / last.entries) * 100);
      const error = `The feed lists ${surveyed.live} listings, ${drop}% fewer than the ${last.entries} of run ${last.id} (more than ${Math.round(maxDrop * 100)}% is refused): nothing was changed.`;
      await save("refused", error);
      return result("refused", error);
    }

    const lookups = await FeedLookups.load(db, now);
    const today = utcDay(now());
    const batchSize = Math.max(1, opts.batchSize ?? 250);
    const seen = new Set<string>();
    const pendingUrls = new Set<string>();
    const pendingRefs = new Set<string>();
    const touched: string[] = [];
    const flushTouched = async () => {
      for (let i = 0; i < touched.length; i += 500)
        await db.updateTable("feed_listings").set({ last_run_id: runId, source }).where("crm_ref", "in", touched.slice(i, i + 500)).execute();
      touched.length = 0;
    };
    let lastBeat = Date.now();
    const reject = (ref: string, entry: number, reasons: string[]) => {
      counts.rejected++;
      if (report.rejections.length < REPORT_LIMIT) report.rejections.push({ ref, entry, reasons });
    };
    const writeOpts = () => ({ actor: "system" as const, now: now() });

    let index = 0;
    let group: { entry: FeedEntry; index: number }[] = [];
    const flushGroup = async () => {
      if (!group.length) return;
      const taken = group;
      group = [];
      await importGroup(taken);
      progress({ phase: "importing", done: taken.at(-1)!.index, total: surveyed.records });
      if (touched.length >= 500) await flushTouched();
      if (Date.now() - lastBeat > 2000) {
        lastBeat = Date.now();
        await save("running");
      }
    };
    for await (const ev of readFeed(open(file))) {
      if (ev.type !== "record" || ev.node.name.toLowerCase() !== RECORD_ELEMENT[surveyed.format].toLowerCase()) continue;
      index++;
      group.push({ entry: ENTRY_READERS[surveyed.format](ev.node), index });
      if (group.length >= batchSize) await flushGroup();
    }
    await flushGroup();
    await flushTouched();

    // Listings of this source that this feed no longer lists: off the site, kept for the record.
    const leavers = await db
      .selectFrom("feed_listings as f")
      .innerJoin("units as u", "u.id", "f.unit_id")
      .select(["f.unit_id"])
      .where("f.source", "=", source)
      .where("f.last_run_id", "<>", runId)
      .where("u.state", "in", SHOWN_STATES)
      .execute();
    for (let i = 0; i < leavers.length; i += batchSize) {
      const chunk = leavers.slice(i, i + batchSize);
      await writeChange(db, async (trx) => {
        for (const l of chunk) await unpublishListing(trx, "unit", l.unit_id, writeOpts());
      });
      counts.unpublished += chunk.length;
    }

    if (opts.photos) {
      await save("running");
      const fetched = await fetchDuePhotos(db, opts.photos, { now, urls: [...pendingUrls], onProgress: (done, total) => progress({ phase: "photos", done, total }) });
      report.photoFailures.push(...fetched.failures.slice(0, REPORT_LIMIT));
      await attachStoredPhotos(db, [...pendingRefs], { now });
      for (const url of fetched.stored) pendingUrls.delete(url);
    }
    counts.photosPending = pendingUrls.size;
    Object.assign(report, lookups.report);
    await save("done");
    return result("done", null);

    /**
     * A group of entries: read what we have of them in one query, decide each (rejected, unchanged,
     * to create, to update, to unpublish), then write all the changes in ONE transaction through the
     * listing service. Each listing is whole in it, so a crash leaves none half written; one the
     * service refuses is set aside with its reasons and the others go on.
     */
    async function importGroup(items: { entry: FeedEntry; index: number }[]): Promise<void> {
      const live: { entry: FeedEntry; index: number; ref: string }[] = [];
      for (const { entry, index: at } of items) {
        const ref = entry.ref.trim();
        if (!ref) reject("", at, ["No reference number is given."]);
        else if (ref.length > 60) reject(ref.slice(0, 60), at, ["The reference number is longer than 60 characters."]);
        else if (seen.has(ref)) reject(ref, at, ["This reference number appears again in the feed; its first entry was imported."]);
        else {
          seen.add(ref);
          live.push({ entry, index: at, ref });
        }
      }
      if (!live.length) return;
      const existingOf = await existingListings(db, live.map((l) => l.ref));
      const mediaOf = (entry: FeedEntry) =>
        [...entry.photos.map((url) => ({ url, kind: "photo" as const })), ...entry.floorPlans.map((url) => ({ url, kind: "floor_plan" as const }))].slice(0, 100);
      const stored = await storedPhotos(db, live.flatMap((l) => (l.entry.deleted ? [] : mediaOf(l.entry).map((m) => m.url))), now);

      type Write = { ref: string; index: number; input: UnitInput; row: FeedRow; id?: number };
      const creates: Write[] = [];
      const updates: Write[] = [];
      const unpublish: { ref: string; id: number }[] = [];
      for (const { entry, index: at, ref } of live) {
        const existing = existingOf.get(ref);
        if (entry.deleted) {
          if (!existing) report.deletedNotFound++;
          else if (SHOWN_STATES.includes(existing.state)) unpublish.push({ ref, id: existing.id });
          else counts.unchanged++;
          if (existing && existing.entry_hash !== null) touched.push(ref);
          continue;
        }
        const media = mediaOf(entry);
        for (const m of media) {
          if (stored.get(m.url)) continue;
          pendingUrls.add(m.url);
          pendingRefs.add(ref);
        }
        const seenOn = existing && existing.permit_number === entry.permitNumber && existing.permit_seen_on ? existing.permit_seen_on : today;
        const [areaId, developerId, agentId] = [await lookups.area(entry), await lookups.developer(entry), await lookups.agent(entry)];
        const mapped = mapEntry(entry, {
          typeIds: lookups.typeIds,
          bedroomIds: lookups.bedroomIds,
          bathroomIds: lookups.bathroomIds,
          statusIds: lookups.statusIds,
          purposeIds: lookups.purposeIds,
          areaId,
          developerId,
          // Resolved below, once the listing is known to be valid: a new project is made from it.
          projectId: null,
          agentId,
          media: media.flatMap((m) => {
            const s = stored.get(m.url);
            return s ? [{ kind: m.kind, path: s.path, width: s.width, height: s.height, alt: m.kind === "photo" ? entry.title.slice(0, 300) || null : "Floor plan", contentHash: s.contentHash }] : [];
          }),
          existing: existing ? { pageUrl: existing.page_url, state: existing.state } : null,
          assumedPermitExpiry: addDays(seenOn, permitDays),
          permitOk: (p) => Object.keys(permitProblems(p, now())).length === 0,
        });
        if (!mapped.ok) {
          reject(ref, at, mapped.reasons);
          continue;
        }
        mapped.input.projectId = await lookups.project(entry, mapped.input);
        const { media: resolved, ...withoutMedia } = mapped.input;
        const hash = hashOf({ input: withoutMedia, media, extras: entry.extras });
        if (existing && existing.entry_hash === hash) {
          counts.unchanged++;
          touched.push(ref);
          continue;
        }
        for (const note of mapped.notes) if (report.notes.length < REPORT_LIMIT) report.notes.push({ ref, note });
        const row: FeedRow = {
          crm_ref: ref, source, entry_hash: hash, extras_json: JSON.stringify(entry.extras), media_json: JSON.stringify(media),
          permit_number: entry.permitNumber, permit_seen_on: entry.permitNumber ? seenOn : null, last_run_id: runId, updated_at: now().toISOString(),
        };
        // Photos still being fetched: the listing keeps the ones it has until they are stored.
        const input: UnitInput = media.length && !resolved?.length ? withoutMedia : mapped.input;
        if (existing) {
          updates.push({ ref, index: at, input, row, id: existing.id });
          continue;
        }
        try {
          // The rules that need no database, per listing, so one invalid entry does not refuse its group.
          checkNewListing("unit", input, writeOpts());
          creates.push({ ref, index: at, input, row });
        } catch (e) {
          if (e instanceof ListingError) reject(ref, at, reasonsOf(e));
          else throw e;
        }
      }
      if (!creates.length && !updates.length && !unpublish.length) return;

      // Counted only once the group has committed.
      let done = { added: 0, updated: 0, unpublished: 0 };
      let refused: { w: Write; error: ListingError }[] = [];
      const record = (trx: Tx, ws: Write[]) => (ids: number[]) => writeFeedRows(trx, ids.map((id, i) => ({ ...ws[i]!.row, unit_id: id })));
      await writeChange(db, async (trx) => {
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
          const all = await attempt(creates[0]!, () => createListings(trx, "unit", creates.map((c) => c.input), { ...writeOpts(), alongside: (tx, ids) => record(tx, creates)(ids) }));
          if (all) done.added += creates.length;
          else {
            // A rule that needs the database refused one of them: each on its own, to find which.
            refused = [];
            for (const c of creates)
              if (await attempt(c, () => createListing(trx, "unit", c.input, { ...writeOpts(), alongside: (tx, ids) => record(tx, [c])(ids) }))) done.added++;
          }
        }
        for (const u of updates)
          if (await attempt(u, () => updateListing(trx, "unit", u.id!, u.input, { ...writeOpts(), alongside: (tx, ids) => record(tx, [u])(ids) }))) done.updated++;
        for (const d of unpublish) {
          await unpublishListing(trx, "unit", d.id, writeOpts());
          done.unpublished++;
        }
      });
      counts.added += done.added;
      counts.updated += done.updated;
      counts.unpublished += done.unpublished;
      for (const { w, error } of refused) reject(w.ref, w.index, reasonsOf(error));
    }
  } catch (e) {
    const refused = e instanceof FeedXmlError || e instanceof FeedSourceError;
    const error = refused ? (e as Error).message : `The import failed: ${(e as Error).message}`;
    await save(refused ? "refused" : "failed", error);
    if (!refused) throw e;
    return result("refused", error);
  } finally {
    if (downloaded) fs.rmSync(file, { force: true });
  }
}

type FeedRow = Omit<Insertable<Database["feed_listings"]>, "unit_id">;

/** The feed's records of the entries just written (insert or replace by reference), many to a statement. */
async function writeFeedRows(trx: Tx, rows: Insertable<Database["feed_listings"]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto("feed_listings")
      .values(rows.slice(i, i + 500))
      .onConflict((oc) =>
        oc.column("crm_ref").doUpdateSet((eb) => ({
          unit_id: eb.ref("excluded.unit_id"), source: eb.ref("excluded.source"), entry_hash: eb.ref("excluded.entry_hash"),
          extras_json: eb.ref("excluded.extras_json"), media_json: eb.ref("excluded.media_json"), permit_number: eb.ref("excluded.permit_number"),
          permit_seen_on: eb.ref("excluded.permit_seen_on"), last_run_id: eb.ref("excluded.last_run_id"), updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
}

type Existing = { id: number; page_url: string; state: ListingState; entry_hash: string | null; permit_number: string; permit_seen_on: string | null };

/** Our units with these references, with the feed's record of each where there is one (two queries per 500). */
async function existingListings(db: Db, refs: string[]): Promise<Map<string, Existing>> {
  const out = new Map<string, Existing>();
  for (let i = 0; i < refs.length; i += 500) {
    const chunk = refs.slice(i, i + 500);
    // Two lookups by key rather than a join: SQLite's planner walked the units for the join as the table grew.
    const recorded = await db.selectFrom("feed_listings").select(["crm_ref", "unit_id", "entry_hash", "permit_number", "permit_seen_on"]).where("crm_ref", "in", chunk).execute();
    if (recorded.length) {
      const units = new Map(
        (await db.selectFrom("units").select(["id", "page_url", "state"]).where("id", "in", recorded.map((r) => r.unit_id)).execute()).map((u) => [Number(u.id), u]),
      );
      for (const { crm_ref, unit_id, ...f } of recorded) {
        const u = units.get(Number(unit_id));
        if (u) out.set(crm_ref, { id: Number(u.id), page_url: u.page_url, state: u.state, ...f });
      }
    }
    const rest = chunk.filter((r) => !out.has(r));
    if (!rest.length) continue;
    // A unit of ours that carries the reference but came from no feed (typed in, or the seed).
    const units = await db.selectFrom("units").select(["id", "crm_ref", "page_url", "state"]).where("crm_ref", "in", rest).execute();
    for (const u of units) out.set(u.crm_ref!, { id: u.id, page_url: u.page_url, state: u.state, entry_hash: null, permit_number: "", permit_seen_on: null });
  }
  return out;
}

type StoredPhoto = { path: string; width: number | null; height: number | null; contentHash: string | null };

/** The entry's photo addresses already stored; the others are queued (pending) once. */
async function storedPhotos(db: Db, urls: string[], now: () => Date): Promise<Map<string, StoredPhoto | null>> {
  const out = new Map<string, StoredPhoto | null>();
  if (!urls.length) return out;
  const unique = [...new Set(urls)];
  const rows = [];
  for (let i = 0; i < unique.length; i += 1000)
    rows.push(...(await db.selectFrom("feed_photos").select(["url", "status", "path", "width", "height", "content_hash"]).where("url", "in", unique.slice(i, i + 1000)).execute()));
  for (const r of rows) out.set(r.url, r.status === "done" && r.path ? { path: r.path, width: r.width, height: r.height, contentHash: r.content_hash } : null);
  const fresh = [...new Set(urls.filter((u) => !out.has(u)))];
  if (fresh.length) {
    const t = now().toISOString();
    for (let i = 0; i < fresh.length; i += 1000)
      await db
        .insertInto("feed_photos")
        .values(fresh.slice(i, i + 1000).map((url) => ({ url, status: "pending" as const, next_attempt_at: t, updated_at: t })))
        .onConflict((oc) => oc.column("url").doNothing())
        .execute();
    for (const u of fresh) out.set(u, null);
  }
  return out;
}
