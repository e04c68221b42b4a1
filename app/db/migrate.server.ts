/**
 * Runs the migrations to the latest version. Safe when two instances start at once:
 * Kysely's migrator takes a lock (an advisory lock on PostgreSQL, a locked row on SQLite).
 */
import { Migrator } from "kysely/migration";
import type { Db } from "./client.server.ts";
import { migrationProvider } from "./migrations/index.ts";

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
