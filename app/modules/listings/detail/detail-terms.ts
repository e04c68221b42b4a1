/**
 * The option names a listing shows (purpose, status, type, classification, emirate, bedrooms,
 * bathrooms) in the page's language. The stored options (every group but the
 * classification) take the lookup tables' `name_ar` (app/platform/i18n/option-names.ts, the one source);
 * the `detailTerms` catalogue keeps only what is not a stored option: the classification
 * (a fixed column value), the "N غرف نوم" phrasing and the place's pattern. An English page shows
 * the names as stored. Shared by the components and the server's meta texts (translator).
 */
import type { Locale } from "../../../platform/i18n/locale.ts";
import type { MessageKey, Translator } from "../../../platform/i18n/translate.ts";
import { formatNumber } from "../../../platform/i18n/format.ts";
import { optionText, type OptionGroup, type OptionNames } from "../../../platform/i18n/option-names.ts";

type Terms = Translator<"detailTerms">;
export type TermGroup = "purpose" | "status" | "type" | "classification" | "emirate";

const STORED: Record<Exclude<TermGroup, "classification">, OptionGroup> = { purpose: "purpose", status: "status", type: "type", emirate: "emirate" };

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** An option's name in the page's language. */
export function termText(t: Terms, names: OptionNames, locale: Locale, group: TermGroup, name: string): string {
  if (locale === "en" || !name) return name;
  if (group !== "classification") return optionText(names, locale, STORED[group], name);
  const key = `${group}_${slug(name)}` as MessageKey<"detailTerms">;
  const text = t(key);
  return text === `detailTerms.${key}` ? name : text;
}

/** "2 غرف نوم", "استوديو", "7+ غرفة نوم" on an Arabic page; `english` (the cards' words) on an English one. */
export function roomsText(t: Terms, names: OptionNames, locale: Locale, kind: "beds" | "baths", stored: string, english: (s: string) => string): string {
  const label = stored.trim();
  if (locale === "en" || !label) return english(stored);
  if (/studio/i.test(label)) return optionText(names, locale, "beds", label);
  const count = parseInt(label, 10);
  return Number.isFinite(count) ? t(kind, { count, label }) : label;
}

/** A sum of money: "AED 1,250,000" in English, "1,250,000 درهم" in Arabic (another currency keeps its code). */
export function moneyText(locale: Locale, amountText: string, currency: string): string {
  if (locale === "en") return `${currency} ${amountText}`;
  return `${amountText} ${currency === "AED" ? "درهم" : currency}`;
}

/** An AED figure in the page's language (texts the server writes, e.g. meta descriptions). */
export function aedText(locale: Locale, value: number): string {
  return moneyText(locale, formatNumber(value), "AED");
}
