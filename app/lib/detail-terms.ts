/**
 * The fixed option names a listing shows (purpose, status, type, classification, emirate, bedrooms,
 * bathrooms) in the page's language (issue 23). The database holds them in English only: an
 * English page shows them as stored, an Arabic page the `detailTerms` catalogue's words for them
 * (a name the catalogue does not know stays as stored). Shared by the components (useTranslations)
 * and the server's meta texts (translator).
 */
import type { Locale } from "../i18n/locale.ts";
import type { MessageKey, Translator } from "../i18n/translate.ts";
import { formatNumber } from "./format.ts";

type Terms = Translator<"detailTerms">;
export type TermGroup = "purpose" | "status" | "type" | "classification" | "emirate";

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** An option's name in the page's language. */
export function termText(t: Terms, locale: Locale, group: TermGroup, name: string): string {
  if (locale === "en" || !name) return name;
  const key = `${group}_${slug(name)}` as MessageKey<"detailTerms">;
  const text = t(key);
  return text === `detailTerms.${key}` ? name : text;
}

/** "2 غرف نوم", "استوديو", "7+ غرفة نوم" on an Arabic page; `english` (the cards' words) on an English one. */
export function roomsText(t: Terms, locale: Locale, kind: "beds" | "baths", stored: string, english: (s: string) => string): string {
  const label = stored.trim();
  if (locale === "en" || !label) return english(stored);
  if (/studio/i.test(label)) return t("studio");
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
