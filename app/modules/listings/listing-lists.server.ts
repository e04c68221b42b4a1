/**
 * The lists of a listing (photos, floor plans and videos, amenities, details, places nearby; a
 * project's bedroom options and payment plan), written with the listing in its transaction and
 * read back in the schema's input shape. A list the values leave out is kept as it is.
 */
import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { Database } from "../../platform/db/schema.ts";
import type { Tx } from "../../platform/cache/write.server.ts";
import { ownerColumn } from "./queries/listing-children.server.ts";
import type { ListingKind, ProjectValues, UnitValues } from "./listing-input.ts";
import { BATCH } from "./listing-rows.server.ts";

export const LIST_FIELDS = ["media", "amenities", "amenitiesAr", "details", "places", "bedroomIds", "paymentPlan"] as const;

/** A listing's values without its lists and id: what an audit entry compares. */
export function scalars(v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) if (k !== "id" && !(LIST_FIELDS as readonly string[]).includes(k)) out[k] = x;
  return out;
}

async function insertChunks<T extends "listing_media" | "listing_amenities" | "listing_details" | "listing_places" | "project_bedrooms" | "project_payment_plan">(
  trx: Tx,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // The union of table names defeats Kysely's inference of `values`; rows are typed by the caller.
    await trx.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

/** Replaces the lists the values carry (a list left out is kept). */
export async function writeChildren(trx: Tx, kind: ListingKind, items: { id: number; v: UnitValues | ProjectValues }[], replace: boolean): Promise<void> {
  const column = ownerColumn(kind);
  const owner = (id: number) => ({ unit_id: kind === "unit" ? id : null, project_id: kind === "project" ? id : null });
  const media: Insertable<Database["listing_media"]>[] = [];
  const amenities: Insertable<Database["listing_amenities"]>[] = [];
  const details: Insertable<Database["listing_details"]>[] = [];
  const places: Insertable<Database["listing_places"]>[] = [];
  const bedrooms: Insertable<Database["project_bedrooms"]>[] = [];
  const plan: Insertable<Database["project_payment_plan"]>[] = [];
  const clear = async (table: "listing_media" | "listing_amenities" | "listing_details" | "listing_places", id: number) => {
    if (replace) await trx.deleteFrom(table).where(column, "=", id).execute();
  };
  for (const { id, v } of items) {
    if (v.media) {
      await clear("listing_media", id);
      v.media.forEach((m, sort) =>
        media.push({ ...owner(id), kind: m.kind, path: m.path, width: m.width, height: m.height, alt: m.alt, alt_ar: m.altAr, content_hash: m.contentHash, sort }),
      );
    }
    if (v.amenities) {
      await clear("listing_amenities", id);
      v.amenities.forEach((name, sort) => amenities.push({ ...owner(id), name, name_ar: v.amenitiesAr?.[sort] ?? null, sort }));
    }
    if (v.details) {
      await clear("listing_details", id);
      v.details.forEach((d, sort) => details.push({ ...owner(id), element_name: d.name, details: d.value, element_name_ar: d.nameAr, details_ar: d.valueAr, sort }));
    }
    if (v.places) {
      await clear("listing_places", id);
      v.places.forEach((p, sort) => places.push({ ...owner(id), place_name: p.name, distance: p.distance, type: p.type, place_name_ar: p.nameAr, sort }));
    }
    if (kind === "project") {
      const p = v as ProjectValues;
      if (p.bedroomIds) {
        if (replace) await trx.deleteFrom("project_bedrooms").where("project_id", "=", id).execute();
        for (const bedroom_id of p.bedroomIds) bedrooms.push({ project_id: id, bedroom_id });
      }
      if (p.paymentPlan) {
        if (replace) await trx.deleteFrom("project_payment_plan").where("project_id", "=", id).execute();
        p.paymentPlan.forEach((m, sort) => plan.push({ project_id: id, milestone: m.milestone, percent: m.percent, sort }));
      }
    }
  }
  await insertChunks(trx, "listing_media", media);
  await insertChunks(trx, "listing_amenities", amenities);
  await insertChunks(trx, "listing_details", details);
  await insertChunks(trx, "listing_places", places);
  await insertChunks(trx, "project_bedrooms", bedrooms);
  await insertChunks(trx, "project_payment_plan", plan);
}

/** The lists of a listing in the schema's input shape (only those named). */
export async function currentLists(trx: Tx | Db, kind: ListingKind, id: number, which: readonly (typeof LIST_FIELDS)[number][]): Promise<Record<string, unknown>> {
  const column = ownerColumn(kind);
  const out: Record<string, unknown> = {};
  for (const field of which) {
    if (field === "media") {
      const rows = await trx.selectFrom("listing_media").selectAll().where(column, "=", id).orderBy("sort").orderBy("id").execute();
      out.media = rows.map((m) => ({ kind: m.kind, path: m.path, width: m.width, height: m.height, alt: m.alt, altAr: m.alt_ar, contentHash: m.content_hash }));
    } else if (field === "amenities" || field === "amenitiesAr") {
      if ("amenities" in out) continue;
      const rows = await trx.selectFrom("listing_amenities").select(["name", "name_ar"]).where(column, "=", id).orderBy("sort").orderBy("id").execute();
      out.amenities = rows.map((r) => r.name);
      // Only when some Arabic was typed: a list of names alone reads as it always did (feeds, audit entries).
      if (rows.some((r) => r.name_ar !== null)) out.amenitiesAr = rows.map((r) => r.name_ar);
    } else if (field === "details") {
      const rows = await trx.selectFrom("listing_details").select(["element_name", "details", "element_name_ar", "details_ar"]).where(column, "=", id).orderBy("sort").orderBy("id").execute();
      out.details = rows.map((r) => ({ name: r.element_name, value: r.details, nameAr: r.element_name_ar, valueAr: r.details_ar }));
    } else if (field === "places") {
      const rows = await trx.selectFrom("listing_places").select(["place_name", "distance", "type", "place_name_ar"]).where(column, "=", id).orderBy("sort").orderBy("id").execute();
      out.places = rows.map((r) => ({ name: r.place_name, distance: r.distance, type: r.type, nameAr: r.place_name_ar }));
    } else if (kind === "project" && field === "bedroomIds") {
      out.bedroomIds = (await trx.selectFrom("project_bedrooms").select("bedroom_id").where("project_id", "=", id).orderBy("bedroom_id").execute()).map((r) => r.bedroom_id);
    } else if (kind === "project" && field === "paymentPlan") {
      out.paymentPlan = await trx.selectFrom("project_payment_plan").select(["milestone", "percent"]).where("project_id", "=", id).orderBy("sort").orderBy("id").execute();
    }
  }
  return out;
}
