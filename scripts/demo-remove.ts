/**
 * `npm run demo:remove`: takes the demo content out of the database named by DATABASE_URL
 * (app/modules/setup/demo-removal.server.ts says what goes and what stays), then says what it did.
 * Exit 1, with nothing changed, when the demo's rows cannot be told from the brokerage's own.
 * Migrates first, so the marks' table exists on an older database (which then has no marks).
 */
import { parseArgs } from "node:util";
import { parseEnv } from "../app/platform/env.server.ts";
import { createDb } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { DemoUnmarkedError, removeDemo } from "../app/modules/setup/demo-removal.server.ts";

parseArgs({ options: {}, strict: true });
const env = parseEnv();
const { db, dialect } = createDb(env.DATABASE_URL);
try {
  await migrateToLatest(db);
  const result = await removeDemo(db);
  if (result.status === "nothing") console.log(`demo:remove: there is no demo content in this ${dialect} database; nothing to do.`);
  else if (result.status === "already-removed") console.log(`demo:remove: the demo was already removed from this ${dialect} database; nothing to do.`);
  else {
    const list = (counts: Record<string, number>) =>
      Object.entries(counts)
        .filter(([, n]) => n > 0)
        .map(([table, n]) => `${n} ${table.replace(/_/g, " ")}`)
        .join(", ") || "nothing";
    console.log(`demo:remove: removed from ${dialect}: ${list(result.removed)}; ${result.pages.removed} pages of demo texts.`);
    const kept = list(result.kept);
    if (kept !== "nothing") console.log(`Kept, because the brokerage's own content uses them: ${kept}.`);
    if (result.pages.kept) console.log(`Kept ${result.pages.kept} pages of texts an editor changed.`);
    if (result.restoredAreas) console.log(`${result.restoredAreas} reference areas have their text, picture and visibility from before the demo again.`);
    if (result.unassignedLeads) console.log(`${result.unassignedLeads} leads of demo agents are now unassigned.`);
    if (result.identity === "removed") {
      console.log("The demo's brokerage identity is removed: the site answers \"being set up\" until you run `npm run setup` (or use /admin/setup).");
    } else if (result.identity === "kept") console.log("The brokerage's identity was changed since the demo was seeded: kept.");
    console.log("Staff, leads, subscribers, settings and reference data are untouched. The demo's image files stay in MEDIA_DIR (no page shows them).");
  }
} catch (error) {
  if (error instanceof DemoUnmarkedError) {
    console.error(`demo:remove: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await db.destroy();
}
