/**
 * The PostgreSQL side of backups, through the PostgreSQL client tools: `pg_dump` (custom format)
 * writes the copy and `pg_restore` loads it, in one transaction. The copy and the row counts in
 * the manifest are taken from one snapshot (exported by a repeatable-read transaction that this
 * module holds open while pg_dump runs), so they describe the same moment of a live site.
 *
 * The tools must be installed where the backup runs (Debian/Ubuntu: `apt-get install
 * postgresql-client`), of the server's major version or newer; PG_DUMP and PG_RESTORE name
 * other binaries. Without them the command stops with what to do instead (README, Backups).
 */
import { spawn } from "node:child_process";
import pg from "pg";
import { BackupError } from "./manifest.ts";

const toolPath = (tool: "pg_dump" | "pg_restore") => process.env[tool === "pg_dump" ? "PG_DUMP" : "PG_RESTORE"] || tool;

/** The URL without its password, which goes to the tools by PGPASSWORD (a command line is visible to every user of the machine). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

function run(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool), [...args, `--dbname=${dbname}`], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr = (stderr + c).slice(-4000)));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") {
        reject(
          new BackupError(
            `${tool} was not found. Install the PostgreSQL client tools of your server's major version or newer ` +
              `(Debian/Ubuntu: apt-get install postgresql-client), or name the program with ${tool === "pg_dump" ? "PG_DUMP" : "PG_RESTORE"}=/path/to/${tool}. ` +
              `Without them, see the README (Backups) for the manual alternative.`,
          ),
        );
      } else reject(error);
    });
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function contents(client: pg.Client): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  const names = (await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = current_schema() order by tablename")).rows.map((r) => r.tablename);
  const tables: Record<string, number> = {};
  for (const name of names) tables[name] = Number((await client.query<{ n: string }>(`select count(*) as n from ${client.escapeIdentifier(name)}`)).rows[0]!.n);
  const migrations = names.includes("kysely_migration") ? (await client.query<{ name: string }>("select name from kysely_migration order by name")).rows.map((r) => r.name) : [];
  return { tables, migrations };
}

/** Rows per table and applied migrations of the database at `url`. */
export const postgresContents = (url: string) => withClient(url, contents);

/** Dumps the database at `url` into `file` (pg_dump's custom format); returns what it held at that moment. */
export async function dumpPostgres(url: string, file: string): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  return withClient(url, async (client) => {
    await client.query("begin isolation level repeatable read read only");
    try {
      const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!.id;
      const held = await contents(client);
      await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`, `--file=${file}`], url);
      return held;
    } finally {
      await client.query("commit");
    }
  });
}

/** True when the database at `url` has a table in its schema. */
export const postgresHasTables = (url: string) =>
  withClient(url, async (client) => (await client.query("select 1 from pg_tables where schemaname = current_schema() limit 1")).rowCount! > 0);

/**
 * `--force`: removes what the site's migrations create in the database's schema (tables with
 * their indexes, triggers and sequences, views, functions), in one transaction, so the dump can
 * be loaded as into a new database.
 */
export function emptyPostgres(url: string): Promise<void> {
  return withClient(url, async (client) => {
    await client.query("begin");
    try {
      const drop = async (kind: string, sql: string) => {
        for (const { name } of (await client.query<{ name: string }>(sql)).rows) await client.query(`drop ${kind} if exists ${name} cascade`);
      };
      await drop("view", "select format('%I', viewname) as name from pg_views where schemaname = current_schema()");
      await drop("table", "select format('%I', tablename) as name from pg_tables where schemaname = current_schema()");
      await drop("sequence", "select format('%I', sequencename) as name from pg_sequences where schemaname = current_schema()");
      await drop("function", "select p.oid::regprocedure::text as name from pg_proc p where p.pronamespace = current_schema()::regnamespace and p.prokind = 'f'");
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    }
  });
}

/** Loads a dump into the database at `url` in one transaction: a failure leaves it as it was. */
export const restorePostgres = (url: string, file: string) => run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", file], url);
