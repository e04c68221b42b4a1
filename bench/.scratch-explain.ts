import { CompiledQuery } from "kysely";
import { createDb } from "/work/wt/adminlist/app/db/client.server.ts";
import { adminPageQuery } from "/work/wt/adminlist/app/db/queries/admin-listings.server.ts";
import { adminListingCriteria } from "/work/wt/adminlist/app/lib/admin-listing-criteria.ts";
import { agentActor, editor, BENCH_NOW } from "/work/wt/adminlist/bench/admin-listings.ts";
const [url, kind, who, json] = process.argv.slice(2);
const { db, dialect } = createDb(url);
const actor = who === "editor" ? editor : agentActor(Number(who));
const { page, count } = await adminPageQuery(db, kind as "unit", actor, adminListingCriteria(JSON.parse(json!)), BENCH_NOW);
for (const [name, q] of [["page", page], ["count", count]] as const) {
  const c = q.compile();
  const prefix = dialect === "sqlite" ? "explain query plan " : "explain (analyze, buffers) ";
  const t = performance.now();
  const r = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + c.sql, [...c.parameters]));
  console.log(`== ${name} ${(performance.now() - t).toFixed(1)} ms\n` + r.rows.map((x) => String(x.detail ?? x["QUERY PLAN"])).join("\n"));
}
await db.destroy();
