/**
 * Prices in the visitor's currency and sizes in their area unit. Pure and shared by
 * the browser and the server: rates are AED per one unit of a currency. USD is fixed at the
 * UAE dirham's peg; SAR is pegged to the dollar too (3.75), so its rate follows from the peg.
 * Other currencies exist only where the brokerage configures a rate (CURRENCY_RATES, validated
 * at boot by app/platform/money/currency-rates.server.ts). No zod here: this module is in every page's first load.
 */
import type { Locale } from "../i18n/locale.ts";
import { formatNumber, SQFT_TEXT, withCurrency } from "../i18n/format.ts";

export const BASE_CURRENCY = "AED";
/** The dirham's peg to the US dollar (Central Bank of the UAE, since 1997). */
export const USD_PEG = 3.6725;
/** The riyal's peg to the dollar: SAR 3.75 per USD. */
const SAR_PEG = 3.75;
export const PEGGED_RATES: Readonly<Record<string, number>> = { USD: USD_PEG, SAR: USD_PEG / SAR_PEG };

export type Rates = Record<string, number>;
export type AreaUnit = "sqft" | "m2";
export const AREA_UNITS: readonly AreaUnit[] = ["sqft", "m2"];
const AREA_UNIT_LABELS: Record<AreaUnit, string> = { sqft: "sqft", m2: "m²" };
/** The units as each language writes them after a size: "1,250 sqft", "1,250 قدم²". */
export const AREA_UNIT_TEXT: Record<Locale, Record<AreaUnit, string>> = { en: AREA_UNIT_LABELS, ar: { sqft: SQFT_TEXT.ar, m2: "م²" } };
const SQM_PER_SQFT = 0.09290304;

/** The currencies a visitor may choose: AED first, then the dollar, then the rest by code. */
export function currencyChoices(rates: Rates): string[] {
  const others = Object.keys(rates).filter((c) => c !== "USD").sort();
  return [BASE_CURRENCY, ...(rates.USD ? ["USD"] : []), ...others];
}

/** An AED amount in `currency`; an unknown currency stays in AED (the caller shows AED then). */
export function fromAed(aed: number, currency: string, rates: Rates): number {
  if (currency === BASE_CURRENCY) return aed;
  const rate = rates[currency];
  return rate ? aed / rate : aed;
}

/** The currency actually used: the chosen one when a rate exists, else AED. */
export function effectiveCurrency(currency: string, rates: Rates): string {
  return currency !== BASE_CURRENCY && rates[currency] ? currency : BASE_CURRENCY;
}

// Arabic keeps Western digits ("ar-AE-u-nu-latn", as intlLocale in app/platform/i18n/translate.ts).
const TAGS: Record<Locale, string> = { en: "en-US", ar: "ar-AE-u-nu-latn" };
/** Two-decimal formats, built on first use per language (building one loads the language's data: not at module load). */
const cents: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** "1,250,000" (formatNumber); amounts under 10 keep two decimals (a price per m² in GBP can be small). */
export function formatAmount(value: number, locale: Locale = "en"): string {
  if (Math.abs(value) >= 10 || value === 0) return formatNumber(value, locale);
  return (cents[locale] ??= new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(value);
}

/** "USD 340,368": the code first, as the site writes AED; in Arabic "340,368 USD", "1,250,000 درهم". */
export function formatMoney(value: number, currency: string, locale: Locale = "en"): string {
  return withCurrency(formatAmount(value, locale), currency, locale);
}

function areaIn(sqft: number, unit: AreaUnit): number {
  return unit === "m2" ? sqft * SQM_PER_SQFT : sqft;
}

/** "1,250 sqft" or "116 m²" ("1,250 قدم²" in Arabic); empty when the size is not known. */
export function formatArea(sqft: number, unit: AreaUnit, locale: Locale = "en"): string {
  return sqft > 0 ? `${formatNumber(areaIn(sqft, unit), locale)} ${AREA_UNIT_TEXT[locale][unit]}` : "";
}

/** The price of one sqft (or m²) in AED; null without a size. */
export function pricePerArea(priceAed: number, sqft: number, unit: AreaUnit): number | null {
  return sqft > 0 && priceAed > 0 ? priceAed / areaIn(sqft, unit) : null;
}
