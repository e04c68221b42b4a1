/**
 * Arabic names for the option lists (issue 20, ahead of the Arabic site): a nullable `name_ar` on
 * every lookup table, filled for the values the demo seed creates (matched by their English
 * name, so rows an editor added or renamed stay empty until someone names them). A new
 * database is migrated before it is seeded: the seed writes its own Arabic names (demo/lookups.ts).
 * Frozen: the names are copied here, not imported.
 */
import type { Kysely } from "kysely";

const TABLES = ["purposes", "statuses", "property_types", "bedrooms", "bathrooms", "emirates", "blog_categories"] as const;

const DIGITS = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7+"].map((d) => [d, d]));

const ARABIC: Record<(typeof TABLES)[number], Record<string, string>> = {
  purposes: { Buy: "شراء", Sale: "بيع", Rent: "إيجار", "Off-Plan": "على الخارطة" },
  statuses: { "Off-plan": "على الخارطة", Ready: "جاهز", "Under Construction": "قيد الإنشاء" },
  property_types: {
    Apartment: "شقة",
    Duplex: "دوبلكس",
    Villa: "فيلا",
    Townhouse: "تاون هاوس",
    Penthouse: "بنتهاوس",
    "Hotel Apartment": "شقة فندقية",
    Office: "مكتب",
    Retail: "محل تجاري",
  },
  bedrooms: { Studio: "استوديو", ...DIGITS },
  bathrooms: DIGITS,
  emirates: {
    Dubai: "دبي",
    "Abu Dhabi": "أبوظبي",
    Sharjah: "الشارقة",
    Ajman: "عجمان",
    "Ras Al Khaimah": "رأس الخيمة",
    Fujairah: "الفجيرة",
    "Umm Al Quwain": "أم القيوين",
  },
  blog_categories: {
    "Market Insights": "رؤى السوق",
    "Buying Guides": "أدلة الشراء",
    Renting: "الإيجار",
    "Off-Plan": "العقارات على الخارطة",
    Lifestyle: "أسلوب الحياة",
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("name_ar", "text").execute();
    for (const [en, ar] of Object.entries(ARABIC[table])) {
      await db.updateTable(table).set({ name_ar: ar }).where("name", "=", en).where("name_ar", "is", null).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("name_ar").execute();
}
