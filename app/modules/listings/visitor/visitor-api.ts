/**
 * What the browser adds to the shared pages for one visitor: their stored lists and
 * display choices, and the figures in their currency and unit. Loaded after hydration as its own
 * chunk (app/modules/listings/visitor/visitor-context.tsx), so it adds nothing to any page's first load;
 * the compare tray comes with it.
 */
import { favouritesStore, compareStore, displayPrefsStore, type DisplayPrefs } from "./visitor-stores.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";
import { AED_LABEL } from "../../../platform/i18n/format.ts";
import { BASE_CURRENCY, effectiveCurrency, formatAmount, formatArea, formatMoney, fromAed, pricePerArea, AREA_UNIT_TEXT, type Rates } from "../../../platform/money/money.ts";
import { MAX_COMPARE, MAX_FAVOURITES, toggleId } from "./shortlist.ts";
import type { Display, ListingKind } from "./visitor-types.ts";
import { CompareTray } from "./compare-tray.tsx";

function display(prefs: DisplayPrefs, rates: Rates, locale: Locale = "en"): Display {
  const currency = effectiveCurrency(prefs.currency, rates);
  const area = prefs.area;
  const unit = AREA_UNIT_TEXT[locale][area];
  return {
    locale,
    currency,
    currencyLabel: currency === BASE_CURRENCY ? AED_LABEL[locale] : currency,
    area,
    areaLabel: unit,
    converted: currency !== BASE_CURRENCY,
    money: (aed) => formatMoney(fromAed(aed, currency, rates), currency, locale),
    amount: (aed) => fromAed(aed, currency, rates),
    amountText: (aed) => formatAmount(fromAed(aed, currency, rates), locale),
    size: (sqft) => formatArea(sqft, area, locale),
    perArea: (priceAed, sqft) => {
      const per = pricePerArea(priceAed, sqft, area);
      return per === null ? "" : `${formatMoney(fromAed(per, currency, rates), currency, locale)} / ${unit}`;
    },
  };
}

export const visitorApi = {
  favourites: favouritesStore,
  compare: compareStore,
  prefs: displayPrefsStore,
  display,
  CompareTray,
  toggleFavourite(kind: ListingKind, id: number) {
    const key = kind === "unit" ? "units" : "projects";
    favouritesStore.set((f) => ({ ...f, [key]: toggleId(f[key], id, MAX_FAVOURITES) }));
  },
  toggleCompare(id: number) {
    compareStore.set((c) => toggleId(c, id, MAX_COMPARE));
  },
};

export type VisitorApi = typeof visitorApi;
