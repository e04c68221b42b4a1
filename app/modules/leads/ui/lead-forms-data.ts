/**
 * The lead forms' browser side: the page's form data (from app/modules/leads/lead-forms.server.ts;
 * its shape is in app/modules/leads/lead-forms.ts) and the window events that connect 'Enquire Now'
 * buttons, the enquiry modal and the result popup.
 */
import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { COUNTRIES_PATH, pageCountriesBlock, type CountryOption, type LeadFormsData, type LeadFormsSent } from "../lead-forms.ts";
import { useLocale } from "../../../platform/i18n/intl.tsx";

export const LEAD_RESULT_EVENT = "lead-result";
export type LeadResultDetail = { ok: boolean };
/** Browser-storage flag: set to "true" once the enquiry modal has been shown (spec 4). */
export const FIRST_VISIT_FLAG = "EnquiryForm";

export function showLeadResult(ok: boolean): void {
  window.dispatchEvent(new CustomEvent<LeadResultDetail>(LEAD_RESULT_EVENT, { detail: { ok } }));
}

/** The page's lead-form data (contact us, /forms/lead), or undefined on other pages. */
export function useLeadForms(): LeadFormsData | undefined {
  const locale = useLocale();
  const sent = useMatches()
    .map((m) => (m.loaderData as { leadForms?: LeadFormsSent } | undefined)?.leadForms)
    .find(Boolean);
  const read = sent && pageCountriesBlock.read(locale, sent.countries);
  return read && { countries: read.value, json: read.json };
}

const countriesRequests: Record<string, Promise<CountryOption[]> | undefined> = {};

/** The country list: the page's, else fetched once per page load and language (names in the page's; empty until it arrives). */
export function useCountries(fromPage: CountryOption[] | undefined): CountryOption[] {
  const [fetched, setFetched] = useState<CountryOption[] | undefined>(undefined);
  useEffect(() => {
    if (fromPage) return;
    const lang = document.documentElement.lang;
    const request = (countriesRequests[lang] ??= fetch(`${COUNTRIES_PATH}?lang=${lang}`).then((r) =>
      r.ok ? (r.json() as Promise<CountryOption[]>) : Promise.reject(new Error(`countries: ${r.status}`)),
    ));
    let live = true;
    request.then(
      (list) => live && setFetched(list),
      () => {
        // The field keeps its default country; a later form may try again.
        countriesRequests[lang] = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [fromPage]);
  return fromPage ?? fetched ?? [];
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
