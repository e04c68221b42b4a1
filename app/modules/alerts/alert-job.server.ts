/**
 * The alert job: finds, for each confirmed alert that is due, the listings published since its
 * last look that match its saved search, and queues one mail with them through the outbox.
 * Registered with the server's job runner (server/app.ts); it looks every `intervalMs` and soon
 * after a change is committed in this process (a listing published from the back office or an
 * import), so "instant" alerts go out within seconds of a publication here and within one
 * interval of one made by another instance.
 *
 * Nothing lost, nothing sent twice, across restarts and instances:
 * - High-water mark per alert (`checked_until`, the job's clock at its last look). A look reads
 *   the listings of the alert's kind (units or projects) that the list shows for the saved search
 *   whose `published_at` is after max(confirmed_at, checked_until - LOOKBACK_MS). The look-back re-reads the last hour, so a
 *   listing whose transaction committed after a look although its `published_at` (another
 *   instance's clock) was before it is still found at the next look.
 * - A unique key on (alert, listing) (`search_alert_hits`): the re-read hour, two instances
 *   looking at once, or a look repeated after a crash never mail a listing twice. The hits, the
 *   outbox row and the new mark are written in one transaction: a crash before the commit leaves
 *   the old mark and no hits (the next look does it again); after it, everything is recorded.
 * - One instance at a time: the job's `visitor-alerts` lease (the runner's lock in job_locks), and
 *   each alert is claimed by a conditional update of its `next_run_at` before it is looked at.
 *   The key above makes an overlap harmless anyway.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { AlertKind } from "../../platform/db/schema.ts";
import type { Job } from "../../platform/jobs/runner.server.ts";
import { wakeOutbox } from "../../platform/mail/outbox.server.ts";
import { onChangeCommitted } from "../../platform/cache/write.server.ts";
import { ALERT_MAIL, nextRunAt, type AlertMailPayload, type AlertRow } from "./alerts.server.ts";
import { listingsPublishedSince, searchOf } from "./alert-search.server.ts";

const ALERT_LOCK = "visitor-alerts";
/** How far before its mark a look reads again (late commits, clocks of other instances). */
export const LOOKBACK_MS = 60 * 60_000;
/** A mail lists at most this many listings (the rest: "and N more", with the list's link). */
const MAX_LISTED = 10;
/** Listings recorded per look (more than any day of a real search brings). */
const MAX_HITS = 200;

type AlertRunResult = { looked: number; mailed: number; listings: number };

type DueAlert = Pick<AlertRow, "id" | "kind" | "path" | "query" | "frequency" | "confirmed_at" | "checked_until" | "next_run_at">;

/** Listings published after this are new for the alert: after its confirmation, and at most LOOKBACK_MS before its mark. */
function floorOf(alert: DueAlert, now: Date): string {
  return [alert.confirmed_at ?? now.toISOString(), new Date(Date.parse(alert.checked_until ?? now.toISOString()) - LOOKBACK_MS).toISOString()].sort().at(-1)!;
}

/** The newest publication time of a kind's listings (an index seek on its published_at), or "" when none has one. */
async function latestPublication(db: Db, kind: AlertKind): Promise<string> {
  const table = kind === "project" ? "projects" : "units";
  const row = await db.selectFrom(table).select((eb) => eb.fn.max("published_at").as("latest")).executeTakeFirst();
  return row?.latest ?? "";
}

/**
 * The due alerts a look could find something for (a listing of their kind published after their
 * floor), read without writing anything: a quiet interval costs a few reads, no lock and no write.
 * A look that finds nothing writes nothing unless the alert's mark is older than LOOKBACK_MS
 * (runDueAlerts): the alert keeps its mark and stays due, so a daily alert mails at most once in
 * 24 hours, as soon as there is something to mail.
 */
async function dueAlerts(db: Db, now: Date, batchSize: number): Promise<DueAlert[]> {
  const kinds = ["unit", "project"] as const satisfies readonly AlertKind[];
  const latest = new Map<AlertKind, string>();
  for (const kind of kinds) {
    const at = await latestPublication(db, kind);
    if (at && !Number.isNaN(Date.parse(at))) latest.set(kind, at);
  }
  if (latest.size === 0) return [];
  // floor < latest of the alert's kind, in SQL so that alerts with nothing new never fill the batch ahead of the others.
  const rows = await db
    .selectFrom("search_alerts")
    .select(["id", "kind", "path", "query", "frequency", "confirmed_at", "checked_until", "next_run_at"])
    .where("status", "=", "active")
    .where("next_run_at", "<=", now.toISOString())
    .where((eb) =>
      eb.or(
        [...latest].map(([kind, at]) =>
          eb.and([eb("kind", "=", kind), eb("confirmed_at", "<", at), eb("checked_until", "<", new Date(Date.parse(at) + LOOKBACK_MS).toISOString())]),
        ),
      ),
    )
    .orderBy("next_run_at")
    .orderBy("id")
    .limit(batchSize)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) })).filter((a) => floorOf(a, now) < (latest.get(a.kind) ?? ""));
}

