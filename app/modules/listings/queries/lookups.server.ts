/**
 * The small option lists behind the dropdowns (spec 3, 7), under our own names: the search bars, the
 * back office and the alert mails read them; server/api/lookup-answers.ts writes them in the spec's.
 */
import type { Db } from "../../../platform/db/client.server.ts";

/** One entry of a simple option list (purposes, statuses, types, bedrooms, bathrooms, blog categories). */
export type Option = { id: number; name: string };

/** Rows of a simple option table, in the order its editors gave them. */
async function listOptions(db: Db, table: "purposes" | "statuses" | "property_types" | "bedrooms" | "bathrooms" | "blog_categories"): Promise<Option[]> {
  return db.selectFrom(table).select(["id", "name"]).orderBy("sort").orderBy("id").execute();
}

export const listPurposes = (db: Db) => listOptions(db, "purposes");

export const listStatuses = (db: Db) => listOptions(db, "statuses");

export const listPropertyTypes = (db: Db) => listOptions(db, "property_types");

export const listBedrooms = (db: Db) => listOptions(db, "bedrooms");

export const listBathrooms = (db: Db) => listOptions(db, "bathrooms");

export const listBlogCategories = (db: Db) => listOptions(db, "blog_categories");

export async function listCompletionYears(db: Db): Promise<Array<{ id: number; year: number }>> {
  return db.selectFrom("completion_years").select(["id", "year"]).orderBy("year").execute();
}

export async function listCountries(db: Db) {
  const rows = await db.selectFrom("countries").selectAll().orderBy("name").execute();
  return rows.map((r) => ({ id: r.id, name: r.name, nameAr: r.name_ar, isdCode: r.isd_code, isoCode: r.iso_code }));
}

export async function findCountry(db: Db, id: number) {
  return db.selectFrom("countries").selectAll().where("id", "=", id).executeTakeFirst();
}

export type AreaType = "Projects" | "Units" | "";

/** Areas for the search bar: those with active projects, or with active units, or all. */
export async function listAreaOptions(db: Db, areaType: AreaType = "") {
  let q = db
    .selectFrom("areas as a")
    .innerJoin("emirates as e", "e.id", "a.emirate_id")
    .select(["a.id", "a.name", "a.name_ar", "a.page_url", "a.description_html", "a.image_path", "a.is_active", "e.name as emirate"])
    .where("a.is_active", "=", 1);
  if (areaType === "Projects") {
    q = q.where((eb) =>
      eb.exists(eb.selectFrom("projects as p").select("p.id").whereRef("p.area_id", "=", "a.id").where("p.is_active", "=", 1)),
    );
  } else if (areaType === "Units") {
    q = q.where((eb) =>
      eb.exists(eb.selectFrom("units as u").select("u.id").whereRef("u.area_id", "=", "a.id").where("u.is_active", "=", 1)),
    );
  }
  const rows = await q.orderBy("a.name").execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    nameAr: r.name_ar,
    emirate: r.emirate,
    slug: r.page_url,
    descriptionHtml: r.description_html,
    image: r.image_path,
    isActive: r.is_active === 1,
  }));
}

/** Active projects for the Project select; a developer or area page passes its own id to list only its projects. */
export async function listActiveProjectOptions(db: Db, filter: { developerId?: number; areaId?: number } = {}) {
  let q = db.selectFrom("projects").select(["id", "name", "page_url"]).where("is_active", "=", 1);
  if (filter.developerId) q = q.where("developer_id", "=", filter.developerId);
  if (filter.areaId) q = q.where("area_id", "=", filter.areaId);
  const rows = await q.orderBy("name").execute();
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.page_url }));
}

/** Every developer (active or not) for the back office's listing form. */
export async function listDeveloperOptions(db: Db) {
  const rows = await db.selectFrom("developers").select(["id", "name"]).orderBy("name").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** Every project, whatever its state, for the unit form's "part of project" select. */
export async function listProjectOptions(db: Db) {
  const rows = await db.selectFrom("projects").select(["id", "name"]).orderBy("name").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The option tables whose names a visitor sees, by the group the pages name them with. */
export const OPTION_TABLES = {
  purpose: "purposes",
  status: "statuses",
  type: "property_types",
  beds: "bedrooms",
  baths: "bathrooms",
  emirate: "emirates",
  blogCategory: "blog_categories",
} as const;

/** Every option's English and Arabic names (a few dozen rows): the Arabic pages' names for the stored options. */
export async function listOptionNamesAr(db: Db) {
  const rows: Array<{ group: string; name: string; nameAr: string }> = [];
  for (const [group, table] of Object.entries(OPTION_TABLES)) {
    const found = await db.selectFrom(table).select(["name", "name_ar"]).where("name_ar", "is not", null).execute();
    for (const r of found) if (r.name_ar && r.name_ar.trim()) rows.push({ group, name: r.name, nameAr: r.name_ar.trim() });
  }
  return rows;
}
