/**
 * Vitest global setup: migrates and seeds one SQLite base file and one PostgreSQL template
 * database per run; each test file then gets its own copy (fast, isolated). The media
 * folder is shared across runs (the generated art is deterministic).
 */
import fs from "node:fs";
import path from "node:path";
import { createDb } from "../../app/platform/db/client.server.ts";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { seedDatabase } from "../../demo/seed.server.ts";
import { diskMediaFiles } from "../../app/platform/media/media-disk.server.ts";
import { PG_ADMIN_URL, TEST_MEDIA_DIR, TEST_NOW, pgUrl, testDialects } from "../support/databases.ts";
import pg from "pg";

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const dir = path.resolve("data/test-runs", runId);
  fs.mkdirSync(dir, { recursive: true });
  const sqliteBase = path.join(dir, "base.sqlite");
  const pgTemplate = `brokerage_tpl_${runId}`;
  const dialects = testDialects();

  if (dialects.includes("sqlite")) {
    const { db } = createDb(`sqlite:${sqliteBase}`);
    await migrateToLatest(db);
    await seedDatabase(db, { media: diskMediaFiles(TEST_MEDIA_DIR), now: TEST_NOW });
    await db.destroy();
  }
  if (dialects.includes("postgres")) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${pgTemplate}"`);
    await admin.end();
    const { db } = createDb(pgUrl(pgTemplate));
    await migrateToLatest(db);
    await seedDatabase(db, { media: diskMediaFiles(TEST_MEDIA_DIR), now: TEST_NOW });
    await db.destroy();
  }
  provide("sqliteBase", sqliteBase);
  provide("pgTemplate", pgTemplate);

  return async () => {
    if (dialects.includes("postgres")) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`brokerage_%${runId}%`]);
      for (const r of rows) await admin.query(`drop database if exists "${r.datname}" with (force)`);
      await admin.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
