/**
 * The listing data model for a site edited while it runs (issue 18 point 4). Frozen.
 *
 * Units and projects gain:
 * - `crm_ref`: the brokerage CRM's reference, unique where set (imports match on it);
 * - the permit's issuing authority (`DLD` = Dubai Land Department / RERA Trakheesi, `ADREC`
 *   = Abu Dhabi, `SRRD` = Sharjah) and expiry date (`YYYY-MM-DD`, the last valid day);
 * - `lat`/`lng`;
 * - Arabic title and description beside the English ones (English stays required);
 * - a life cycle `state` (draft, published, under_offer, sold, rented, archived) with
 *   `created_at`, `updated_at`, `published_at`. `is_active` stays as the derived "shown on
 *   the site" flag (published or under offer) that the listing service keeps in step in the
 *   same transaction, so the search indexes and the count triggers keep working unchanged.
 * Units gain `rent_frequency` (yearly, monthly, weekly, daily; null for a sale).
 * Areas, developers and blogs gain nullable Arabic columns.
 *
 * Existing rows are carried over: active rows become `published` (inactive ones `archived`),
 * the times come from `posted_on`/`created_on`, rents become yearly (what the site showed),
 * the authority follows the area's emirate. Expiry dates are unknown for existing permits and
 * stay null: such a listing stays as it is, but cannot be published again without one.
 */
import { sql, type Kysely } from "kysely";

const STATES = "('draft', 'published', 'under_offer', 'sold', 'rented', 'archived')";

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["units", "projects"] as const) {
    const alters = [
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("crm_ref", "text").execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("permit_authority", "text").execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("permit_expires_on", "text").execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("lat", "real").execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("lng", "real").execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("title_ar", "text").execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("description_html_ar", "text").execute(),
      (t: Kysely<any>) =>
        t.schema
          .alterTable(table)
          .addColumn("state", "text", (c) => c.notNull().defaultTo("published").check(sql.raw(`state in ${STATES}`)))
          .execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("created_at", "text", (c) => c.notNull().defaultTo("")).execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute(),
      (t: Kysely<any>) => t.schema.alterTable(table).addColumn("published_at", "text").execute(),
    ];
    for (const alter of alters) await alter(db);
    const posted = table === "units" ? "posted_on" : "created_on";
    await sql
      .raw(
        `update ${table} set state = case when is_active = 1 then 'published' else 'archived' end, ` +
          `created_at = ${posted}, updated_at = ${posted}, published_at = case when is_active = 1 then ${posted} end, ` +
          `permit_authority = (select case e.name when 'Dubai' then 'DLD' when 'Abu Dhabi' then 'ADREC' when 'Sharjah' then 'SRRD' end ` +
          `from areas a join emirates e on e.id = a.emirate_id where a.id = ${table}.area_id)`,
      )
      .execute(db);
    await db.schema.createIndex(`${table}_crm_ref_idx`).on(table).column("crm_ref").unique().execute();
    // The permit-expiry job reads the shown listings by expiry date (app/modules/listings/permit-expiry.server.ts).
    await db.schema.createIndex(`${table}_permit_expiry_idx`).on(table).columns(["is_active", "permit_expires_on"]).execute();
  }
  await db.schema.alterTable("projects").addColumn("name_ar", "text").execute();
  await db.schema
    .alterTable("units")
    .addColumn("rent_frequency", "text", (c) => c.check(sql.raw(`rent_frequency in ('yearly', 'monthly', 'weekly', 'daily')`)))
    .execute();
  await sql
    .raw(`update units set rent_frequency = 'yearly' where purpose_id = (select p.id from purposes p where p.name = 'Rent')`)
    .execute(db);

  for (const table of ["areas", "developers"] as const) {
    await db.schema.alterTable(table).addColumn("name_ar", "text").execute();
    await db.schema.alterTable(table).addColumn("description_html_ar", "text").execute();
  }
  await db.schema.alterTable("blogs").addColumn("title_ar", "text").execute();
  await db.schema.alterTable("blogs").addColumn("description_ar", "text").execute();
  await db.schema.alterTable("blogs").addColumn("body_html_ar", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ["title_ar", "description_ar", "body_html_ar"]) await db.schema.alterTable("blogs").dropColumn(c).execute();
  for (const table of ["areas", "developers"]) {
    for (const c of ["name_ar", "description_html_ar"]) await db.schema.alterTable(table).dropColumn(c).execute();
  }
  await db.schema.alterTable("units").dropColumn("rent_frequency").execute();
  await db.schema.alterTable("projects").dropColumn("name_ar").execute();
  for (const table of ["units", "projects"]) {
    await db.schema.dropIndex(`${table}_permit_expiry_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_crm_ref_idx`).ifExists().execute();
    const columns = ["crm_ref", "permit_authority", "permit_expires_on", "lat", "lng", "title_ar", "description_html_ar", "state", "created_at", "updated_at", "published_at"];
    for (const c of columns) await db.schema.alterTable(table).dropColumn(c).execute();
  }
}
