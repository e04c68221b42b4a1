/**
 * Test databases on both dialects. `TEST_DIALECTS=sqlite` (or `postgres`) narrows a run;
 * by default every data-layer test runs on SQLite and on the PostgreSQL server.
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db, type DialectName } from "../../app/platform/db/client.server.ts";

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://root@127.0.0.1:5432/test";
export const TEST_MEDIA_DIR = path.resolve("data/test-media");
export const TEST_NOW = new Date("2026-11-20T06:00:00.000Z");

export function testDialects(): DialectName[] {
  const raw = process.env.TEST_DIALECTS ?? "sqlite,postgres";
  return raw.split(",").map((s) => s.trim()).filter((s): s is DialectName => s === "sqlite" || s === "postgres");
}

export function pgUrl(database: string): string {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

export type TestDb = { db: Db; dialect: DialectName; url: string; cleanup: () => Promise<void> };

declare module "vitest" {
  export interface ProvidedContext {
    sqliteBase: string;
    pgTemplate: string;
  }
}

/** A private copy of the seeded demo database for one test file. */
export async function seededTestDb(dialect: DialectName): Promise<TestDb> {
  const id = crypto.randomBytes(4).toString("hex");
  if (dialect === "sqlite") {
    const base = inject("sqliteBase");
    const file = path.join(path.dirname(base), `copy-${id}.sqlite`);
    fs.copyFileSync(base, file);
    const url = `sqlite:${file}`;
    const { db } = createDb(url);
    return { db, dialect, url, cleanup: async () => { await db.destroy(); fs.rmSync(file, { force: true }); } };
  }
  const template = inject("pgTemplate");
  const name = `brokerage_t${id}_${template.replace("brokerage_tpl_", "")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = pgUrl(name);
  const { db } = createDb(url, { poolSize: 4 });
  return {
    db,
    dialect,
    url,
    cleanup: async () => {
      await db.destroy();
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

/** An empty, migrated-nothing database (for seeding and migration tests). */
export async function emptyTestDb(dialect: DialectName): Promise<TestDb> {
  const id = crypto.randomBytes(4).toString("hex");
  if (dialect === "sqlite") {
    const dir = path.dirname(inject("sqliteBase"));
    const file = path.join(dir, `empty-${id}.sqlite`);
    const url = `sqlite:${file}`;
    const { db } = createDb(url);
    return { db, dialect, url, cleanup: async () => { await db.destroy(); fs.rmSync(file, { force: true }); } };
  }
  const name = `brokerage_e${id}_${inject("pgTemplate").replace("brokerage_tpl_", "")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = pgUrl(name);
  const { db } = createDb(url, { poolSize: 4 });
  return {
    db,
    dialect,
    url,
    cleanup: async () => {
      await db.destroy();
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}
