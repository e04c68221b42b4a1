/**
 * Buildings as records and pages: one building with its area, project and developer, an area's
 * buildings by name (the listing editor's choices) or with the most sales over the months a market
 * section shows (summed from the monthly figures, a few indexed reads), and a building found or made
 * by its name within an area (the listing editor and the feeds; the DLD importer's PlaceMatcher
 * makes its own with the same slug rule).
 */
import type { Db } from "../../platform/db/client.server.ts";
import { slugify } from "../../platform/i18n/format.ts";
import { foldName } from "./dld-rows.ts";
import { addMonths, monthOf } from "./stats-math.ts";
import { cacheArea } from "../../platform/cache/cache.server.ts";

/** The slug a new building would like: its name's, or one made from its folded name (an Arabic-only name). */
export const buildingSlugBase = (name: string, key: string): string => slugify(name) || `building-${key}`;

/** `base`, or `base-2`, `base-3` …: the first slug `taken` does not hold (two areas may have a "Tower A"). */
export function freeSlug(base: string, taken: (slug: string) => boolean): string {
  let slug = base;
  for (let n = 2; taken(slug); n++) slug = `${base}-${n}`;
  return slug;
}

type NewBuilding = { nameAr: string | null; projectId: number | null; developerId: number | null; now: Date };

/**
 * The id of the area's building with this name (compared folded: "Marina Gate-1" is "MARINA GATE 1"),
 * or, when there is none: a new one made with `create`, else null. `db` may be a transaction.
 */
export async function buildingNamed(db: Db, areaId: number, name: string, create?: NewBuilding): Promise<number | null> {
  const key = foldName(name);
  if (!key) return null;
  const find = () => db.selectFrom("buildings").select("id").where("area_id", "=", areaId).where("name_key", "=", key).executeTakeFirst();
  const found = await find();
  if (found || !create) return found ? Number(found.id) : null;
  const base = buildingSlugBase(name, key);
  const taken = new Set((await db.selectFrom("buildings").select("slug").where("slug", "like", `${base}%`).execute()).map((r) => r.slug));
  await db
    .insertInto("buildings")
    .values({
      name: name.trim(), name_ar: create.nameAr, name_key: key, slug: freeSlug(base, (s) => taken.has(s)), area_id: areaId,
      project_id: create.projectId, developer_id: create.developerId, created_at: create.now.toISOString(),
    })
    // Another writer may have made it meanwhile (the name is unique within the area): theirs is the one.
    .onConflict((oc) => oc.columns(["area_id", "name_key"]).doNothing())
    .execute();
  return Number((await find())!.id);
}

/** The areas of these buildings, by id (the listing service checks a unit's building is in its area). */
export async function buildingAreas(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom("buildings").select(["id", "area_id"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.area_id)]));
}

/** An area's buildings by name: what the listing editor offers to choose from. */
export function areaBuildings(db: Db, areaId: number) {
  return db.selectFrom("buildings").select(["id", "name", "name_ar as nameAr"]).where("area_id", "=", areaId).orderBy("name").limit(5000).execute();
}

export function findBuilding(db: Db, slug: string) {
  return db
    .selectFrom("buildings as b")
    .innerJoin("areas as a", "a.id", "b.area_id")
    .leftJoin("projects as p", "p.id", "b.project_id")
    .leftJoin("developers as d", "d.id", "b.developer_id")
    .select([
      "b.id", "b.name", "b.name_ar as nameAr", "b.slug",
      "a.id as areaId", "a.name as areaName", "a.name_ar as areaNameAr", "a.page_url as areaSlug",
      "p.id as projectId", "p.name as projectName", "p.name_ar as projectNameAr", "p.page_url as projectSlug",
      "d.name as developerName", "d.name_ar as developerNameAr", "d.page_url as developerSlug",
    ])
    .where("b.slug", "=", slug)
    .executeTakeFirst();
}

/** The area's buildings by their sales over the last 36 months, most first. */
type TopBuilding = { name: string; nameAr: string | null; slug: string; sales: number };
// Read with the area's market section and kept as long (section.server.ts): same data, same month.
const tops = cacheArea<TopBuilding[]>("market top buildings", { maxBytes: 2 * 1024 * 1024, sizeOf: (v) => JSON.stringify(v).length * 2 });

export function topBuildings(db: Db, areaId: number, n: number, opts: { now: Date }): Promise<TopBuilding[]> {
  const month = monthOf(opts.now);
  return tops.get(`${areaId}|${n}|${month}`, () => readTopBuildings(db, areaId, n, month));
}

function readTopBuildings(db: Db, areaId: number, n: number, month: string): Promise<TopBuilding[]> {
  return db
    .selectFrom("buildings as b")
    .innerJoin("market_stats as s", (j) =>
      j.onRef("s.scope_id", "=", "b.id").on("s.measure", "=", "sale").on("s.scope", "=", "building").on("s.rooms", "=", -1)
        .on("s.period", ">=", addMonths(month, -35)).on("s.period", "<=", month))
    .select(["b.name", "b.name_ar as nameAr", "b.slug", (eb) => eb.fn.sum<number>("s.count").as("sales")])
    .where("b.area_id", "=", areaId)
    .groupBy(["b.id", "b.name", "b.name_ar", "b.slug"])
    .orderBy("sales", "desc").orderBy("b.name")
    .limit(n)
    .execute();
}
