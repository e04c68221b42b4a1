/**
 * False on the server and during hydration, true once the page is interactive (then and on every
 * later client render). For parts that only JavaScript can open (the mobile menu panel, the lead
 * dialogs): leaving them out of the server's HTML keeps every page smaller and faster to render,
 * and nothing is lost without JavaScript, where they could not be opened anyway.
 *
 * The switch to true is a transition: React renders it in slices and yields to the browser between
 * them. It was a `useSyncExternalStore` whose server snapshot differs from the browser's, which React
 * settles right after hydration with a synchronous render of every component that reads it: one task
 * of 90 ms on a phone (4× slower CPU) on the home page, the longest of its load.
 */
import { startTransition, useEffect, useState } from "react";

/** Set once the first hydration has committed: components mounted after it render as hydrated at once. */
let hydrated = false;

export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    if (value) return;
    hydrated = true;
    startTransition(() => setValue(true));
  }, [value]);
  return value;
}

/**
 * Marks the document as interactive (`html[data-hydrated]`; browser tests wait for it before using
 * menus and forms) once the parts rendered only after hydration (mobile panel, lead dialogs) are
 * there too: their switch is the same transition, committed together. Called by the root's layout, so
 * every page has it, in or outside a shell (a staff preview of a listing, an error page).
 */
export function useMarkHydrated(): void {
  const value = useHydrated();
  useEffect(() => {
    if (value) document.documentElement.dataset.hydrated = "true";
  }, [value]);
}
