/**
 * False on the server and during hydration, true once the page is interactive (then and on every
 * later client render). For parts that only JavaScript can open (the mobile menu panel, the lead
 * dialogs): leaving them out of the server's HTML keeps every page smaller and faster to render,
 * and nothing is lost without JavaScript, where they could not be opened anyway.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
