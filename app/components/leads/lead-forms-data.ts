/**
 * The lead forms' shared data (root loader: app/services/lead-forms.server.ts) and the
 * window events that connect 'Enquire Now' buttons, the enquiry modal and the result popup.
 */
import { useEffect, useState } from "react";
import { useMatches } from "react-router";

export type CountryOption = { id: number; name: string; isd: string; iso: string };
/**
 * The country list, in the loader data (`leadForms`) of the pages that render a lead form on
 * the server (contact us, the no-JavaScript result page); other pages' forms (the enquiry
 * modal, shown on demand) fetch it from COUNTRIES_PATH. Nothing per visitor: the anti-forgery
 * token and stamp are fetched by the form (form-guard.ts).
 */
export type LeadFormsData = { countries: CountryOption[] };
export const COUNTRIES_PATH = "/forms/countries";

/** Dispatched by any 'Enquire Now' button: `new CustomEvent("open-enquiry", { detail: { projectId } })`. */
export const OPEN_ENQUIRY_EVENT = "open-enquiry";
export type OpenEnquiryDetail = { projectId?: number; unitId?: number };
export const LEAD_RESULT_EVENT = "lead-result";
export type LeadResultDetail = { ok: boolean };
/** Browser-storage flag: set to "true" once the enquiry modal has been shown (spec 4). */
export const FIRST_VISIT_FLAG = "EnquiryForm";

export function openEnquiry(detail: OpenEnquiryDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenEnquiryDetail>(OPEN_ENQUIRY_EVENT, { detail }));
}

export function showLeadResult(ok: boolean): void {
  window.dispatchEvent(new CustomEvent<LeadResultDetail>(LEAD_RESULT_EVENT, { detail: { ok } }));
}

/** The page's lead-form data (contact us, /forms/lead), or undefined on other pages. */
export function useLeadForms(): LeadFormsData | undefined {
  return useMatches()
    .map((m) => (m.loaderData as { leadForms?: LeadFormsData } | undefined)?.leadForms)
    .find(Boolean);
}

let countriesRequest: Promise<CountryOption[]> | undefined;

/** The country list: the page's, else fetched once per page load (empty until it arrives). */
export function useCountries(fromPage: CountryOption[] | undefined): CountryOption[] {
  const [fetched, setFetched] = useState<CountryOption[] | undefined>(undefined);
  useEffect(() => {
    if (fromPage) return;
    countriesRequest ??= fetch(COUNTRIES_PATH).then((r) => (r.ok ? (r.json() as Promise<CountryOption[]>) : Promise.reject(new Error(`countries: ${r.status}`))));
    let live = true;
    countriesRequest.then(
      (list) => live && setFetched(list),
      () => {
        // The field keeps its default country; a later form may try again.
        countriesRequest = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [fromPage]);
  return fromPage ?? fetched ?? [];
}

/** What the route actions answer (app/services/lead-actions.server.ts). */
export type LeadActionData =
  | { ok: true; returnTo: string }
  | { ok: false; returnTo: string; refused?: boolean; unavailable?: boolean; errors?: Record<string, string>; values?: Record<string, string> };

/** Hidden field naming the page a form was on (the no-JavaScript result page links back to it). */
export const RETURN_FIELD = "_return";

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
