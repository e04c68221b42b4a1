/**
 * Runs the migrations to the latest version. Safe when two instances start at once:
 * Kysely's migrator takes a lock (an advisory lock on PostgreSQL, a locked row on SQLite).
 *
 * Unordered migrations are allowed: features are built side by side on branches, each with its
 * own block of names (2026-11-27-10…, -20…, -30…), and merged in any order. A database migrated
 * at one merge (…-30, …-40) must still take a branch merged later whose names sort earlier
 * (…-20) instead of refusing to start. Each block touches only its own tables and columns, so the
 * order among blocks does not matter; within a block the names keep their order.
 */
import { Migrator } from "kysely/migration";
import type { Db } from "./client.server.ts";
import { migrationProvider } from "./migrations/index.ts";

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
