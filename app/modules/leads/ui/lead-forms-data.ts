/**
 * The lead forms' browser side on every page: the window events that connect 'Enquire Now' buttons, the
 * enquiry modal and the result popup (the forms' country list: page-countries.ts, with the forms).
 */

export const LEAD_RESULT_EVENT = "lead-result";
export type LeadResultDetail = { ok: boolean };
/** Browser-storage flag: set to "true" once the enquiry modal has been shown (spec 4). */
export const FIRST_VISIT_FLAG = "EnquiryForm";

export function showLeadResult(ok: boolean): void {
  window.dispatchEvent(new CustomEvent<LeadResultDetail>(LEAD_RESULT_EVENT, { detail: { ok } }));
}

/** Locks the page's scroll while a dialog is open (counted, so two dialogs can overlap). */
let scrollLocks = 0;
export function lockScroll(): () => void {
  scrollLocks++;
  document.documentElement.style.overflow = "hidden";
  document.body.style.overflow = "hidden";
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks = Math.max(0, scrollLocks - 1);
    if (scrollLocks === 0) {
      document.documentElement.style.overflow = "";
      document.body.style.overflow = "";
    }
  };
}
