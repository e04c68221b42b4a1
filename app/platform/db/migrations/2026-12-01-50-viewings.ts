/**
 * Viewing requests (issue 34). Frozen.
 *
 * - brokerage: the days and hours viewings may be booked in (Dubai time): `viewing_days` lists ISO
 *   weekdays (1 Monday … 7 Sunday), `viewing_start`/`viewing_end` are "HH:MM", `viewing_slot_minutes`
 *   the length of a slot. Defaults: Monday to Saturday, 09:00 to 18:00, every 30 minutes.
 * - viewings: one per lead of kind "viewing": the unit, the time asked for or proposed (UTC, ISO),
 *   the calendar event's UID and SEQUENCE (raised with each change the visitor is mailed) and
 *   its state: "requested" by the visitor, "confirmed" by the agent, or "proposed" (another time).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("brokerage").addColumn("viewing_days", "text", (c) => c.notNull().defaultTo("1,2,3,4,5,6")).execute();
  await db.schema.alterTable("brokerage").addColumn("viewing_start", "text", (c) => c.notNull().defaultTo("09:00")).execute();
  await db.schema.alterTable("brokerage").addColumn("viewing_end", "text", (c) => c.notNull().defaultTo("18:00")).execute();
  await db.schema.alterTable("brokerage").addColumn("viewing_slot_minutes", "integer", (c) => c.notNull().defaultTo(30)).execute();
  await db.schema
    .createTable("viewings")
    .addColumn("lead_id", "integer", (c) => c.primaryKey())
    .addColumn("unit_id", "integer", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("minutes", "integer", (c) => c.notNull())
    .addColumn("uid", "text", (c) => c.notNull().unique())
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("viewings").ifExists().execute();
  for (const column of ["viewing_days", "viewing_start", "viewing_end", "viewing_slot_minutes"]) await db.schema.alterTable("brokerage").dropColumn(column).execute();
}
