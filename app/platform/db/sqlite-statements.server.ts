/**
 * A better-sqlite3 database for Kysely's SqliteDialect that keeps its prepared statements.
 * Kysely prepares every query's SQL anew; preparing (parsing and planning) cost about 5 % of
 * an uncached home page's CPU. The queries' SQL texts are few (their values are parameters),
 * so the statements are kept by SQL text, least recently used first out past `max`.
 * SQLite re-prepares a kept statement by itself after a schema change.
 *
 * Not a data cache (docs/ARCHITECTURE.md, "Caching"): a statement holds a query's plan, never
 * its rows, so a data change leaves it right; it is not an area of app/platform/cache/cache.server.ts.
 *
 * Kysely opens a transaction with a plain `begin` (deferred): its first write then upgrades a read
 * lock, and when another process (an import, a script) has committed in between SQLite answers
 * SQLITE_BUSY at once, without waiting its busy_timeout. Transactions here are writes, so they
 * start with `begin immediate`, which takes the write lock up front and waits for it.
 *
 * Also here: the connection's `PRAGMA data_version` for the per-request version check
 * (server/cache-invalidation.ts): a number that moves when another connection (another process)
 * commits, read in a microsecond without going through Kysely.
 */
import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

export function withStatementCache(database: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      const sql = text === "begin" ? "begin immediate" : text;
      const kept = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run twice at once.
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

const probes = new WeakMap<object, () => number>();

/** Remembers how to read `PRAGMA data_version` on the connection behind `db` (a Kysely instance). */
export function rememberDataVersionProbe(db: object, database: SQLite.Database): void {
  const statement = database.prepare("PRAGMA data_version").pluck();
  probes.set(db, () => statement.get() as number);
}

/** The probe of a SQLite database opened by createDb; undefined for PostgreSQL. */
export function dataVersionProbe(db: object): (() => number) | undefined {
  return probes.get(db);
}