/** Whether any due alert may have something new (the job takes its lock only then). */
async function alertsToLookAt(db: Db, now: Date): Promise<boolean> {
  return (await dueAlerts(db, now, 200)).length > 0;
}

/** The new listings of one alert, newest last, not yet mailed to it. */
function newListings(db: Db, alert: DueAlert, now: Date): Promise<number[]> {
  return listingsPublishedSince(db, searchOf(alert), alert.id, floorOf(alert, now), MAX_HITS);
}

/** Records a claimed alert's new listings, queues their mail and moves its mark, in one transaction. */
async function recordAlert(db: Db, alert: DueAlert, found: number[], now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let mailed: number[] = [];
    if (found.length) {
      const inserted = await trx
        .insertInto("search_alert_hits")
        .values(found.map((id) => ({ alert_id: alert.id, listing_id: id, sent_at: at })))
        .onConflict((oc) => oc.columns(["alert_id", "listing_id"]).doNothing())
        .returning("listing_id")
        .execute();
      const fresh = new Set(inserted.map((r) => Number(r.listing_id)));
      mailed = found.filter((id) => fresh.has(id));
    }
    if (mailed.length) {
      const payload: AlertMailPayload = { alertId: alert.id, listingIds: mailed.slice(-MAX_LISTED).reverse(), more: Math.max(0, mailed.length - MAX_LISTED) };
      await trx.insertInto("outbox").values({ kind: ALERT_MAIL, payload: JSON.stringify(payload), next_attempt_at: at, created_at: at }).execute();
    }
    await trx
      .updateTable("search_alerts")
      .set({ checked_until: at, next_run_at: nextRunAt(alert.frequency, now) })
      .where("id", "=", alert.id)
      .where("status", "=", "active")
      .execute();
    return mailed.length;
  });
}

/** One pass over the due alerts (exported for the tests, which run it at a fixed clock). */
export async function runDueAlerts(db: Db, now: Date, opts: { batchSize?: number; leaseMs?: number } = {}): Promise<AlertRunResult> {
  const { batchSize = 200, leaseMs = 5 * 60_000 } = opts;
  const result: AlertRunResult = { looked: 0, mailed: 0, listings: 0 };
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  for (const alert of await dueAlerts(db, now, batchSize)) {
    const found = await newListings(db, alert, now);
    // Nothing new and a mark younger than the look-back: nothing to write (the next look reads the same window).
    if (!found.length && alert.checked_until && now.getTime() - Date.parse(alert.checked_until) < LOOKBACK_MS) continue;
    // The claim: only one looker moves next_run_at from the value it read.
    const claimed = await db
      .updateTable("search_alerts")
      .set({ next_run_at: lease })
      .where("id", "=", alert.id)
      .where("status", "=", "active")
      .where("next_run_at", "=", alert.next_run_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    result.looked++;
    const n = await recordAlert(db, alert, found, now);
    if (n) {
      result.mailed++;
      result.listings += n;
    }
  }
  return result;
}

/**
 * The job. A look takes the lease only when some due alert may have something new (a quiet
 * interval writes nothing); a change committed here (a listing published) may make alerts due,
 * so it asks for a look 250 ms later, once per burst.
 */
export function alertJob(opts: { db: Db; intervalMs?: number; clock?: () => Date; leaseMs?: number }): Job<AlertRunResult> {
  const { db, intervalMs = 60_000, clock, leaseMs = 5 * 60_000 } = opts;
  return {
    name: "visitor alerts",
    intervalMs,
    clock,
    due: (now) => alertsToLookAt(db, now),
    lease: { db, name: ALERT_LOCK, ms: leaseMs },
    wake: { listen: onChangeCommitted, delayMs: 250 },
    async run({ now, logger }) {
      const result = await runDueAlerts(db, now, { leaseMs });
      if (result.mailed) {
        logger.info({ ...result }, "visitor alerts: new listings queued for mailing");
        wakeOutbox();
      }
      return result;
    },
  };
}
