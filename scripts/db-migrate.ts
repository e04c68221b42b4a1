/** `npm run db:migrate`: migrates the database named by DATABASE_URL to the latest schema. */
import { parseEnv } from "../app/platform/env.server.ts";
import { createDb } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";

const env = parseEnv();
const { db, dialect } = createDb(env.DATABASE_URL);
try {
  const done = await migrateToLatest(db);
  console.log(done.length ? `Applied on ${dialect}: ${done.join(", ")}` : `Already up to date (${dialect}).`);
} finally {
  await db.destroy();
}
