/**
 * The enquiry modal and the result popup, mounted once in the root layout. Only JavaScript opens
 * them, so they are rendered once the page is hydrated, not in every page's HTML.
 */
import { EnquiryModal } from "./enquiry-modal.tsx";
import { ResultPopup } from "./result-popup.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";

export function LeadDialogs() {
  if (!useHydrated()) return null;
  return (
    <>
      <EnquiryModal />
      <ResultPopup />
    </>
  );
}
