/**
 * The lists that hang off a unit or a project (images and videos, amenities, detail items,
 * places nearby), in the API's field names. One implementation serves both owners.
 */
import type { Db } from "../client.server.ts";

export type Owner = "unit" | "project";
export type MediaItem = { path: string; pathType: "Image" | "Video" };
export type DetailItem = { elementName: string; details: string };
export type AmenityItem = { amenties: string };
export type PlaceItem = { placeName: string; distance: string; type: string };

// Kysely cannot type a table name chosen at run time across two owner tables; the two
// tables of each pair have identical columns, so the casts below are sound.
type AnyDb = Db & { selectFrom(t: string): any };

export async function listMedia(db: Db, owner: Owner, ownerId: number, pathType?: "Image" | "Video"): Promise<MediaItem[]> {
  let q = (db as AnyDb).selectFrom(`${owner}_media`).select(["path", "path_type"]).where(`${owner}_id`, "=", ownerId);
  if (pathType) q = q.where("path_type", "=", pathType);
  const rows: { path: string; path_type: "Image" | "Video" }[] = await q.orderBy("sort").orderBy("id").execute();
  return rows.map((r) => ({ path: r.path, pathType: r.path_type }));
}

/** Images of many owners at once (list pages), keyed by owner id, in display order. */
export async function listImagesFor(db: Db, owner: Owner, ownerIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ownerIds.length === 0) return out;
  const rows: { owner_id: number; path: string }[] = await (db as AnyDb)
    .selectFrom(`${owner}_media`)
    .select([`${owner}_id as owner_id`, "path"])
    .where(`${owner}_id`, "in", ownerIds)
    .where("path_type", "=", "Image")
    .orderBy(`${owner}_id`)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  for (const r of rows) {
    const list = out.get(r.owner_id) ?? [];
    list.push(r.path);
    out.set(r.owner_id, list);
  }
  return out;
}

export async function listDetails(db: Db, owner: Owner, ownerId: number): Promise<DetailItem[]> {
  const rows: { element_name: string; details: string }[] = await (db as AnyDb)
    .selectFrom(`${owner}_details`)
    .select(["element_name", "details"])
    .where(`${owner}_id`, "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ elementName: r.element_name, details: r.details }));
}

export async function listAmenities(db: Db, owner: Owner, ownerId: number): Promise<AmenityItem[]> {
  const rows: { name: string }[] = await (db as AnyDb)
    .selectFrom(`${owner}_amenities`)
    .select(["name"])
    .where(`${owner}_id`, "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ amenties: r.name }));
}

export async function listPlaces(db: Db, owner: Owner, ownerId: number): Promise<PlaceItem[]> {
  const rows: { place_name: string; distance: string; type: string }[] = await (db as AnyDb)
    .selectFrom(`${owner}_places`)
    .select(["place_name", "distance", "type"])
    .where(`${owner}_id`, "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ placeName: r.place_name, distance: r.distance, type: r.type }));
}
