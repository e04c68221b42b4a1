/**
 * The option lists' names as the demo's generators use them: an option's id is its place in its list
 * plus one. The rows themselves are reference data, written by migration 2026-11-29-01 into every
 * database, demo or not (tests/integration/reference-data.test.ts checks these lists agree with it);
 * the demo seed writes only its blog categories.
 */
import type { LookupTableName } from "../app/platform/db/schema.ts";

export const PURPOSES = ["Buy", "Rent", "Off-Plan"];
export const PURPOSE = { buy: 1, rent: 2, offPlan: 3 } as const;
export const STATUSES = ["Off-plan", "Ready", "Under Construction"];
export const STATUS = { offPlan: 1, ready: 2, underConstruction: 3 } as const;
/** Ids 1, 3, 4 and 5 are fixed by the spec (category pages); the rest are ours. */
export const PROPERTY_TYPES = ["Apartment", "Duplex", "Villa", "Townhouse", "Penthouse", "Hotel Apartment", "Office", "Retail"];
export type PropertyTypeName = "Apartment" | "Duplex" | "Villa" | "Townhouse" | "Penthouse" | "Hotel Apartment" | "Office" | "Retail";
export const BEDROOMS = ["Studio", "1", "2", "3", "4", "5", "6", "7+"];
export const BATHROOMS = ["1", "2", "3", "4", "5", "6", "7+"];
export const EMIRATES = ["Dubai", "Abu Dhabi", "Sharjah", "Ajman", "Ras Al Khaimah", "Fujairah", "Umm Al Quwain"];
const DIGITS: Record<string, string> = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7+"].map((d) => [d, d]));

/**
 * The option lists' Arabic names (lookup tables' name_ar, for the Arabic site), by English name.
 * "Off-plan" (sold before completion) and "Under Construction" are kept apart in Arabic too:
 * على الخارطة ("on the plan") and قيد الإنشاء. Migrations 2026-11-28-11, -60 and 2026-11-29-01 hold frozen copies.
 */
export const ARABIC_NAMES: Record<LookupTableName, Record<string, string>> = {
  purposes: { Buy: "للبيع", Rent: "للإيجار", "Off-Plan": "على الخارطة" },
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
