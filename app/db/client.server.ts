/**
 * Opens the database named by DATABASE_URL: unset = SQLite file data/site.sqlite,
 * `sqlite:<path>` = that file, `postgres://…` = PostgreSQL through a pg pool.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema.ts";
import { getLogger } from "../lib/logger.server.ts";
import { withStatementCache } from "./sqlite-statements.server.ts";

export type DialectName = "sqlite" | "postgres";
export type Db = Kysely<Database>;

export const DEFAULT_SQLITE_PATH = "data/site.sqlite";

export function dialectFromUrl(url: string | undefined): DialectName {
  return url && /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

export function sqlitePathFromUrl(url: string | undefined): string {
  if (!url) return DEFAULT_SQLITE_PATH;
  return url.replace(/^sqlite:(\/\/)?/, "") || DEFAULT_SQLITE_PATH;
}

// pg returns int8 (count(*)) as a string; every count we read fits in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function createDb(url: string | undefined, opts: { poolSize?: number } = {}): { db: Db; dialect: DialectName } {
  const dialect = dialectFromUrl(url);
  if (dialect === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, database dropped) is
    // removed from the pool; without this listener it would crash the process.
    pool.on("error", (error) => getLogger().warn({ err: error }, "idle PostgreSQL connection closed"));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect };
  }
  const file = sqlitePathFromUrl(url);
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }), dialect };
}
