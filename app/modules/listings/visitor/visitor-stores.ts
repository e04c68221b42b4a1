/**
 * What a visitor keeps in their browser: favourites, the compare list and the
 * display choices (currency, area unit). Nothing of it reaches the server's pages, which stay
 * shared and cacheable; components read it after hydration (app/ui/local-store.ts).
 */
import { createLocalStore } from "../../../ui/local-store.ts";
import { EMPTY_SHORTLIST, idListOf, MAX_COMPARE, shortlistOf, type Shortlist } from "./shortlist.ts";
import { AREA_UNITS, BASE_CURRENCY, type AreaUnit } from "../../../platform/money/money.ts";

export const favouritesStore = createLocalStore<Shortlist>("favourites", shortlistOf, EMPTY_SHORTLIST);

const NO_IDS: number[] = [];
export const compareStore = createLocalStore<number[]>("compare", (raw) => idListOf(raw, MAX_COMPARE), NO_IDS);

export type DisplayPrefs = { currency: string; area: AreaUnit };
const DEFAULT_PREFS: DisplayPrefs = { currency: BASE_CURRENCY, area: "sqft" };

export const displayPrefsStore = createLocalStore<DisplayPrefs>("displayPrefs", (raw) => {
  if (typeof raw !== "object" || raw === null) return undefined;
  const { currency, area } = raw as Record<string, unknown>;
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) return undefined;
  return { currency, area: AREA_UNITS.includes(area as AreaUnit) ? (area as AreaUnit) : "sqft" };
}, DEFAULT_PREFS);
