/**
 * The demo's units in the buildings its market files name (demo/market-places.ts), once the files'
 * import has made those buildings: a unit of a project in its project's building, a home outside
 * any project in one of its area's own towers (apartments) or villa clusters (houses), spread by
 * id so each building has a few. Commercial units stay without one, as the files sell no offices,
 * and so does one resale in three: not every listing says which tower it is in (those pages compare
 * with the area).
 */
import type { Db } from "../app/platform/db/client.server.ts";
import { inChunks } from "../app/modules/setup/in-chunks.server.ts";
import { buildingNamed } from "../app/modules/market/index.server.ts";

const HOUSES = new Set(["Villa", "Townhouse"]);
const isCluster = (name: string) => /\b(Villas|Gardens)$/.test(name);

export async function linkDemoUnitsToBuildings(db: Db): Promise<number> {
  const [buildings, units] = await Promise.all([
    db.selectFrom("buildings").select(["id", "area_id", "project_id", "name"]).orderBy("id").execute(),
    db
      .selectFrom("units as u")
      .innerJoin("property_types as t", "t.id", "u.type_id")
      .select(["u.id", "u.area_id", "u.project_id", "u.classification", "t.name as type"])
      .where("u.building_id", "is", null)
      .orderBy("u.id")
      .execute(),
  ]);
  const ofProject = new Map(buildings.filter((b) => b.project_id !== null).map((b) => [`${b.area_id}:${b.project_id}`, b.id]));
  const own = (areaId: number, houses: boolean) => buildings.filter((b) => b.area_id === areaId && b.project_id === null && isCluster(b.name) === houses);
  const chosen = new Map<number, number[]>();
  for (const u of units) {
    let building = u.project_id === null ? undefined : ofProject.get(`${u.area_id}:${u.project_id}`);
    if (building === undefined && u.classification === "Residential" && u.id % 3 !== 0) {
      const list = own(u.area_id, HOUSES.has(u.type));
      building = list.length ? list[u.id % list.length]!.id : undefined;
    }
    if (building !== undefined) chosen.set(building, [...(chosen.get(building) ?? []), u.id]);
  }
  for (const [building, ids] of chosen) await inChunks(ids, (chunk) => db.updateTable("units").set({ building_id: building }).where("id", "in", chunk).execute());
  return [...chosen.values()].reduce((n, ids) => n + ids.length, 0);
}

/** Named towers the DLD's demo files do not sell in, each with a few of its area's units that name no building: what visitors search for by name. */
const LANDMARKS = [{ area: "dubai-marina", name: "Marina Gate", nameAr: "مارينا غيت", units: 4 }];

export async function addLandmarkTowers(db: Db, now: Date): Promise<void> {
  for (const l of LANDMARKS) {
    const area = await db.selectFrom("areas").select("id").where("page_url", "=", l.area).executeTakeFirst();
    if (!area) continue;
    const building = await buildingNamed(db, Number(area.id), l.name, { nameAr: l.nameAr, projectId: null, developerId: null, now });
    const units = await db.selectFrom("units").select("id").where("area_id", "=", Number(area.id)).where("building_id", "is", null).where("classification", "=", "Residential").orderBy("id").limit(l.units).execute();
    if (units.length) await db.updateTable("units").set({ building_id: building }).where("id", "in", units.map((u) => u.id)).execute();
  }
}
