/** A database that does not answer: every table of a PostgreSQL database locked by another connection until released. */
import pg from "pg";

export async function lockPostgresTables(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public'`);
  await client.query("begin");
  await client.query(`lock table ${rows.map((r) => `"${r.t}"`).join(", ")} in access exclusive mode`);
  return async () => {
    await client.query("rollback");
    await client.end();
  };
}
