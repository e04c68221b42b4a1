/**
 * The lead form's country list: the page's (contact us, the no-JavaScript result page: a document JSON block whose
 * JSON the loader hands over, app/modules/leads/lead-forms.server.ts), else fetched. With the form, not in every
 * page's first load.
 */
import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { documentJson } from "../../../platform/http/document-json.ts";
import { COUNTRIES_PATH, type CountryOption, type LeadFormsData, type LeadFormsSent } from "../lead-forms.ts";
import { useLocale } from "../../../platform/i18n/intl.tsx";

export const pageCountriesBlock = documentJson<CountryOption[]>("page-countries");

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

