/**
 * Formatting a message, in the browser and on the server alike: the catalogue's
 * messages arrive compiled (catalog.server.ts) and `icu-minify`'s runtime (under 1 KB) fills in
 * their arguments, plurals, selects and rich-text tags with the platform's Intl formatters.
 *
 * Not use-intl's React layer over the same runtime: its provider and hooks cost about 2.2 KB of
 * Brotli on every page's first load, and the public pages were at 119.8 of their 120 KB budget
 * (measured 2026-11-26: 122.9 KB on /property-list with use-intl, 120.6 KB with this). What we
 * write ourselves is only the lookup below and the provider in intl.tsx.
 */
import format, { type CompiledMessage, type FormatValues } from "icu-minify/format";
import type { Locale } from "./locale.ts";
import type { Messages } from "./messages.ts";
import { groupDigits } from "./format.ts";

/** The UAE's time zone: dates are the brokerage's, whatever the visitor's clock says. */
export const TIME_ZONE = "Asia/Dubai";

/** The locale tag for Intl formatting: Arabic with Western digits, as the UAE's portals write prices and phone numbers. */
export function intlLocale(locale: Locale): string {
  return locale === "ar" ? "ar-AE-u-nu-latn" : "en-US";
}

export type Namespace = keyof Messages;
export type MessageKey<NS extends Namespace> = keyof Messages[NS] & string;
export type CompiledCatalogue = { [ns: string]: { [key: string]: unknown } | undefined };
type Values = FormatValues<never>;

type Cache<T> = Map<string, T>;
function cached<A extends unknown[], T>(cache: Cache<T>, make: (...args: A) => T) {
  return (...args: A): T => {
    const key = JSON.stringify(args);
    let value = cache.get(key);
    if (!value) cache.set(key, (value = make(...args)));
    return value;
  };
}

const numberFormat = cached(new Map(), (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a));
const pluralRules = cached(new Map(), (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a));

/**
 * CLDR's cardinal plural categories of a whole number, in the site's two languages. Intl's number format and plural
 * rules load their language's data when first built, a task of 50–70 ms on a phone at the first plural of a page
 * (home's developer cards): a count ("# projects") is written here without them, anything else by Intl.
 */
const CARDINALS: Record<string, (n: number) => Intl.LDMLPluralRule> = {
  "en-US": (n) => (n === 1 ? "one" : "other"),
  "ar-AE-u-nu-latn": (n) => {
    const tens = n % 100;
    return n < 3 ? (["zero", "one", "two"] as const)[n]! : tens >= 3 && tens <= 10 ? "few" : tens >= 11 ? "many" : "other";
  },
};

const formatters = {
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) =>
    a[1] ? numberFormat(...a) : ({ format: (n: number) => groupDigits(n) ?? numberFormat(...a).format(n) } as Intl.NumberFormat),
  getDateTimeFormat: cached(new Map(), (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a)),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => {
    const own = a[1]?.type === "ordinal" ? undefined : CARDINALS[String(a[0])];
    return own ? ({ select: (n: number) => (groupDigits(n) ? own(n) : pluralRules(...a).select(n)) } as Intl.PluralRules) : pluralRules(...a);
  },
};

/** A message's text; a missing message shows its key (the catalogue test keeps that from happening). */
export function formatMessage(locale: Locale, catalogue: CompiledCatalogue, ns: string, key: string, values?: Values): string {
  const message = catalogue[ns]?.[key];
  if (message === undefined) return `${ns}.${key}`;
  const out = format(message as CompiledMessage, intlLocale(locale), values, { formatters, timeZone: TIME_ZONE });
  return Array.isArray(out) ? out.join("") : String(out);
}

/** The same with rich-text tags (`<b>…</b>`) rendered by the functions given for them. */
export function formatRich<E>(locale: Locale, catalogue: CompiledCatalogue, ns: string, key: string, values: FormatValues<E>): Array<string | E> {
  const message = catalogue[ns]?.[key];
  if (message === undefined) return [`${ns}.${key}`];
  const out = format<E>(message as CompiledMessage, intlLocale(locale), values, { formatters, timeZone: TIME_ZONE });
  return Array.isArray(out) ? out : [out];
}

export type Translator<NS extends Namespace> = (key: MessageKey<NS>, values?: Values) => string;

/** A namespace's messages as a function of their keys (the server's e-mails and meta texts use this too). */
export function translator<NS extends Namespace>(locale: Locale, catalogue: CompiledCatalogue, ns: NS): Translator<NS> {
  return (key, values) => formatMessage(locale, catalogue, ns, key, values);
}
