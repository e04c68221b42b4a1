/**
 * Named locks in the database (`job_locks`, one row per name): a lease held by one holder until
 * `expires_at`. It is taken by a conditional update, so on several instances sharing PostgreSQL
 * exactly one holds it, and a holder that died lets it lapse. The job runner holds one around the
 * run of a job that asks for it (Job.lease); an import started in the back office holds the
 * scheduled imports' one, so the two never write at once.
 */
import crypto from "node:crypto";
import type { Db } from "../db/client.server.ts";

/** A name for this process's claim, unique across instances. */
export function lockHolder(prefix = ""): string {
  return `${prefix}${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
}

/** Takes (or renews) a named lock until `now + leaseMs`; false when another holder's lease runs. */
export async function takeLock(db: Db, name: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs).toISOString();
  await db.insertInto("job_locks").values({ name, holder: null, expires_at: "" }).onConflict((oc) => oc.column("name").doNothing()).execute();
  const taken = await db
    .updateTable("job_locks")
    .set({ holder, expires_at: until })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("expires_at", "<", now.toISOString()), eb("holder", "=", holder)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

async function releaseLock(db: Db, name: string, holder: string): Promise<void> {
  await db.updateTable("job_locks").set({ holder: null, expires_at: "" }).where("name", "=", name).where("holder", "=", holder).execute();
}

type HeldLock = { release(): Promise<void> };

/**
 * Takes a lock and renews it every third of its lease until released, so a long run keeps it
 * while a dead holder's lapses; null while another holder's lease runs. Releasing never fails:
 * a lock that could not be released lapses at the end of its lease.
 */
export async function holdLock(db: Db, name: string, opts: { holder: string; leaseMs: number; clock?: () => Date }): Promise<HeldLock | null> {
  const { holder, leaseMs, clock = () => new Date() } = opts;
  if (!(await takeLock(db, name, holder, clock(), leaseMs))) return null;
  let renewing: Promise<unknown> = Promise.resolve();
  const renew = setInterval(() => {
    renewing = takeLock(db, name, holder, clock(), leaseMs).catch(() => undefined);
  }, Math.max(1000, leaseMs / 3));
  renew.unref();
  return {
    async release() {
      clearInterval(renew);
      // A renewal still under way would otherwise take the lock back after the release.
      await renewing;
      await releaseLock(db, name, holder).catch(() => undefined);
    },
  };
}
