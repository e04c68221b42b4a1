/**
 * The lists that hang off a unit or a project (images and videos, floor plans, amenities,
 * detail items, places nearby), under our own names: the spec's (`pathType`, `elementName`,
 * `amenties`, `placeName`) are written only where the JSON API answers (server/api/listing-answers.ts).
 * One set of tables serves both owners (`listing_*`, migration 2026-11-25-11): the owner picks the
 * foreign-key column, so every query is checked by Kysely.
 */
import type { Db } from "../../../platform/db/client.server.ts";

export type Owner = "unit" | "project";
/** A photo or a video of the gallery (the kinds of `listing_media`; floor plans are listed apart). */
type GalleryKind = "photo" | "video";
export type MediaItem = { path: string; kind: GalleryKind };
type FloorPlanItem = { path: string; width: number | null; height: number | null; alt: string | null };
/** A line of the details list: "View", "Sea"; the Arabic typed for it, if any. */
export type DetailItem = { name: string; value: string; nameAr?: string | null; valueAr?: string | null };
export type PlaceItem = { name: string; distance: string; type: string; nameAr?: string | null };
export type AmenityItem = { name: string; nameAr: string | null };

/** The column of the `listing_*` tables that points at this kind of owner. */
export function ownerColumn(owner: Owner): "unit_id" | "project_id" {
  return owner === "unit" ? "unit_id" : "project_id";
}

/** Photos and videos in display order, or those of one kind (floor plans are listed by `listFloorPlans`). */
export async function listMedia(db: Db, owner: Owner, ownerId: number, kind?: GalleryKind): Promise<MediaItem[]> {
  const kinds: GalleryKind[] = kind ? [kind] : ["photo", "video"];
  const rows = await db
    .selectFrom("listing_media")
    .select(["path", "kind"])
    .where(ownerColumn(owner), "=", ownerId)
    .where("kind", "in", kinds)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ path: r.path, kind: r.kind === "video" ? "video" : "photo" }));
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
    .select(["element_name", "details", "element_name_ar", "details_ar"])
    .where(ownerColumn(owner), "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ name: r.element_name, value: r.details, nameAr: r.element_name_ar, valueAr: r.details_ar }));
}

/** The amenities' names, and the Arabic typed for them. */
export async function listAmenities(db: Db, owner: Owner, ownerId: number): Promise<AmenityItem[]> {
  return db
    .selectFrom("listing_amenities")
    .select(["name", "name_ar as nameAr"])
    .where(ownerColumn(owner), "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

export async function listPlaces(db: Db, owner: Owner, ownerId: number): Promise<PlaceItem[]> {
  const rows = await db
    .selectFrom("listing_places")
    .select(["place_name", "distance", "type", "place_name_ar"])
    .where(ownerColumn(owner), "=", ownerId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ name: r.place_name, distance: r.distance, type: r.type, nameAr: r.place_name_ar }));
}
