/**
 * Scheduled imports from FEED_URLS, a job on every instance (server/app.ts registers it when
 * FEED_URLS is set). The runner holds the `feed-import` lease around each look (a lock in
 * `job_locks`, renewed while it works; one holder at a time on a shared PostgreSQL), and the
 * holder first marks runs left "running" by an instance that stopped (heartbeat older than the
 * lease) as interrupted and imports their sources again (each listing is its own transaction and
 * an unchanged entry is skipped, so the rerun finishes what was cut short), then imports every feed
 * that is due, then retries the photos whose wait is over. The other instances are "busy".
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { Job, JobContext } from "../../platform/jobs/runner.server.ts";
import { importFeed, sourceKey } from "./import.server.ts";
import { retryFeedPhotos, type PhotoOptions } from "./feed-photos.server.ts";

/** Also held by an import started in the back office (feed-start.server.ts). */
export const FEED_LOCK = "feed-import";

type FeedScheduleOptions = {
  db: Db;
  urls: string[];
  intervalMs: number;
  photos: PhotoOptions | null;
  maxDropShare: number;
  permitDays: number;
  fetchTimeoutMs: number;
  /** How long the lock and a run's heartbeat are trusted without renewal (default 2 minutes). */
  leaseMs?: number;
  clock?: () => Date;
};

/** Marks the runs another instance left behind as interrupted; their sources, to import again. */
async function takeOverCutRuns(db: Db, now: Date, leaseMs: number): Promise<Set<string>> {
  const stale = new Date(now.getTime() - leaseMs).toISOString();
  const cut = await db.selectFrom("feed_runs").select(["id", "source"]).where("status", "=", "running").where("heartbeat_at", "<", stale).execute();
  if (cut.length) {
    await db
      .updateTable("feed_runs")
      .set({ status: "interrupted", finished_at: now.toISOString(), error: "Cut short (the instance stopped); imported again." })
      .where("id", "in", cut.map((r) => r.id))
      .execute();
  }
  return new Set(cut.map((r) => r.source));
}

/** One look, under the lease: "ran" when a feed was imported. */
async function importDueFeeds(opts: FeedScheduleOptions, leaseMs: number, { logger, stopping }: JobContext): Promise<"ran" | "idle"> {
  const { db } = opts;
  const clock = opts.clock ?? (() => new Date());
  const resume = await takeOverCutRuns(db, clock(), leaseMs);
  const dueBefore = new Date(clock().getTime() - opts.intervalMs).toISOString();
  let ran = false;
  for (const url of opts.urls) {
    if (stopping()) break;
    const source = sourceKey(url);
    const last = await db.selectFrom("feed_runs").select(["started_at"]).where("source", "=", source).where("status", "<>", "interrupted").orderBy("id", "desc").executeTakeFirst();
    if (!resume.has(source) && last && last.started_at > dueBefore) continue;
    ran = true;
    const r = await importFeed(db, { source: url, now: clock, photos: opts.photos, maxDropShare: opts.maxDropShare, permitDays: opts.permitDays, fetchTimeoutMs: opts.fetchTimeoutMs });
    const { report: _report, ...counts } = r;
    logger.info({ ...counts, source: url }, "feed import: run finished");
  }
  if (opts.photos && !stopping()) await retryFeedPhotos(db, opts.photos, clock);
  return ran ? "ran" : "idle";
}

/** The job: looks every minute (or every interval, when shorter) for the feeds that are due. */
export function feedScheduleJob(opts: FeedScheduleOptions): Job<"ran" | "idle"> {
  const leaseMs = opts.leaseMs ?? 120_000;
  return {
    name: "feed import",
    intervalMs: Math.min(60_000, opts.intervalMs),
    clock: opts.clock,
    lease: { db: opts.db, name: FEED_LOCK, ms: leaseMs },
    run: (ctx) => importDueFeeds(opts, leaseMs, ctx),
  };
}
