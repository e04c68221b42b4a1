/** What the visitor's layer gives the cards: the shapes shared by its context and its API chunk. */
export type { ListingKind } from "../listing.ts";

/** Read by the hooks in app/modules/listings/visitor/visitor-hooks.ts (cards, prices, hearts); this module is in the root's chunk. */
export type Display = {
  /** The page's language: the texts below are written in it. */
  locale: "en" | "ar";
  currency: string;
  /** The currency as written beside an amount: the code, or "درهم" for AED on Arabic pages. */
  currencyLabel: string;
  area: "sqft" | "m2";
  areaLabel: string;
  /** True when prices are shown in a currency other than AED (then the AED figure is shown beside them). */
  converted: boolean;
  /** "USD 340,368" from an AED amount. */
  money: (aed: number) => string;
  /** The amount in the chosen currency. */
  amount: (aed: number) => number;
  /** The amount alone, written: "340,368". */
  amountText: (aed: number) => string;
  /** "1,250 sqft" / "116 m²", "" without a size. */
  size: (sqft: number) => string;
  /** "USD 1,089 / sqft", "" without a size. */
  perArea: (priceAed: number, sqft: number) => string;
};
