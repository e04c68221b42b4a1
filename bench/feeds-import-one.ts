/**
 * One feed import in a process of its own, for bench/feeds.ts: `node bench/feeds-import-one.ts
 * <database-url> <feed-file> [<code-root>]`. Prints one JSON line: the time, the counts and the
 * process's peak resident memory (so the figure is the import's, not the bench's seeding). The
 * optional code root imports another checkout's importer (a baseline worktree), so "before" and
 * "after" run on the same machine in the same bench run.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

const [url, file, root = path.resolve(import.meta.dirname, "..")] = process.argv.slice(2);
if (!url || !file) throw new Error("usage: feeds-import-one.ts <database-url> <feed-file> [<code-root>]");
const load = (rel: string) => import(pathToFileURL(path.join(root, rel)).href);
const { createDb } = await load("app/platform/db/client.server.ts");
const { importFeed } = await load("app/modules/feeds/import.server.ts");
const { db } = createDb(url, { poolSize: 4 });
const t0 = performance.now();
const r = await importFeed(db, { source: file, photos: null, maxDropShare: 1 });
const ms = performance.now() - t0;
await db.destroy();
console.log(JSON.stringify({ ms, added: r.added, unchanged: r.unchanged, rejected: r.rejected, status: r.status, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
