/**
 * The hooks the cards, prices and hearts read the visitor's layer with (app/modules/listings/visitor/visitor-context.tsx):
 * the shared page's values (AED, sqft, nothing saved) until the layer is there.
 */
import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { useLocale } from "../../../platform/i18n/intl.tsx";
import type { Locale } from "../../../platform/i18n/locale.ts";
import { AED_LABEL, formatAed, formatNumber, SQFT_TEXT } from "../../../platform/i18n/format.ts";
import { useVisitor } from "./visitor-context.tsx";
import { type Display } from "./visitor-types.ts";

/** The shared page's figures: AED and sqft, in the page's language. */
function sharedDisplay(locale: Locale): Display {
  const sqft = SQFT_TEXT[locale];
  return {
    locale,
    currency: "AED",
    currencyLabel: AED_LABEL[locale],
    area: "sqft",
    areaLabel: sqft,
    converted: false,
    money: (aed) => formatAed(aed, null, locale),
    amount: (aed) => aed,
    amountText: (aed) => formatNumber(aed, locale),
    size: (size) => (size > 0 ? `${formatNumber(size, locale)} ${sqft}` : ""),
    perArea: (price, size) => (size > 0 && price > 0 ? `${formatAed(price / size, null, locale)} / ${sqft}` : ""),
  };
}
const SHARED_DISPLAY: Record<Locale, Display> = { en: sharedDisplay("en"), ar: sharedDisplay("ar") };

type Readable<T> = { subscribe: (cb: () => void) => () => void; get: () => T };
const noSubscribe = () => () => {};

/** A stored value of the visitor's, or `fallback` until their layer is there. */
function useStored<T>(store: Readable<T> | undefined, fallback: T): T {
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, store ? store.get : () => fallback, () => fallback);
}

const NO_IDS: number[] = [];
const NO_LIST = { units: NO_IDS, projects: NO_IDS };

export function useFavourites() {
  return useStored(useVisitor()?.favourites, NO_LIST);
}

export function useCompareIds(): number[] {
  return useStored(useVisitor()?.compare, NO_IDS);
}

export function useCurrencyRates(): Record<string, number> {
  const root = useRouteLoaderData("root") as { currencyRates?: Record<string, number> } | undefined;
  return root?.currencyRates ?? NO_RATES;
}
const NO_RATES: Record<string, number> = {};

/** The currencies' names in the page's language, by code (the root loader's: app/platform/money/currency-names.server.ts). */
export function useCurrencyNames(): Record<string, string> {
  const root = useRouteLoaderData("root") as { currencyNames?: Record<string, string> } | undefined;
  return root?.currencyNames ?? NO_NAMES;
}
const NO_NAMES: Record<string, string> = {};

/** Figures in the visitor's currency and area unit; AED and sqft on the server and while hydrating. */
export function useDisplay(): Display {
  const api = useVisitor();
  const prefs = useStored(api?.prefs, null);
  const rates = useCurrencyRates();
  const locale = useLocale();
  return api && prefs ? api.display(prefs, rates, locale) : SHARED_DISPLAY[locale];
}
