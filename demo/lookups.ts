/**
 * The fixed option lists (spec 3, 9): purposes, statuses, types, bedrooms, bathrooms,
 * emirates, completion years, and every country with its calling code (from the
 * world-countries package), the United Arab Emirates at id 221 as the spec's default.
 */
import worldCountries from "world-countries";
import { DEFAULT_COUNTRY_ID } from "../app/lib/constants.ts";
import type { LookupTableName } from "../app/db/schema.ts";

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
 * على الخارطة ("on the plan") and قيد الإنشاء. Migrations 2026-11-28-11 and -60 hold a frozen copy for
 * databases seeded before the column.
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

export const COMPLETION_YEARS = [2024, 2025, 2026, 2027, 2028, 2029, 2030];

export type CountryRow = { id: number; name: string; iso_code: string; isd_code: string };

type WorldCountry = { name: { common: string }; cca2: string; idd: { root?: string; suffixes?: string[] } };

/** Every country with a calling code, sorted by name; the UAE takes id 221. */
export function countryRows(): CountryRow[] {
  const list = (worldCountries as WorldCountry[])
    .filter((c) => c.idd.root)
    .map((c) => ({
      name: c.name.common,
      iso_code: c.cca2,
      isd_code: c.idd.suffixes?.length === 1 ? `${c.idd.root}${c.idd.suffixes[0]}` : (c.idd.root ?? ""),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const uae = list.find((c) => c.iso_code === "AE");
  if (!uae) throw new Error("world-countries has no United Arab Emirates");
  const rows: CountryRow[] = [{ id: DEFAULT_COUNTRY_ID, ...uae }];
  let next = 1;
  for (const c of list) {
    if (c === uae) continue;
    if (next === DEFAULT_COUNTRY_ID) next++;
    rows.push({ id: next++, ...c });
  }
  return rows.sort((a, b) => a.id - b.id);
}
