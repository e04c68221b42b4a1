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
import { sql } from "kysely";
import type { Db } from "../../db/client.server.ts";
import type { FeedRunStatus } from "../../db/schema.ts";
import { ListingError, SHOWN_STATES, permitProblems, createListing, unpublishListing, updateListing, utcDay, type UnitInput } from "../listings.server.ts";
import type { Tx } from "../write.server.ts";
import { ENTRY_READERS, RECORD_ELEMENT, detectFormat, type FeedEntry, type FeedFormat } from "./formats.ts";
import { FeedLookups, type LookupReport } from "./feed-lookups.server.ts";
import { mapEntry } from "./map-entry.ts";
import { FeedXmlError, readFeed } from "./xml-records.ts";
import { attachStoredPhotos, fetchDuePhotos, type PhotoOptions } from "./feed-photos.server.ts";

export type ImportProgress = { phase: "reading" | "importing" | "photos"; done: number; total: number };

export type ImportOptions = {
  /** A file path or an http(s) URL. */
  source: string;
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
  const source = sourceKey(opts.source);
  const maxDrop = opts.maxDropShare ?? 0.3;
  const permitDays = opts.permitDays ?? 90;
  const progress = opts.onProgress ?? (() => {});
  const started = now().toISOString();
  const runId =
    opts.runId ??
    (await db.insertInto("feed_runs").values({ source, format: opts.format ?? null, status: "running", started_at: started, heartbeat_at: started }).returning("id").executeTakeFirstOrThrow()).id;

  const report: FeedReport = { format: null, rejections: [], notes: [], deletedNotFound: 0, photoFailures: [], areasCreated: [], agentsCreated: [], unmatchedDevelopers: [], unmatchedProjects: [] };
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
    const seen = new Set<string>();
    const pendingUrls = new Set<string>();
    const pendingRefs = new Set<string>();
    const touched: string[] = [];
    const flushTouched = async () => {
      for (let i = 0; i < touched.length; i += 500)
        await db.updateTable("feed_listings").set({ last_run_id: runId, source }).where("crm_ref", "in", touched.slice(i, i + 500)).execute();
      touched.length = 0;
    };
    let index = 0;
    let lastBeat = Date.now();
    const reject = (ref: string, reasons: string[]) => {
      counts.rejected++;
      if (report.rejections.length < REPORT_LIMIT) report.rejections.push({ ref, entry: index, reasons });
    };

    for await (const ev of readFeed(open(file))) {
      if (ev.type !== "record" || ev.node.name.toLowerCase() !== RECORD_ELEMENT[surveyed.format].toLowerCase()) continue;
      index++;
      const entry = ENTRY_READERS[surveyed.format](ev.node);
      await importEntry(entry);
      progress({ phase: "importing", done: index, total: surveyed.records });
      if (touched.length >= 500) await flushTouched();
      if (Date.now() - lastBeat > 2000) {
        lastBeat = Date.now();
        await save("running");
      }
    }
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
    for (const l of leavers) {
      await unpublishListing(db, "unit", l.unit_id, { actor: "system", now: now() });
      counts.unpublished++;
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

    async function importEntry(entry: FeedEntry): Promise<void> {
      const ref = entry.ref.trim();
      if (!ref) return reject("", ["No reference number is given."]);
      if (ref.length > 60) return reject(ref.slice(0, 60), ["The reference number is longer than 60 characters."]);
      if (seen.has(ref)) return reject(ref, ["This reference number appears again in the feed; its first entry was imported."]);
      seen.add(ref);
      const existing =
        (await db
          .selectFrom("feed_listings as f")
          .innerJoin("units as u", "u.id", "f.unit_id")
          .select(["u.id", "u.page_url", "u.state", "f.entry_hash", "f.permit_number", "f.permit_seen_on"])
          .where("f.crm_ref", "=", ref)
          .executeTakeFirst()) ??
        (await db
          .selectFrom("units")
          .select(["id", "page_url", "state", sql<string | null>`null`.as("entry_hash"), sql<string>`''`.as("permit_number"), sql<string | null>`null`.as("permit_seen_on")])
          .where("crm_ref", "=", ref)
          .executeTakeFirst());

      if (entry.deleted) {
        if (!existing) {
          report.deletedNotFound++;
          return;
        }
        if (SHOWN_STATES.includes(existing.state)) {
          await unpublishListing(db, "unit", existing.id, { actor: "system", now: now() });
          counts.unpublished++;
        } else counts.unchanged++;
        if (existing.entry_hash !== null) touched.push(ref);
        return;
      }

      const media = [...entry.photos.map((url) => ({ url, kind: "photo" as const })), ...entry.floorPlans.map((url) => ({ url, kind: "floor_plan" as const }))].slice(0, 100);
      const stored = await storedPhotos(db, media.map((m) => m.url), now);
      for (const m of media) {
        if (stored.get(m.url)) continue;
        pendingUrls.add(m.url);
        pendingRefs.add(ref);
      }
      const seenOn = existing && existing.permit_number === entry.permitNumber && existing.permit_seen_on ? existing.permit_seen_on : today;
      const [areaId, developerId, projectId, agentId] = [await lookups.area(entry), await lookups.developer(entry), await lookups.project(entry), await lookups.agent(entry)];
      const mapped = mapEntry(entry, {
        typeIds: lookups.typeIds,
        bedroomIds: lookups.bedroomIds,
        bathroomIds: lookups.bathroomIds,
        statusIds: lookups.statusIds,
        purposeIds: lookups.purposeIds,
        areaId,
        developerId,
        projectId,
        agentId,
        media: media.flatMap((m) => {
          const s = stored.get(m.url);
          return s ? [{ kind: m.kind, path: s.path, width: s.width, height: s.height, alt: m.kind === "photo" ? entry.title.slice(0, 300) || null : "Floor plan", contentHash: s.contentHash }] : [];
        }),
        existing: existing ? { pageUrl: existing.page_url, state: existing.state } : null,
        assumedPermitExpiry: addDays(seenOn, permitDays),
        permitOk: (p) => Object.keys(permitProblems(p, now())).length === 0,
      });
      if (!mapped.ok) return reject(ref, mapped.reasons);
      const { media: resolved, ...withoutMedia } = mapped.input;
      const hash = hashOf({ input: withoutMedia, media, extras: entry.extras });
      if (existing && existing.entry_hash === hash) {
        counts.unchanged++;
        touched.push(ref);
        return;
      }
      for (const note of mapped.notes) if (report.notes.length < REPORT_LIMIT) report.notes.push({ ref, note });
      const record = async (trx: Tx, unitId: number) => {
        const row = {
          unit_id: unitId, source, entry_hash: hash, extras_json: JSON.stringify(entry.extras), media_json: JSON.stringify(media),
          permit_number: entry.permitNumber, permit_seen_on: entry.permitNumber ? seenOn : null, last_run_id: runId, updated_at: now().toISOString(),
        };
        await trx.insertInto("feed_listings").values({ crm_ref: ref, ...row }).onConflict((oc) => oc.column("crm_ref").doUpdateSet(row)).execute();
      };
      // Photos still being fetched: the listing keeps the ones it has until they are stored.
      const input: UnitInput = media.length && !resolved?.length ? withoutMedia : mapped.input;
      try {
        if (existing) {
          await updateListing(db, "unit", existing.id, input, { actor: "system", now: now(), alongside: record });
          counts.updated++;
        } else {
          await createListing(db, "unit", input, { actor: "system", now: now(), alongside: record });
          counts.added++;
        }
      } catch (e) {
        if (e instanceof ListingError) return reject(ref, reasonsOf(e));
        throw e;
      }
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

type StoredPhoto = { path: string; width: number | null; height: number | null; contentHash: string | null };

/** The entry's photo addresses already stored; the others are queued (pending) once. */
async function storedPhotos(db: Db, urls: string[], now: () => Date): Promise<Map<string, StoredPhoto | null>> {
  const out = new Map<string, StoredPhoto | null>();
  if (!urls.length) return out;
  const rows = await db.selectFrom("feed_photos").select(["url", "status", "path", "width", "height", "content_hash"]).where("url", "in", urls).execute();
  for (const r of rows) out.set(r.url, r.status === "done" && r.path ? { path: r.path, width: r.width, height: r.height, contentHash: r.content_hash } : null);
  const fresh = [...new Set(urls.filter((u) => !out.has(u)))];
  if (fresh.length) {
    const t = now().toISOString();
    await db
      .insertInto("feed_photos")
      .values(fresh.map((url) => ({ url, status: "pending" as const, next_attempt_at: t, updated_at: t })))
      .onConflict((oc) => oc.column("url").doNothing())
      .execute();
    for (const u of fresh) out.set(u, null);
  }
  return out;
}
