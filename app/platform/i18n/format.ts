/** Text and number formatting shared by the cards and pages (spec 2.3, 2.4, 9). */

import type { Locale } from "./locale.ts";
import { RENT_PURPOSE_ID } from "../constants.ts";

// Arabic with Western digits (as intlLocale in app/platform/i18n/translate.ts, not imported: this module is in every first load).
const AED_LOCALES: Record<Locale, string> = { en: "en-US", ar: "ar-AE-u-nu-latn" };
const aed: Partial<Record<Locale, Intl.NumberFormat>> = {};

/**
 * "1,250,000": a whole number's digits in threes, as Intl writes it in both languages (Western digits and a comma
 * in Arabic too), without building Intl's number format: that loads the language's data, a task of 50–60 ms on a
 * phone in the first render of any page with a price or a size. Undefined for what Intl writes otherwise (a minus
 * sign, which Arabic marks left to right; a number too large to be exact).
 */
export function groupDigits(value: number): string | undefined {
  if (!Number.isSafeInteger(value) || value < 0) return undefined;
  const digits = String(value);
  let out = "";
  for (let i = 0; i < digits.length; i++) out += (i > 0 && (digits.length - i) % 3 === 0 ? "," : "") + digits[i];
  return out;
}

/** A price in AED without decimals: "1,250,000" (Western digits in Arabic too). */
export function formatNumber(value: number, locale: Locale = "en"): string {
  const whole = Math.round(value);
  return groupDigits(whole) ?? (aed[locale] ??= new Intl.NumberFormat(AED_LOCALES[locale], { maximumFractionDigits: 0 })).format(whole);
}

/** The dirham as each language writes it beside an amount: "AED 1,250,000", "1,250,000 درهم". */
export const AED_LABEL: Record<Locale, string> = { en: "AED", ar: "درهم" };

/** "sqft" as each language writes it after a size. */
export const SQFT_TEXT: Record<Locale, string> = { en: "sqft", ar: "قدم²" };

/** A price period's word: "/ year" in English, "/ سنة" in Arabic. */
const PERIOD_WORDS: Record<Locale, Record<Exclude<PricePeriod, null>, string>> = {
  en: { year: "year", month: "month", week: "week", day: "day" },
  ar: { year: "سنة", month: "شهر", week: "أسبوع", day: "يوم" },
};

/** " / year" (or " / سنة"), empty for a sale price. */
export function periodSuffix(period: PricePeriod, locale: Locale = "en"): string {
  return period ? ` / ${PERIOD_WORDS[locale][period]}` : "";
}

/** An amount with its currency in the language's order: "USD 340,368" in English, "340,368 USD" in Arabic. */
export function withCurrency(amount: string, currency: string, locale: Locale = "en"): string {
  return locale === "ar" ? `${amount} ${currency === "AED" ? AED_LABEL.ar : currency}` : `${currency} ${amount}`;
}

/**
 * What a price is charged per: a rent per year (the UAE's usual), month, week or day; a sale
 * price is once. The listings carry it (`pricePeriod`), so every place that shows a rent says so.
 */
export type PricePeriod = "year" | "month" | "week" | "day" | null;

/** How often a unit's rent is paid, as stored (`units.rent_frequency`). */
type RentFrequency = "yearly" | "monthly" | "weekly" | "daily";

const PERIOD_OF: Record<RentFrequency, Exclude<PricePeriod, null>> = { yearly: "year", monthly: "month", weekly: "week", daily: "day" };

/**
 * The period of a listing's price from its purpose (2 = rent, spec 2.5) and the unit's rent
 * frequency; a rent whose frequency is not recorded is yearly, as UAE rents are quoted.
 */
export function pricePeriodOf(purposeId: number, rentFrequency: RentFrequency | null = null): PricePeriod {
  if (purposeId !== RENT_PURPOSE_ID) return null;
  return rentFrequency ? PERIOD_OF[rentFrequency] : "year";
}

/** The site's one way to write an amount: "AED 1,750,000", or "AED 193,000 / year" for a rent; in Arabic "193,000 درهم / سنة". */
export function formatAed(value: number, period: PricePeriod = null, locale: Locale = "en"): string {
  return `${withCurrency(formatNumber(value, locale), "AED", locale)}${periodSuffix(period, locale)}`;
}

/**
 * Cuts plain text to `max` characters, adding an ellipsis only when it was cut. Punctuation
 * left at the cut goes, so a cut after a full stop reads "sea view..." and not "sea view....".
 */
export function cutText(text: string, max: number, ellipsis = "..."): string {
  const t = text.trim();
  return t.length <= max ? t : `${t.slice(0, max).replace(/[\s.,;:\u2026-]+$/u, "")}${ellipsis}`;
}

/** Plain text of an HTML fragment (tags removed, common entities decoded, spaces folded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts an HTML description to `max` characters of its text, never breaking a tag. */
export function cutHtml(html: string, max: number, ellipsis = "..."): string {
  return cutText(htmlToText(html), max, ellipsis);
}

/** Digits only: for tel: and WhatsApp links ("+971 50 123" -> "97150123"). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, "");
}

export function whatsappLink(countryCode: string, phone: string, text?: string): string {
  const digits = digitsOnly(`${countryCode}${phone}`);
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

export function telLink(countryCode: string, phone: string): string {
  return `tel:+${digitsOnly(`${countryCode}${phone}`)}`;
}

/** A URL segment from a name: "Market Insights & News" -> "market-insights-news" (blog categories' list pages, spec 2.1). */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
