/**
 * Scheduled imports from FEED_URLS (issue 21), started with the server on every instance: each
 * tick, the instance that takes the `feed-import` lock (`job_locks`, a lease renewed while it
 * works; a conditional update, so one holder at a time on a shared PostgreSQL) first marks runs
 * left "running" by an instance that stopped (heartbeat older than the lease) as interrupted and
 * imports their sources again (each listing is its own transaction and an unchanged entry is
 * skipped, so the rerun finishes what was cut short), then imports every feed that is due, then
 * retries the photos whose wait is over. The others skip the tick.
 */
import crypto from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "../../platform/db/client.server.ts";
import { importFeed, sourceKey } from "./import.server.ts";
import { retryFeedPhotos, type PhotoOptions } from "./feed-photos.server.ts";
import { releaseLock, takeLock } from "../../platform/jobs/lock.server.ts";

/** Also held by an import started in the back office (feed-start.server.ts). */
export const FEED_LOCK = "feed-import";

export type FeedScheduleOptions = {
  db: Db;
  logger: Logger;
  urls: string[];
  intervalMs: number;
  photos: PhotoOptions | null;
  maxDropShare: number;
  permitDays: number;
  fetchTimeoutMs: number;
  /** How long the lock and a run's heartbeat are trusted without renewal (default 2 minutes). */
  leaseMs?: number;
  clock?: () => Date;
  /** Ticks how often to look (default: every minute, or the interval when shorter). */
  tickMs?: number;
};

export type FeedSchedule = { tick: () => Promise<"ran" | "busy" | "idle">; stop: () => Promise<void> };

export function startFeedSchedule(opts: FeedScheduleOptions): FeedSchedule {
  const { db, logger, urls } = opts;
  const clock = opts.clock ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? 120_000;
  const holder = `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  let running: Promise<"ran" | "busy" | "idle"> | undefined;
  let stopped = false;

  async function work(): Promise<"ran" | "busy" | "idle"> {
    if (!(await takeLock(db, FEED_LOCK, holder, clock(), leaseMs))) return "busy";
    // Renewed while the imports run, so a long run keeps it; a dead instance's lapses.
    const renew = setInterval(() => void takeLock(db, FEED_LOCK, holder, clock(), leaseMs).catch(() => undefined), Math.max(1000, leaseMs / 3));
    renew.unref();
    try {
      const stale = new Date(clock().getTime() - leaseMs).toISOString();
      const cut = await db.selectFrom("feed_runs").select(["id", "source"]).where("status", "=", "running").where("heartbeat_at", "<", stale).execute();
      if (cut.length) await db.updateTable("feed_runs").set({ status: "interrupted", finished_at: clock().toISOString(), error: "Cut short (the instance stopped); imported again." }).where("id", "in", cut.map((r) => r.id)).execute();
      const resume = new Set(cut.map((r) => r.source));
      const dueBefore = new Date(clock().getTime() - opts.intervalMs).toISOString();
      let ran = false;
      for (const url of urls) {
        if (stopped) break;
        const source = sourceKey(url);
        const last = await db.selectFrom("feed_runs").select(["started_at"]).where("source", "=", source).where("status", "<>", "interrupted").orderBy("id", "desc").executeTakeFirst();
        if (!resume.has(source) && last && last.started_at > dueBefore) continue;
        ran = true;
        const r = await importFeed(db, { source: url, now: clock, photos: opts.photos, maxDropShare: opts.maxDropShare, permitDays: opts.permitDays, fetchTimeoutMs: opts.fetchTimeoutMs });
        const { report: _report, ...counts } = r;
        logger.info({ ...counts, source: url }, "feed import: run finished");
      }
      if (opts.photos && !stopped) await retryFeedPhotos(db, opts.photos, clock);
      return ran ? "ran" : "idle";
    } finally {
      clearInterval(renew);
      await releaseLock(db, FEED_LOCK, holder).catch(() => undefined);
    }
  }

  const tick = () => {
    running ??= work()
      .catch((error: unknown) => {
        logger.error({ err: error }, "feed import: scheduled run failed (will retry at the next tick)");
        return "idle" as const;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = urls.length ? setInterval(() => void (stopped || tick()), opts.tickMs ?? Math.min(60_000, opts.intervalMs)) : undefined;
  timer?.unref();
  if (urls.length) void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
