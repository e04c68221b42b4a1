/**
 * Keeps the place index (`place_index`) current: the rows of the places a change touched are
 * written again from their sources (names in both scripts, market aliases, live units counted
 * through the units' indexes on area, building, project and developer) in the caller's
 * transaction, so the index commits with the change. The listing service passes the places of
 * the listings it wrote (before and after), the area, developer and alias editors theirs, and
 * bulk loads (the seed, a market import, the demo's removal) ask for everything at the end.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { Tx } from "../../platform/cache/write.server.ts";
import { PLACE_KINDS, type PlaceKind } from "./place-types.ts";

/** The places a change touched, by kind (nulls and repeats are fine: a listing's optional places). */
export type PlaceRefs = Partial<Record<PlaceKind, ReadonlyArray<number | null | undefined>>>;

const SOURCE = {
  area: { table: "areas", column: "area_id", activeOnly: true },
  building: { table: "buildings", column: "building_id", activeOnly: false },
  project: { table: "projects", column: "project_id", activeOnly: false },
  developer: { table: "developers", column: "developer_id", activeOnly: true },
} as const;
const CHUNK = 500;

type Source = { id: number; name: string; name_ar: string | null; area_id: number | null };

async function sources(db: Db | Tx, kind: PlaceKind, ids: number[] | null): Promise<Source[]> {
  const s = SOURCE[kind];
  let q = db.selectFrom(s.table).select(["id", "name", "name_ar"]);
  if (s.activeOnly) q = q.where("is_active", "=", 1);
  if (ids) q = q.where("id", "in", ids);
  if (kind === "area" || kind === "developer") {
    const rows = await q.execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, name_ar: r.name_ar, area_id: kind === "area" ? Number(r.id) : null }));
  }
  const rows = await db.selectFrom(s.table as "buildings").select(["id", "name", "name_ar", "area_id"]).$if(ids !== null, (b) => b.where("id", "in", ids!)).execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, name_ar: r.name_ar, area_id: Number(r.area_id) }));
}

async function liveCounts(db: Db | Tx, kind: PlaceKind, ids: number[] | null): Promise<Map<number, number>> {
  const column = SOURCE[kind].column;
  const rows = await db
    .selectFrom("units")
    .select((eb) => [eb.ref(column).as("place"), eb.fn.countAll<number>().as("n")])
    .where("is_active", "=", 1)
    .where(column, ids ? "in" : "is not", ids ?? null)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [Number(r.place), Number(r.n)]));
}

async function aliasesOf(db: Db | Tx, kind: PlaceKind, ids: number[] | null): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (kind === "developer") return found;
  const rows = await db.selectFrom("market_place_aliases").select(["alias", "target_id"]).where("kind", "=", kind).$if(ids !== null, (q) => q.where("target_id", "in", ids!)).orderBy("id").execute();
  for (const r of rows) found.set(Number(r.target_id), [...(found.get(Number(r.target_id)) ?? []), r.alias]);
  return found;
}

/** Writes the rows of these places of one kind again (`null`: all of that kind). */
async function refreshKind(db: Db | Tx, kind: PlaceKind, ids: number[] | null): Promise<void> {
  const [rows, counts, aliases] = await Promise.all([sources(db, kind, ids), liveCounts(db, kind, ids), aliasesOf(db, kind, ids)]);
  let del = db.deleteFrom("place_index").where("kind", "=", kind);
  if (ids) del = del.where("target_id", "in", ids);
  await del.execute();
  const values = rows.map((r) => ({
    kind, target_id: r.id, name: r.name, name_ar: r.name_ar, aliases: (aliases.get(r.id) ?? []).join("\n"), area_id: r.area_id, listings: counts.get(r.id) ?? 0,
  }));
  for (let i = 0; i < values.length; i += CHUNK) await db.insertInto("place_index").values(values.slice(i, i + CHUNK)).execute();
}

/** Writes the index rows of the places touched again, or of every place ("all": a bulk load). `db` may be a transaction. */
export async function refreshPlaces(db: Db | Tx, refs: PlaceRefs | "all"): Promise<void> {
  for (const kind of PLACE_KINDS) {
    if (refs === "all") {
      await refreshKind(db, kind, null);
      continue;
    }
    const ids = [...new Set((refs[kind] ?? []).filter((id): id is number => typeof id === "number" && id > 0).map(Number))];
    for (let i = 0; i < ids.length; i += CHUNK) await refreshKind(db, kind, ids.slice(i, i + CHUNK));
  }
}
