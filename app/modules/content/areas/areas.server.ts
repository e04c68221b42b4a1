/**
 * Areas as the back office edits them: name, slug, emirate, description, map position
 * and whether the site shows the area, in English and Arabic, as one revisable record (kind
 * "area", key its id) through app/modules/content/revisions/revisions.server.ts. The description goes through the
 * sanitiser the area page uses. A changed slug keeps the old one in slug_redirects, so the old
 * address answers 301; the sitemap, canonical links and structured data read the new one at once
 * (the change moves the data version).
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { sanitizeDescription } from "../../../platform/sanitize.server.ts";
import { z } from "zod";
import { areaSchema, type AreaSnapshot } from "./area-form.ts";
import { changeRecord, recordRevision, type Revisable } from "../revisions/revisions.server.ts";
import { recordAudit } from "../../staff/index.server.ts";
import type { Actor } from "../../staff/index.ts";
import { writeChange, type Tx } from "../../../platform/cache/write.server.ts";
import { refreshPlaces } from "../../places/index.server.ts";
import { moveSlug } from "../slug-moves.server.ts";
import { FieldsError } from "../editing/field-errors.server.ts";

/** A refusal that needs the database (a slug another area has, an unknown emirate), by field. */
export class AreaError extends FieldsError {
  constructor(fieldErrors: Record<string, string>) {
    super(fieldErrors);
    this.name = "AreaError";
  }
}

const idOf = (key: string) => (/^\d{1,12}$/.test(key) ? Number(key) : 0);

export async function readArea(trx: Tx | Db, key: string): Promise<AreaSnapshot | null> {
  const r = await trx.selectFrom("areas").selectAll().where("id", "=", idOf(key)).executeTakeFirst();
  if (!r) return null;
  return {
    name: { en: r.name, ar: r.name_ar },
    slug: r.page_url,
    emirateId: Number(r.emirate_id),
    description: { en: r.description_html, ar: r.description_html_ar },
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
    active: Number(r.is_active) === 1,
    imagePath: r.image_path,
    logoPath: r.logo_path,
  };
}

/** The area's schema (area-form.ts, the form's rules) with its description sanitised; a refusal is a ZodError. */
function parseArea(input: unknown): AreaSnapshot {
  const a = z.parse(areaSchema, input);
  const description = { en: sanitizeDescription(a.description.en), ar: a.description.ar === null ? null : sanitizeDescription(a.description.ar) || null };
  return z.parse(areaSchema, { ...a, description });
}

/** Refuses (AreaError) an address another area has, or an unknown emirate. */
async function checkArea(trx: Tx, id: number, a: AreaSnapshot): Promise<void> {
  const [taken, emirate] = await Promise.all([
    trx.selectFrom("areas").select("id").where("page_url", "=", a.slug).where("id", "!=", id).executeTakeFirst(),
    trx.selectFrom("emirates").select("id").where("id", "=", a.emirateId).executeTakeFirst(),
  ]);
  const errors: Record<string, string> = {};
  if (taken) errors.slug = "Another area has this address: choose another slug.";
  if (!emirate) errors.emirateId = "Choose an emirate";
  if (Object.keys(errors).length) throw new AreaError(errors);
}

const areaColumns = (a: AreaSnapshot) => ({
  name: a.name.en,
  name_ar: a.name.ar,
  page_url: a.slug,
  emirate_id: a.emirateId,
  description_html: a.description.en,
  description_html_ar: a.description.ar,
  lat: a.lat,
  lng: a.lng,
  is_active: a.active ? 1 : 0,
});

async function writeArea(trx: Tx, key: string, a: AreaSnapshot): Promise<void> {
  const id = idOf(key);
  await checkArea(trx, id, a);
  const current = await trx.selectFrom("areas").select("page_url").where("id", "=", id).executeTakeFirstOrThrow();
  await trx
    .updateTable("areas")
    .set({
      ...areaColumns(a),
      ...(a.imagePath === undefined ? {} : { image_path: a.imagePath }),
      ...(a.logoPath === undefined ? {} : { logo_path: a.logoPath }),
    })
    .where("id", "=", id)
    .execute();
  // The new slug is this area's own now; the old one leads here.
  await moveSlug(trx, "area", id, current.page_url, a.slug);
  await refreshPlaces(trx, { area: [id] });
}

export const areaRecord: Revisable<AreaSnapshot> = { kind: "area", read: readArea, parse: parseArea, write: writeArea };

/** An editor's save of one area (RevisionNotFoundError for an unknown id; ZodError or AreaError for a bad one). */
export async function saveArea(db: Db, actor: Actor | null, id: number, input: unknown): Promise<AreaSnapshot> {
  return changeRecord(db, actor, areaRecord, String(id), "update", () => input);
}

/** A community the brokerage adds (one the reference areas lack), with its first revision ("create"); returns its id. */
export async function createArea(db: Db, actor: Actor | null, input: unknown): Promise<number> {
  const a = parseArea(input);
  return writeChange(db, async (trx) => {
    await checkArea(trx, 0, a);
    const row = await trx
      .insertInto("areas")
      .values({ ...areaColumns(a), image_path: a.imagePath ?? null, logo_path: a.logoPath ?? null, is_reference: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await recordRevision(trx, actor, { kind: "area", key: String(id), action: "create", before: null, after: a });
    await refreshPlaces(trx, { area: [id] });
    await recordAudit(trx, actor, { action: "create", entity: "area", entityId: id });
    return id;
  });
}

/** `reference`: one of the communities the site comes with (migration 2026-11-29-02), not one added since. */
type AreaRow = { id: number; name: string; slug: string; emirate: string; active: boolean; reference: boolean };

/** Every area, active or not, for the back office's list. */
export async function listAreasForStaff(db: Db): Promise<AreaRow[]> {
  const rows = await db
    .selectFrom("areas as a")
    .innerJoin("emirates as e", "e.id", "a.emirate_id")
    .select(["a.id", "a.name", "a.page_url", "a.is_active", "a.is_reference", "e.name as emirate"])
    .orderBy("a.name")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id), name: r.name, slug: r.page_url, emirate: r.emirate, active: Number(r.is_active) === 1, reference: Number(r.is_reference) === 1,
  }));
}

export async function emirateChoices(db: Db): Promise<Array<{ id: number; name: string }>> {
  const rows = await db.selectFrom("emirates").select(["id", "name"]).orderBy("sort").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
