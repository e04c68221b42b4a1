/**
 * One import of a portal feed: a file or a URL in the Property Finder or Bayut/dubizzle
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
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../../platform/db/client.server.ts";
import { SHOWN_STATES, unpublishListing, utcDay } from "../listings/index.server.ts";
import { writeChange } from "../../platform/cache/write.server.ts";
import type { FeedFormat } from "./formats.ts";
import { FeedLookups } from "./feed-lookups.server.ts";
import { FeedXmlError } from "./xml-records.ts";
import { attachStoredPhotos, fetchDuePhotos, type PhotoOptions } from "./feed-photos.server.ts";
import { FeedRun, REPORT_LIMIT, type FeedRunResult } from "./feed-run.server.ts";
import { FeedSourceError, download, survey } from "./feed-source.server.ts";
import { importEntries, type ImportState } from "./import-entries.server.ts";

type ImportProgress = { phase: "reading" | "importing" | "photos"; done: number; total: number };

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

const isUrl = (s: string) => /^https?:\/\//i.test(s);

/** The source as runs know it: the URL, or the file's absolute path. */
export const sourceKey = (source: string) => (isUrl(source) ? source : path.resolve(source));

export async function importFeed(db: Db, opts: ImportOptions): Promise<FeedRunResult> {
  const run = await FeedRun.open(db, opts.sourceName ?? sourceKey(opts.source), { runId: opts.runId, format: opts.format, now: opts.now ?? (() => new Date()) });
  let file = opts.source;
  let downloaded = false;
  try {
    if (isUrl(opts.source)) {
      file = await download(opts.source, opts.fetchTimeoutMs ?? 60_000);
      downloaded = true;
    } else if (!fs.existsSync(file)) throw new FeedSourceError(`There is no file ${file}.`);
    return await importFile(run, file, opts);
  } catch (e) {
    const refused = e instanceof FeedXmlError || e instanceof FeedSourceError;
    const error = refused ? (e as Error).message : `The import failed: ${(e as Error).message}`;
    await run.save(refused ? "refused" : "failed", error);
    if (!refused) throw e;
    return run.result("refused", error);
  } finally {
    if (downloaded) fs.rmSync(file, { force: true });
  }
}

/** Steps 1 to 4 on the feed as a local file. */
async function importFile(run: FeedRun, file: string, opts: ImportOptions): Promise<FeedRunResult> {
  const progress = opts.onProgress ?? (() => {});
  progress({ phase: "reading", done: 0, total: 0 });
  const surveyed = await survey(file, opts.format);
  run.report.format = surveyed.format;
  run.counts.entries = surveyed.live;
  const refusal = await dropRefusal(run, surveyed.live, opts);
  if (refusal) {
    await run.save("refused", refusal);
    return run.result("refused", refusal);
  }

  const state: ImportState = {
    run, lookups: await FeedLookups.load(run.db, run.now), today: utcDay(run.now()), permitDays: opts.permitDays ?? 90,
    seen: new Set(), pendingUrls: new Set(), pendingRefs: new Set(), touched: [],
  };
  const batchSize = Math.max(1, opts.batchSize ?? 250);
  await importEntries(state, file, surveyed, batchSize, (done, total) => progress({ phase: "importing", done, total }));
  await unpublishLeavers(run, batchSize);
  if (opts.photos) {
    await run.save("running");
    const fetched = await fetchDuePhotos(run.db, opts.photos, { now: run.now, urls: [...state.pendingUrls], onProgress: (done, total) => progress({ phase: "photos", done, total }) });
    run.report.photoFailures.push(...fetched.failures.slice(0, REPORT_LIMIT));
    await attachStoredPhotos(run.db, [...state.pendingRefs], { now: run.now });
    for (const url of fetched.stored) state.pendingUrls.delete(url);
  }
  run.counts.photosPending = state.pendingUrls.size;
  Object.assign(run.report, state.lookups.report);
  await run.save("done");
  return run.result("done", null);
}

/** Why the feed is refused for listing too few (`maxDropShare` fewer than the source's last completed run), or null. */
async function dropRefusal(run: FeedRun, live: number, opts: ImportOptions): Promise<string | null> {
  const maxDrop = opts.maxDropShare ?? 0.3;
  const last = await run.db
    .selectFrom("feed_runs")
    .select(["id", "entries"])
    .where("source", "=", run.source)
    .where("status", "=", "done")
    .where("id", "<>", run.id)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (opts.force || !last || last.entries <= 0 || live >= last.entries * (1 - maxDrop)) return null;
  const drop = Math.round((1 - live / last.entries) * 100);
  return `The feed lists ${live} listings, ${drop}% fewer than the ${last.entries} of run ${last.id} (more than ${Math.round(maxDrop * 100)}% is refused): nothing was changed.`;
}

/** Listings of this source that this feed no longer lists: off the site, kept for the record. */
async function unpublishLeavers(run: FeedRun, batchSize: number) {
  const leavers = await run.db
    .selectFrom("feed_listings as f")
    .innerJoin("units as u", "u.id", "f.unit_id")
    .select(["f.unit_id"])
    .where("f.source", "=", run.source)
    .where("f.last_run_id", "<>", run.id)
    .where("u.state", "in", SHOWN_STATES)
    .execute();
  for (let i = 0; i < leavers.length; i += batchSize) {
    const chunk = leavers.slice(i, i + batchSize);
    await writeChange(run.db, async (trx) => {
      for (const l of chunk) await unpublishListing(trx, "unit", l.unit_id, run.writeOptions());
    });
    run.counts.unpublished += chunk.length;
  }
}
