/**
 * The quality job, on the server's job runner: at start it scores, through the write path's
 * scoring, every listing scored with older rules (after the migration that added the score, all
 * of them; after a change of the rules, all again), in chunks of their own transactions so a
 * large catalogue neither holds one long transaction nor blocks the start. Then, and every hour,
 * it rescores the listings whose permit crosses a threshold of the score (expiring within the
 * warning window, or expired) as the days pass; a run that changes no score writes nothing, so
 * a quiet hour moves no data version. Safe on several instances: two runs compute the same scores.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import type { Job } from "../../../platform/jobs/runner.server.ts";
import { writeChange } from "../../../platform/cache/write.server.ts";
import { permitWindowIds, refreshQualityScores, scoresMoved, staleQualityIds } from "./quality-store.server.ts";

const KINDS = ["unit", "project"] as const;
const BACKFILL_CHUNK = 2_000;

type QualityRun = { rescored: number };

/** One pass: the stale scores, then the permits' window; returns how many scores moved. */
async function rescoreListings(db: Db, now: Date, stopping: () => boolean = () => false): Promise<QualityRun> {
  let rescored = 0;
  for (const kind of KINDS) {
    for (let ids = await staleQualityIds(db, kind, BACKFILL_CHUNK); ids.length && !stopping(); ids = await staleQualityIds(db, kind, BACKFILL_CHUNK)) {
      rescored += await writeChange(db, (trx) => refreshQualityScores(trx, kind, ids, now));
    }
    const due = await permitWindowIds(db, kind, now);
    // Read outside a transaction first: most hours nothing moved, and no data version should move.
    if (due.length && (await scoresMoved(db, kind, due, now))) rescored += await writeChange(db, (trx) => refreshQualityScores(trx, kind, due, now));
  }
  return { rescored };
}

export function qualityJob(opts: { db: Db; intervalMs?: number; clock?: () => Date }): Job<QualityRun> {
  const { db, intervalMs = 60 * 60_000, clock } = opts;
  return {
    name: "listing quality",
    intervalMs,
    clock,
    async run({ now, logger, stopping }) {
      const result = await rescoreListings(db, now, stopping);
      if (result.rescored) logger.info({ ...result }, "listing quality: scores recomputed");
      return result;
    },
  };
}
