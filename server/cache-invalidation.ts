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

type Options = {
  /** The requests' database: on SQLite its connection's data_version is the cheap first check. */
  db: Db;
  /** Where the version is read (PostgreSQL: a connection of its own); default `db`. */
  versionDb?: Db;
  logger: Logger;
  /** Called when the version moved; default `clearAllCaches`. */
  invalidate?: () => void;
};

export function startCacheInvalidation(opts: Options): CacheInvalidation {
  return new VersionCheck(opts);
}

class VersionCheck implements CacheInvalidation {
  private readonly versionDb: Db;
  private readonly logger: Logger;
  private readonly invalidate: () => void;
  /** SQLite's data_version of the requests' connection; undefined on PostgreSQL. */
  private readonly probe: ReturnType<typeof dataVersionProbe>;
  /** The versions last read, and the probe's value when they were. */
  private seen: string | undefined;
  private probed: number | undefined;
  /** The read under way, and the one queued to start after it. */
  private running: Promise<boolean> | undefined;
  private queued: Promise<boolean> | undefined;
  private lastWarning = 0;

  constructor(opts: Options) {
    this.logger = opts.logger;
    this.versionDb = opts.versionDb ?? opts.db;
    this.invalidate = opts.invalidate ?? clearAllCaches;
    this.probe = dataVersionProbe(opts.db);
  }

  private async read(): Promise<boolean> {
    let now: string;
    try {
      now = await readDataVersions(this.versionDb);
    } catch (error) {
      if (Date.now() - this.lastWarning > 10_000) {
        this.lastWarning = Date.now();
        this.logger.warn({ err: error }, "version check: could not read the data version; serving without it");
      }
      return false;
    }
    const changed = this.seen !== undefined && now !== this.seen;
    this.seen = now;
    if (changed) {
      this.invalidate();
      this.logger.info({ versions: now }, "data changed elsewhere: caches cleared");
    }
    return changed;
  }

  private start(): Promise<boolean> {
    const p = this.read().finally(() => {
      if (this.running === p) this.running = undefined;
    });
    this.running = p;
    return p;
  }

  /** A read that starts now, or, while one is under way (it started too early), the one right after it. */
  private readAfterNow(): Promise<boolean> {
    if (!this.running) return this.start();
    this.queued ??= this.running.then(() => {
      this.queued = undefined;
      return this.start();
    });
    return this.queued;
  }

  fresh(): Promise<void> | undefined {
    if (this.probe && this.seen !== undefined) {
      // SQLite: nothing committed by another connection since the last look, nothing to read.
      // A read started at an earlier request's probe, after the last commit, is still under way: wait for it.
      const version = this.probe();
      if (version === this.probed) return this.running?.then(() => undefined);
      this.probed = version;
    }
    return this.readAfterNow().then(() => undefined);
  }

  /** Bound: Express calls it without its object. */
  middleware = (req: Request, _res: Response, next: NextFunction): void => {
    if (showsNoData(req.path)) return next();
    const waiting = this.fresh();
    if (!waiting) return next();
    waiting.then(() => next(), next);
  };

  async check(): Promise<boolean> {
    if (this.probe) this.probed = this.probe();
    return this.readAfterNow();
  }

  async stop(): Promise<void> {
    await this.queued;
    await this.running;
  }
}
