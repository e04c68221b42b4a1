/**
 * Buildings as pages: one building with its area, project and developer, and an area's buildings with
 * the most sales over the months a market section shows (summed from the monthly figures, a few indexed reads).
 */
import type { Db } from "../../platform/db/client.server.ts";
import { addMonths, monthOf } from "./stats-math.ts";

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
export async function topBuildings(db: Db, areaId: number, n: number, opts: { now: Date }) {
  const month = monthOf(opts.now);
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
