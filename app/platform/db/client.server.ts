/**
 * Opens the database named by DATABASE_URL: unset = SQLite file data/site.sqlite,
 * `sqlite:<path>` = that file, `postgres://…` = PostgreSQL through a pg pool.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import Cursor from "pg-cursor";
import type { Database } from "./schema.ts";
import { getLogger } from "../logger.server.ts";
import { rememberDataVersionProbe, withStatementCache } from "./sqlite-statements.server.ts";

export type DialectName = "sqlite" | "postgres";
export type Db = Kysely<Database>;

const DEFAULT_SQLITE_PATH = "data/site.sqlite";

export function dialectFromUrl(url: string | undefined): DialectName {
  return url && /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

export function sqlitePathFromUrl(url: string | undefined): string {
  if (!url) return DEFAULT_SQLITE_PATH;
  return url.replace(/^sqlite:(\/\/)?/, "") || DEFAULT_SQLITE_PATH;
}

// pg returns int8 (count(*)) as a string; every count we read fits in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * How long the site waits on its database (env DB_*_MS): a request that would wait longer fails
 * fast with an error app/platform/db/unavailable.server.ts recognises (a 503), instead of hanging while a
 * lock is held. Unset for migrations, seeding and imports, which may run long statements.
 */
type DbTimeouts = {
  /** PostgreSQL: connecting, and waiting for a free connection of the pool. */
  connectMs: number;
  /** PostgreSQL statement_timeout (lock waits included). */
  statementMs: number;
  /** PostgreSQL idle_in_transaction_session_timeout: a transaction left open does not hold its locks. */
  idleInTransactionMs: number;
  /** SQLite busy_timeout: how long a write waits for another connection's lock (it blocks the process meanwhile). */
  sqliteBusyMs: number;
};

export function createDb(url: string | undefined, opts: { poolSize?: number; timeouts?: DbTimeouts } = {}): { db: Db; dialect: DialectName } {
  const dialect = dialectFromUrl(url);
  const t = opts.timeouts;
  if (dialect === "postgres") {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      ...(t && {
        connectionTimeoutMillis: t.connectMs,
        statement_timeout: t.statementMs,
        idle_in_transaction_session_timeout: t.idleInTransactionMs,
        keepAlive: true,
      }),
    });
    // An idle connection closed by the server (restart, failover, database dropped) is
    // removed from the pool; without this listener it would crash the process.
    pool.on("error", (error) => getLogger().warn({ err: error }, "idle PostgreSQL connection closed"));
    // A cursor lets `.stream()` read a large result a chunk at a time (the market figures' refresh reads millions of rows).
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) }), dialect };
  }
  const file = sqlitePathFromUrl(url);
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma(`busy_timeout = ${Math.trunc(t?.sqliteBusyMs ?? 5000)}`);
  // Pages read through a memory map of the file (up to 1 GiB: the operating system's page cache,
  // no read call per page) and a 64 MiB page cache per connection (the default is 2 MiB): at a
  // million listings an index lookup per row (the staff tables' title words) otherwise costs a
  // few read calls each. Measured with `npm run bench -- admin-listings`.
  database.pragma("mmap_size = 1073741824");
  database.pragma("cache_size = -65536");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  rememberDataVersionProbe(db, database);
  return { db, dialect };
}
