/**
 * The lists that hang off a unit or a project (images and videos, floor plans, amenities,
 * detail items, places nearby), in the API's field names. One set of tables serves both
 * owners (`listing_*`, migration 2026-11-25-11): the owner picks the foreign-key column, so
 * every query is checked by Kysely.
 */
import type { Db } from "../../../platform/db/client.server.ts";

export type Owner = "unit" | "project";
type MediaItem = { path: string; pathType: "Image" | "Video" };
type FloorPlanItem = { path: string; width: number | null; height: number | null; alt: string | null };
export type DetailItem = { elementName: string; details: string };
type AmenityItem = { amenties: string };
export type PlaceItem = { placeName: string; distance: string; type: string };

/** The column of the `listing_*` tables that points at this kind of owner. */
export function ownerColumn(owner: Owner): "unit_id" | "project_id" {
  return owner === "unit" ? "unit_id" : "project_id";
}

/** Photos and videos in display order (floor plans are listed by `listFloorPlans`). */
export async function listMedia(db: Db, owner: Owner, ownerId: number, pathType?: "Image" | "Video"): Promise<MediaItem[]> {
  const kinds = pathType === "Image" ? (["photo"] as const) : pathType === "Video" ? (["video"] as const) : (["photo", "video"] as const);
  const rows = await db
    .selectFrom("listing_media")
    .select(["path", "kind"])
    .where(ownerColumn(owner), "=", ownerId)
    .where("kind", "in", kinds)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ path: r.path, pathType: r.kind === "video" ? "Video" : "Image" }));
}

export async function listFloorPlans(db: Db, owner: Owner, ownerId: number): Promise<FloorPlanItem[]> {
  return db
    .selectFrom("listing_media")
    .select(["path", "width", "height", "alt"])
    .where(ownerColumn(owner), "=", ownerId)
    .where("kind", "=", "floor_plan")
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

/** Images of many owners at once (list pages), keyed by owner id, in display order. */
export async function listImagesFor(db: Db, owner: Owner, ownerIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ownerIds.length === 0) return out;
  const column = ownerColumn(owner);
  const rows = await db
    .selectFrom("listing_media")
    .select([`${column} as owner_id`, "path"])
    .where(column, "in", ownerIds)
    .where("kind", "=", "photo")
    .orderBy(column)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  for (const r of rows) {
    if (r.owner_id === null) continue;
    const list = out.get(r.owner_id) ?? [];
    list.push(r.path);
    out.set(r.owner_id, list);
  }
  return out;
}

export async function listDetails(db: Db, owner: Owner, ownerId: number): Promise<DetailItem[]> {
  const rows = await db
    .selectFrom("listing_details")
    .select(["element_name", "details"])
    .where(ownerColumn(owner), "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ elementName: r.element_name, details: r.details }));
}

export async function listAmenities(db: Db, owner: Owner, ownerId: number): Promise<AmenityItem[]> {
  const rows = await db
    .selectFrom("listing_amenities")
    .select(["name"])
    .where(ownerColumn(owner), "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ amenties: r.name }));
}

export async function listPlaces(db: Db, owner: Owner, ownerId: number): Promise<PlaceItem[]> {
  const rows = await db
    .selectFrom("listing_places")
    .select(["place_name", "distance", "type"])
    .where(ownerColumn(owner), "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ placeName: r.place_name, distance: r.distance, type: r.type }));
}
