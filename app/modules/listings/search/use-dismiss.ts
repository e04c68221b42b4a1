/**
 * Closes a popup panel on a press outside its container or on Escape (spec 2.3: the price
 * and beds panels close when the visitor clicks outside them).
 */
import { useEffect, type RefObject } from "react";

export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: "outside" | "escape") => void) {
  useEffect(() => {
    if (!open) return;
    // A press outside, or focus leaving the panel by Tab (keyboard visitors): both count as outside.
    const onOutside = (e: Event) => {
      if (ref.current && e.target instanceof Node && !ref.current.contains(e.target)) onDismiss("outside");
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onDismiss("escape");
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onOutside);
    };
  }, [ref, open, onDismiss]);
}
