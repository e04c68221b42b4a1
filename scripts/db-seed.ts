/**
 * `npm run db:seed [-- --units N] [--force]`: seeds an empty database with the demo content.
 * `--units 1000000` builds a large data set for benchmarks (projects, areas and developers
 * grow in proportion). `--force` empties the content tables first (leads are kept).
 */
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { parseEnv } from "../app/platform/env.server.ts";
import { createDb } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { isDatabaseEmpty, seedDatabase } from "../demo/seed.server.ts";
import { getLogger } from "../app/platform/logger.server.ts";
import { mediaFilesFor } from "../app/platform/media/site-media.server.ts";

const { values } = parseArgs({ options: { units: { type: "string" }, force: { type: "boolean", default: false } } });
const units = values.units ? Number(values.units) : undefined;
if (units !== undefined && (!Number.isInteger(units) || units < 1)) {
  console.error("--units takes a whole number above 0");
  process.exit(2);
}
const env = parseEnv();
const logger = getLogger(env.LOG_LEVEL);
const { db, dialect } = createDb(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  if (!(await isDatabaseEmpty(db))) {
    if (!values.force) {
      console.error("The database already has content. Use --force to replace the demo content (leads are kept).");
      process.exit(1);
    }
    // The reference data (option lists, countries, reference areas) stays: the migrations wrote it, and the seed
    // takes the reference areas it describes over again.
    // The market data first (its rows point at areas, buildings and projects), then the buildings once no unit names them.
    const content = [
      "place_index", "market_stats", "market_sales", "market_rents", "market_imports",
      "listing_title_terms", "listing_places", "listing_details", "listing_amenities", "listing_media", "units", "buildings", "project_payment_plan",
      "project_bedrooms", "projects", "agents", "developers", "video_shorts", "blogs", "blog_categories",
    ];
    for (const t of content) await sql`delete from ${sql.table(t)}`.execute(db);
    await db.deleteFrom("areas").where("is_reference", "=", 0).execute();
  }
  const started = Date.now();
  await seedDatabase(db, { media: mediaFilesFor(env), units, logger });
  const now = new Date().toISOString();
  await db
    .insertInto("seed_runs")
    .values({ id: 1, status: "done", started_at: now, finished_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet({ status: "done", finished_at: now }))
    .execute();
  console.log(`Seeded ${dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await db.destroy();
}
