/**
 * Marks what one run of the demo seed writes, so `npm run demo:remove` can take exactly that out
 * (app/modules/setup/demo-removal.server.ts). The seed calls `startDemoMarks` before its first insert and
 * the function it returns after its last: every id a marked table gained in between is the demo's
 * (ids are never reused, and nothing else writes while the seed runs: the server seeds before it
 * listens, `npm run db:seed` alone). One range per table, however many rows.
 */
import type { Db } from "../app/platform/db/client.server.ts";
import { DEMO_TABLES, type DemoTable } from "../app/modules/setup/demo-removal.server.ts";

async function highestIds(db: Db): Promise<Record<DemoTable, number>> {
  const out = {} as Record<DemoTable, number>;
  for (const table of DEMO_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.max("id").as("top")).executeTakeFirst();
    out[table] = Number(row?.top ?? 0);
  }
  return out;
}

export async function startDemoMarks(db: Db): Promise<() => Promise<void>> {
  const before = await highestIds(db);
  return async () => {
    const after = await highestIds(db);
    const seededAt = new Date().toISOString();
    const rows = DEMO_TABLES.filter((t) => after[t] > before[t]).map((t) => ({ table_name: t, first_id: before[t] + 1, last_id: after[t], seeded_at: seededAt }));
    // `db:seed --force` writes the same ids again after emptying the tables: the same ranges, marked once.
    if (rows.length) {
      await db
        .insertInto("demo_rows")
        .values(rows)
        .onConflict((oc) => oc.columns(["table_name", "first_id"]).doUpdateSet((eb) => ({ last_id: eb.ref("excluded.last_id"), seeded_at: eb.ref("excluded.seeded_at") })))
        .execute();
    }
  };
}
