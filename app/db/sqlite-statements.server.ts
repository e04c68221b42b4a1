/**
 * A better-sqlite3 database for Kysely's SqliteDialect that keeps its prepared statements.
 * Kysely prepares every query's SQL anew; preparing (parsing and planning) cost about 5 % of
 * an uncached home page's CPU. The queries' SQL texts are few (their values are parameters),
 * so the statements are kept by SQL text, least recently used first out past `max`.
 * SQLite re-prepares a kept statement by itself after a schema change.
 */
import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

export function withStatementCache(database: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
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
