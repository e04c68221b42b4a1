/**
 * Retention: leads older than the period the brokerage sets (brokerage.lead_retention_years,
 * default 3 years) lose their personal data (personal-data.server.ts anonymiseLeads), by a job
 * that runs at start and every day. Several instances may run it: anonymising twice changes nothing.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { Job } from "../../platform/jobs/runner.server.ts";
import { anonymiseLeads } from "./personal-data.server.ts";
import { recordAudit } from "../staff/index.server.ts";
import type { Actor } from "../staff/index.ts";

const DEFAULT_RETENTION_YEARS = 3;
const DAY_MS = 24 * 60 * 60_000;

/** The period the brokerage set, in whole years (the identity row; none yet: the default). */
export async function retentionYears(db: Db): Promise<number> {
  const row = await db.selectFrom("brokerage").select("lead_retention_years").executeTakeFirst();
  return row?.lead_retention_years ?? DEFAULT_RETENTION_YEARS;
}

/** Anonymises the leads received before the period's start; how many. */
export async function anonymiseExpiredLeads(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - (await retentionYears(db)));
  let total = 0;
  for (;;) {
    const rows = await db.selectFrom("leads").select("id").where("created_at", "<", cutoff.toISOString()).where("anonymised_at", "is", null).limit(500).execute();
    if (!rows.length) return total;
    await db.transaction().execute((trx) => anonymiseLeads(trx, rows.map((r) => Number(r.id)), now.toISOString()));
    total += rows.length;
  }
}

export function retentionJob(opts: { db: Db; intervalMs?: number; clock?: () => Date }): Job<number> {
  const { db, intervalMs = DAY_MS, clock = () => new Date() } = opts;
  return {
    name: "lead retention",
    intervalMs,
    clock,
    async run({ now, logger }) {
      const n = await anonymiseExpiredLeads(db, now);
      if (n) logger.info({ anonymised: n }, "lead retention: old leads anonymised");
      return n;
    },
  };
}

/** The brokerage's retention period, set by an admin (1 to 10 years), audited. */
export async function setRetentionYears(db: Db, actor: Actor, years: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await retentionYears(trx);
    await trx.updateTable("brokerage").set({ lead_retention_years: years }).execute();
    await recordAudit(trx, actor, { action: "update", entity: "lead-retention", entityId: 1, before: { years: before }, after: { years } });
  });
}
