/**
 * The enquiry modal and the result popup, mounted once in the root layout. Only JavaScript opens
 * them, so they are rendered once the page is hydrated, not in every page's HTML, and their code
 * is fetched then, outside every page's first load (about 2 KB of Brotli on each page).
 *
 * An 'Enquire Now' tapped (or a form's result) before that code has arrived is not lost: the
 * events are kept from hydration on and sent again once the dialogs listen.
 */
import { lazy, Suspense, useCallback, useEffect, useRef } from "react";
import { LEAD_RESULT_EVENT } from "./lead-forms-data.ts";
import { OPEN_ENQUIRY_EVENT } from "../../../ui/enquiry-event.ts";
import { useHydrated } from "../../../ui/use-hydrated.ts";

const Dialogs = lazy(() => import("./lead-dialog-parts.tsx").then((m) => ({ default: m.LeadDialogParts })));
const EVENTS = [OPEN_ENQUIRY_EVENT, LEAD_RESULT_EVENT];

export function LeadDialogs() {
  const hydrated = useHydrated();
  const early = useRef<CustomEvent[] | null>([]);
  useEffect(() => {
    const keep = (e: Event) => early.current?.push(e as CustomEvent);
    for (const name of EVENTS) window.addEventListener(name, keep);
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, keep);
    };
  }, []);
  const replay = useCallback(() => {
    const events = early.current ?? [];
    early.current = null;
    for (const e of events) window.dispatchEvent(new CustomEvent(e.type, { detail: e.detail }));
  }, []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs onListening={replay} />
    </Suspense>
  );
}
