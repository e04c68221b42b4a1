/**
 * Slows down guessing: failures are counted per key in the database, so every instance
 * counts the same:
 * - the account's passwords ("account:<e-mail>", whether or not the account exists, so the answer
 *   never tells), held at most 5 minutes: anyone who knows an address can make these failures, so
 *   the hold is short, and the e-mailed reset link ends it at once;
 * - the account's second-factor codes ("code:<e-mail>"), across every session and address: only
 *   someone who has the password gets to guess codes, so these holds grow to 15 minutes, and a
 *   right password does not clear them (only a right code or the reset link does);
 * - the visitor's address ("ip:<address>"), whatever the account.
 * Past a few free failures each further one holds the key twice as long as the last (2 s, 4 s,
 * 8 s …). A key's count starts again an hour after its last failure. A right password clears the
 * account's count (not the address's: one person's success does not excuse a guesser).
 */
import { sql } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { Tx } from "../../platform/cache/write.server.ts";

export type AttemptRule = { free: number; baseMs: number; maxMs: number; windowMs: number };

const RULES = {
  /** Password failures of one account. */
  account: { free: 3, baseMs: 2_000, maxMs: 5 * 60_000, windowMs: 60 * 60_000 },
  /** Second-factor failures of one account, whatever the session or address. */
  code: { free: 3, baseMs: 2_000, maxMs: 15 * 60_000, windowMs: 60 * 60_000 },
  /** Failures from one address, whatever the account (a guesser trying many e-mails). */
  ip: { free: 10, baseMs: 2_000, maxMs: 15 * 60_000, windowMs: 60 * 60_000 },
  /** Reset e-mails asked for one address or from one visitor: each request counts. */
  reset: { free: 3, baseMs: 60_000, maxMs: 60 * 60_000, windowMs: 60 * 60_000 },
} satisfies Record<string, AttemptRule>;

type AttemptKey = { key: string; rule: AttemptRule };

export const accountKey = (email: string): AttemptKey => ({ key: `account:${email.trim().toLowerCase()}`, rule: RULES.account });
export const codeKey = (email: string): AttemptKey => ({ key: `code:${email.trim().toLowerCase()}`, rule: RULES.code });
export const ipKey = (ip: string): AttemptKey => ({ key: `ip:${ip || "unknown"}`, rule: RULES.ip });
export const resetKeys = (email: string, ip: string): AttemptKey[] => [
  { key: `reset:${email.trim().toLowerCase()}`, rule: RULES.reset },
  { key: `reset-ip:${ip || "unknown"}`, rule: { ...RULES.reset, free: 10 } },
];

/** The delay after `failures` failures under a rule (0 while within the free ones). */
function delayAfter(failures: number, rule: AttemptRule): number {
  const over = failures - rule.free;
  return over <= 0 ? 0 : Math.min(rule.maxMs, rule.baseMs * 2 ** (over - 1));
}

/** How long the longest block among these keys still lasts, in ms (0: go ahead). */
export async function blockedFor(db: Db, keys: AttemptKey[], now = new Date()): Promise<number> {
  const rows = await db.selectFrom("sign_in_attempts").select(["blocked_until"]).where("key", "in", keys.map((k) => k.key)).execute();
  let wait = 0;
  for (const r of rows) if (r.blocked_until) wait = Math.max(wait, Date.parse(r.blocked_until) - now.getTime());
  return wait;
}

/** How many holds a key's failures have made so far (0 while within the free ones). */
export const holdsAfter = (failures: number, rule: AttemptRule) => Math.max(0, failures - rule.free);

/**
 * Counts one failure on each key (one atomic upsert per key: instances racing both count); returns
 * each key's count now, in the order given.
 */
export async function recordFailure(db: Db, keys: AttemptKey[], now = new Date()): Promise<number[]> {
  const at = now.toISOString();
  const counts: number[] = [];
  for (const { key, rule } of keys) {
    const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
    const row = await db
      .insertInto("sign_in_attempts")
      .values({ key, failures: 1, last_failure_at: at, blocked_until: null })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          failures: sql<number>`case when sign_in_attempts.last_failure_at < ${windowStart} then 1 else sign_in_attempts.failures + 1 end`,
          last_failure_at: at,
        }),
      )
      .returning("failures")
      .executeTakeFirstOrThrow();
    counts.push(Number(row.failures));
    const delay = delayAfter(Number(row.failures), rule);
    await db
      .updateTable("sign_in_attempts")
      .set({ blocked_until: delay ? new Date(now.getTime() + delay).toISOString() : null })
      .where("key", "=", key)
      .execute();
  }
  return counts;
}

export async function clearFailures(db: Db | Tx, key: AttemptKey): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("key", "=", key.key).execute();
}

/** "Try again in 2 minutes": the wait, rounded up, in words. */
export function waitText(ms: number): string {
  if (ms < 60_000) {
    const s = Math.max(1, Math.ceil(ms / 1000));
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const m = Math.ceil(ms / 60_000);
  return `${m} minute${m === 1 ? "" : "s"}`;
}
