/**
 * The version check: a request that arrives after any process committed a change (another
 * instance, the `db:seed` CLI, an import) is answered from the changed data, never from a cache
 * filled before it. Writes move a version in the `data_versions` table in the same transaction as
 * the data (app/platform/cache/write.server.ts); before a request that shows data is served (from the
 * page cache or rendered), `fresh()` waits for a read of that version that STARTED AFTER the
 * request arrived, and calls `clearAllCaches()` (app/platform/cache/cache.server.ts) when it moved.
 *
 * Cheap enough to run for every request:
 * - SQLite: `PRAGMA data_version` on the requests' own connection (about a microsecond, no
 *   Kysely, no promise) moves only when another connection committed; only then is the table read.
 *   This process's own writes need no check: `writeChange` clears the caches after its commit.
 * - PostgreSQL: one query on a one-row table, on a connection of its own (never queued behind
 *   page queries in the pool), shared by every request that arrived while the previous read was
 *   under way: under load, one read serves a whole batch of requests. LISTEN/NOTIFY alone would
 *   be cheaper but not strict (a notice may still be on its way when the next request arrives).
 *
 * A read that fails (the database is down or locked) lets the request go on: a page kept in the
 * cache is served as before the failure, and a render meets the same failure and answers 503.
 */
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { Db } from "../app/platform/db/client.server.ts";
import { readDataVersions } from "../app/platform/db/data-versions.server.ts";
import { dataVersionProbe } from "../app/platform/db/sqlite-statements.server.ts";
import { clearAllCaches } from "../app/platform/cache/cache.server.ts";

export type CacheInvalidation = {
  /** Resolves once a version read that started after this call was compared (caches cleared if it moved). */
  fresh(): Promise<void> | undefined;
  /** Express middleware: waits for `fresh()` before requests that show data (not files, health checks). */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** Reads the versions now; true when they moved (and the caches were cleared). */
  check(): Promise<boolean>;
  stop(): Promise<void>;
};

/** Requests that never show data from the database: no version check. */
function showsNoData(path: string): boolean {
  return path.startsWith("/assets/") || path.startsWith("/media/") || path === "/healthz" || path === "/readyz" || path === "/forms/stamp";
}

export function startCacheInvalidation(opts: {
  /** The requests' database: on SQLite its connection's data_version is the cheap first check. */
  db: Db;
  /** Where the version is read (PostgreSQL: a connection of its own); default `db`. */
  versionDb?: Db;
  logger: Logger;
  /** Called when the version moved; default `clearAllCaches`. */
  invalidate?: () => void;
}): CacheInvalidation {
  const { logger } = opts;
  const versionDb = opts.versionDb ?? opts.db;
  const invalidate = opts.invalidate ?? clearAllCaches;
  const probe = dataVersionProbe(opts.db);
  let seen: string | undefined;
  let probed: number | undefined;
  let running: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  let lastWarning = 0;

  async function read(): Promise<boolean> {
    let now: string;
    try {
      now = await readDataVersions(versionDb);
    } catch (error) {
      if (Date.now() - lastWarning > 10_000) {
        lastWarning = Date.now();
        logger.warn({ err: error }, "version check: could not read the data version; serving without it");
      }
      return false;
    }
    const changed = seen !== undefined && now !== seen;
    seen = now;
    if (changed) {
      invalidate();
      logger.info({ versions: now }, "data changed elsewhere: caches cleared");
    }
    return changed;
  }

  function start(): Promise<boolean> {
    const p = read().finally(() => {
      if (running === p) running = undefined;
    });
    running = p;
    return p;
  }

  /** A read that starts now, or, while one is under way (it started too early), the one right after it. */
  function readAfterNow(): Promise<boolean> {
    if (!running) return start();
    queued ??= running.then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  }

  function fresh(): Promise<void> | undefined {
    if (probe && seen !== undefined) {
      // SQLite: nothing committed by another connection since the last look, nothing to read.
      // A read started at an earlier request's probe, after the last commit, is still under way: wait for it.
      const version = probe();
      if (version === probed) return running?.then(() => undefined);
      probed = version;
    }
    return readAfterNow().then(() => undefined);
  }

  return {
    fresh,
    middleware(req, _res, next) {
      if (showsNoData(req.path)) return next();
      const waiting = fresh();
      if (!waiting) return next();
      waiting.then(() => next(), next);
    },
    async check() {
      if (probe) probed = probe();
      return readAfterNow();
    },
    async stop() {
      await queued;
      await running;
    },
  };
}
