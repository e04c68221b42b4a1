/**
 * The visitor's own layer over the shared pages (issue 22), as small as it can be in the first
 * load: a context that is empty on the server and while hydrating, so every page renders its
 * shared HTML (prices in AED, sizes in sqft, hearts unpressed); once the page runs, the root
 * loads app/modules/visitor/visitor-api.ts and fills it, and the cards follow the visitor's stored choices.
 */
import { createContext, useContext, useEffect, useState } from "react";
import type { VisitorApi } from "./visitor-api.ts";

export type ListingKind = "unit" | "project";

/** Read by the hooks in app/modules/visitor/visitor-hooks.ts (cards, prices, hearts); this module is in the root's chunk. */
export type Display = {
  /** The page's language (issue 23): the texts below are written in it. */
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

const VisitorContext = createContext<VisitorApi | null>(null);

/** In the root layout: provides the visitor's layer once the page is interactive. */
export function VisitorProvider({ children }: { children: React.ReactNode }) {
  const [api, setApi] = useState<VisitorApi | null>(null);
  useEffect(() => {
    let live = true;
    import("./visitor-api.ts").then(
      (m) => live && setApi(m.visitorApi),
      // A chunk that fails to load (a deploy in between): the shared page still works.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return <VisitorContext.Provider value={api}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): VisitorApi | null {
  return useContext(VisitorContext);
}

