/**
 * The names of the brokerage's currencies in a page's language ("US Dollar", "دولار أمريكي"), made on the server
 * and sent with the root loader's data: building Intl's currency names in the browser loads their data for the
 * language, one task of 60 ms on a phone on every page with the currency picker. The rates are set at boot, so
 * one list per language.
 */
import type { Locale } from "../i18n/locale.ts";
import { intlLocale } from "../i18n/translate.ts";
import { BASE_CURRENCY } from "./money.ts";

const made = new Map<string, Record<string, string>>();

/** The name of each code but AED (the pages write the dirham with their own, shorter, words), by code. */
export function currencyNames(rates: Record<string, number>, locale: Locale): Record<string, string> {
  const codes = Object.keys(rates).filter((code) => code !== BASE_CURRENCY);
  const key = `${locale}:${codes.join(",")}`;
  let names = made.get(key);
  if (!names) {
    const intl = new Intl.DisplayNames([intlLocale(locale)], { type: "currency" });
    names = Object.fromEntries(codes.map((code) => [code, safeName(intl, code)]));
    made.set(key, names);
  }
  return names;
}

function safeName(intl: Intl.DisplayNames, code: string): string {
  try {
    return intl.of(code) ?? code;
  } catch {
    return code;
  }
}
