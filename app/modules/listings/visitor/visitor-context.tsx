/**
 * The visitor's own layer over the shared pages, as small as it can be in the first
 * load: a context that is empty on the server and while hydrating, so every page renders its
 * shared HTML (prices in AED, sizes in sqft, hearts unpressed); once the page runs, the root
 * loads app/modules/listings/visitor/visitor-api.ts and fills it, and the cards follow the visitor's stored choices.
 */
import { createContext, startTransition, useContext, useEffect, useState } from "react";
import type { VisitorApi } from "./visitor-api.ts";


const VisitorContext = createContext<VisitorApi | null>(null);

/** In the root layout: provides the visitor's layer once the page is interactive. */
export function VisitorProvider({ children }: { children: React.ReactNode }) {
  const [api, setApi] = useState<VisitorApi | null>(null);
  useEffect(() => {
    let live = true;
    import("./visitor-api.ts").then(
      // A transition: every card, price and heart follows the layer, and React renders that in slices (outside
      // one, a single render of 55 ms on a 4x slower CPU after hydrating home: the longest task of its load).
      (m) => live && startTransition(() => setApi(m.visitorApi)),
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

