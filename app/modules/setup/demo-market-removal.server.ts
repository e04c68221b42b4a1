/**
 * The demo's market data, taken out with the rest of the demo (demo-removal.server.ts): the rows of the
 * demo's own imports (its generated DLD files), the figures of every place they counted in, and the demo's
 * buildings nothing else uses. What the brokerage imported stays, and so do the demo areas, projects and
 * buildings its rows point at (they become the brokerage's, as with listings).
 */
import type { Tx } from "../../platform/cache/write.server.ts";
import { inChunks } from "./in-chunks.server.ts";
import type { MarketScope } from "../../platform/db/schema.ts";

type Ids = Record<MarketScope, Set<number>>;
export type MarketRefs = { area_id: number | null; project_id: number | null; developer_id: number | null }[];


const add = (ids: Ids, row: { area_id: number | null; building_id: number | null; project_id: number | null }) => {
  if (row.area_id !== null) ids.area.add(Number(row.area_id));
  if (row.building_id !== null) ids.building.add(Number(row.building_id));
  if (row.project_id !== null) ids.project.add(Number(row.project_id));
};

/** Deletes the demo imports' rows and their places' figures; returns the places whose figures are to be computed again. */
export async function removeDemoMarketRows(trx: Tx, imports: number[]): Promise<Record<MarketScope, number[]>> {
  const touched: Ids = { area: new Set(), building: new Set(), project: new Set() };
  await inChunks(imports, async (ids) => {
    for (const table of ["market_sales", "market_rents"] as const) {
      const places = await trx.selectFrom(table).select(["area_id", "building_id", "project_id"]).distinct().where("import_id", "in", ids).execute();
      for (const p of places) add(touched, p);
      await trx.deleteFrom(table).where("import_id", "in", ids).execute();
    }
    await trx.deleteFrom("market_imports").where("id", "in", ids).execute();
  });
  for (const scope of ["area", "building", "project"] as const) {
    await inChunks([...touched[scope]], (ids) => trx.deleteFrom("market_stats").where("scope", "=", scope).where("scope_id", "in", ids).execute());
  }
  return { area: [...touched.area], building: [...touched.building], project: [...touched.project] };
}

/** The demo's buildings no remaining market row or unit names; returns them after deleting them. */
export async function removeDemoBuildings(trx: Tx, demoBuildings: number[]): Promise<number[]> {
  const used = new Set<number>();
  for (const table of ["market_sales", "market_rents", "units"] as const) {
    const rows = await trx.selectFrom(table).select("building_id").distinct().where("building_id", "is not", null).execute();
    for (const r of rows) used.add(Number(r.building_id));
  }
  const going = demoBuildings.filter((id) => !used.has(id));
  await inChunks(going, (ids) => trx.deleteFrom("buildings").where("id", "in", ids).execute());
  return going;
}

/** The areas, projects and developers that the remaining market rows and buildings point at: they stay. */
export async function marketRefs(trx: Tx): Promise<MarketRefs> {
  const refs: MarketRefs = [];
  for (const table of ["market_sales", "market_rents"] as const) {
    const rows = await trx.selectFrom(table).select(["area_id", "project_id"]).distinct().execute();
    for (const r of rows) refs.push({ area_id: r.area_id, project_id: r.project_id, developer_id: null });
  }
  refs.push(...(await trx.selectFrom("buildings").select(["area_id", "project_id", "developer_id"]).execute()));
  return refs;
}
