/**
 * The one write path's core: every change to what pages show (the seed, a CRM
 * import, the back office) runs through `writeChange`. It runs the change in one transaction,
 * moves the data version in that same transaction (so another instance sees the new version
 * exactly when it can see the new data), and after the commit tells this process's listeners
 * (the caches) at once, without waiting for their next version check.
 *
 * The services built on it (app/modules/listings/listings.server.ts, app/modules/content/pages/write-content.server.ts)
 * validate with zod before they call it; nothing else writes content tables.
 *
 * A group of changes in one transaction (a CRM import writes a few hundred whole listings per
 * commit): open it with `writeChange` and hand its `trx` to the services as their
 * database. A `writeChange` given a transaction runs its change inside it, and the outer one moves
 * the data version once and tells the listeners once, after the one commit. A service that
 * refuses (a ListingError) does so before it writes anything, so the caller may catch it and go
 * on with the rest of the group; any other error rolls the whole group back.
 */
import type { Transaction } from "kysely";
import type { Db } from "../db/client.server.ts";
import type { Database } from "../db/schema.ts";
import { bumpDataVersion, type DataScope } from "../db/data-versions.server.ts";

export type Tx = Transaction<Database>;

type Listener = (scope: DataScope) => void;
const listeners = new Set<Listener>();

/** Called after each committed change in this process (the cache module registers here). */
export function onChangeCommitted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function writeChange<T>(db: Db, change: (trx: Tx) => Promise<T>, scope: DataScope = "content"): Promise<T> {
  // Part of a group: the outer writeChange commits, moves the version and tells the listeners.
  if (db.isTransaction) return change(db as Tx);
  const result = await db.transaction().execute(async (trx) => {
    const value = await change(trx);
    await bumpDataVersion(trx, scope);
    return value;
  });
  for (const listener of listeners) listener(scope);
  return result;
}
