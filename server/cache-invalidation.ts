/**
 * Cross-instance page cache invalidation. Writes that change what pages show (the seed, an
 * import) move a version in the `data_versions` table (app/db/queries/data-versions.server.ts),
 * whichever process makes them: this instance, another instance, the `db:seed` CLI. Every
 * instance polls that table (one query on a one-row table, once a second by default) and
 * empties its page cache when a version moved, so no instance serves old content for the rest
 * of the cache's time to live.
 *
 * Polling rather than Redis publish/subscribe: it works on SQLite and PostgreSQL, needs no
 * Redis, and cannot miss a change while a connection is down (the version is still there to
 * read when it comes back). A second of delay is small next to the 30 s time to live.
 */
import type { Logger } from "pino";
import type { Db } from "../app/db/client.server.ts";
import { readDataVersions } from "../app/db/queries/data-versions.server.ts";
import { invalidateAll } from "./page-cache.ts";

export type CacheInvalidation = {
  /** Reads the versions now; true when they moved (and the cache was emptied). */
  check(): Promise<boolean>;
  stop(): Promise<void>;
};

export function startCacheInvalidation(opts: { db: Db; logger: Logger; pollMs?: number; invalidate?: () => void }): CacheInvalidation {
  const { db, logger } = opts;
  const pollMs = opts.pollMs ?? 1000;
  const invalidate = opts.invalidate ?? invalidateAll;
  let seen: string | undefined;
  let firstRead = true;
  let settle = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;

  async function read(): Promise<boolean> {
    const first = firstRead;
    firstRead = false;
    if (settle) {
      // A page whose render read the old data before the change and stored it after the first
      // emptying (renders are far shorter than a poll interval) is dropped here.
      settle = false;
      invalidate();
    }
    let now: string;
    try {
      now = await readDataVersions(db);
    } catch (error) {
      logger.warn({ err: error }, "cache invalidation: could not read data versions; will retry");
      return false;
    }
    // The first read is the baseline; if it failed, the first one that works may hide a change.
    const changed = seen === undefined ? !first : now !== seen;
    seen = now;
    if (changed) {
      invalidate();
      settle = true;
      logger.info({ versions: now }, "data changed: page cache emptied");
    }
    return changed;
  }

  function check(): Promise<boolean> {
    running ??= read().finally(() => (running = undefined));
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void check().finally(schedule), pollMs);
    timer.unref();
  }

  void check().finally(schedule);
  return {
    check,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
