/**
 * An import started by an admin in /admin/feeds: from the CRM's feed address or an uploaded
 * file. It runs in this server process after the answer (the page opens the run's report, which
 * shows it running), under the same `feed-import` lock as the scheduled imports, so two never
 * write at once on any instance. A run cut short by a restart is marked interrupted by the
 * schedule's next tick (feed-schedule.server.ts), like a scheduled one.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import type { Db } from "../../platform/db/client.server.ts";
import type { Env } from "../../platform/env.server.ts";
import { siteMediaStore } from "../../platform/media/site-media.server.ts";
import { holdLock, lockHolder } from "../../platform/jobs/lock.server.ts";
import { FEED_LOCK } from "./feed-schedule.server.ts";
import { importFeed, sourceKey } from "./import.server.ts";
import type { FeedFormat } from "./formats.ts";

type FeedStart = {
  format?: FeedFormat;
  force: boolean;
} & ({ url: string } | { file: { name: string; bytes: Uint8Array } });

type Started = { ok: true; runId: number } | { ok: false; reason: string };

const LEASE_MS = 120_000;

/** The name an uploaded file's runs go by: the same file name is the same feed. */
const uploadSourceName = (fileName: string) => `upload:${path.basename(fileName).slice(0, 200) || "feed.xml"}`;

/** Where the import reads from: the feed's address, or the uploaded file written to a temporary one. */
function sourceOf(start: FeedStart): { source: string; sourceName: string; file?: string } {
  if ("url" in start) return { source: start.url, sourceName: sourceKey(start.url) };
  const file = path.join(os.tmpdir(), `feed-upload-${crypto.randomBytes(6).toString("hex")}.xml`);
  fs.writeFileSync(file, start.file.bytes);
  return { source: file, sourceName: uploadSourceName(start.file.name), file };
}

export async function startFeedImport(db: Db, env: Env, logger: Logger, start: FeedStart, now: () => Date = () => new Date()): Promise<Started> {
  const lock = await holdLock(db, FEED_LOCK, { holder: lockHolder("admin-"), leaseMs: LEASE_MS, clock: now });
  if (!lock) {
    return { ok: false, reason: "Another import is running (started here or by the schedule). Open its run below and start this one when it has finished." };
  }
  let prepared: ReturnType<typeof sourceOf> | undefined;
  let runId: number;
  try {
    prepared = sourceOf(start);
    const started = now().toISOString();
    runId = (
      await db.insertInto("feed_runs").values({ source: prepared.sourceName, format: start.format ?? null, status: "running", started_at: started, heartbeat_at: started }).returning("id").executeTakeFirstOrThrow()
    ).id;
  } catch (error) {
    // Nothing started: the lock goes at once (held, it would be renewed for nobody).
    if (prepared?.file) fs.rmSync(prepared.file, { force: true });
    await lock.release();
    throw error;
  }
  const { source, sourceName, file } = prepared;
  void importFeed(db, {
    source, sourceName, runId, format: start.format, force: start.force, now,
    maxDropShare: env.FEED_MAX_DROP, permitDays: env.FEED_PERMIT_DAYS, fetchTimeoutMs: env.FEED_FETCH_TIMEOUT_MS,
    photos: { store: siteMediaStore(env), timeoutMs: env.FEED_FETCH_TIMEOUT_MS },
  })
    .then((r) => {
      const { report: _report, ...counts } = r;
      logger.info({ ...counts, source: sourceName }, "feed import (started in the back office): run finished");
    })
    // importFeed has marked the run failed with its reason: the report says so.
    .catch((error: unknown) => logger.error({ err: error, runId }, "feed import (started in the back office) failed"))
    .finally(() => {
      if (file) fs.rmSync(file, { force: true });
      void lock.release();
    });
  return { ok: true, runId };
}
