/**
 * The purposes' Arabic names as a listing says them (issue 23): "للبيع" and "للإيجار" ("for sale",
 * "for rent") read right both on the search bars' tabs and on a listing's badge, where "شراء" /
 * "إيجار" ("buying", "renting") did not; the pages now take every option's Arabic name from the
 * lookup tables (app/platform/i18n/option-names.ts). Only the names migration 2026-11-28-11 wrote change:
 * an editor's own name stays.
 */
import type { Kysely } from "kysely";

const RENAMED = [
  { name: "Buy", from: "شراء", to: "للبيع" },
  { name: "Sale", from: "بيع", to: "للبيع" },
  { name: "Rent", from: "إيجار", to: "للإيجار" },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const r of RENAMED) {
    await db.updateTable("purposes").set({ name_ar: r.to }).where("name", "=", r.name).where("name_ar", "=", r.from).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const r of RENAMED) {
    await db.updateTable("purposes").set({ name_ar: r.from }).where("name", "=", r.name).where("name_ar", "=", r.to).execute();
  }
}
