/**
 * What the lead forms need from the server: the country list of the country-code field (in
 * the loaders of pages that render a form on the server, and at GET /forms/countries).
 * Nothing per visitor (the forms fetch their stamp: form-guard.ts).
 */
import type { RouterContextProvider } from "react-router";
import type { Db } from "../../platform/db/client.server.ts";
import { dbContext, requestInfoContext } from "../../platform/context.ts";
import { blockJson } from "../../platform/http/document-json.ts";
import type { CountryOption, LeadFormsSent } from "./lead-forms.ts";
import { pageCountriesBlock } from "./ui/page-countries.ts";
import { lookups } from "../listings/index.server.ts";
import type { Locale } from "../../platform/i18n/locale.ts";

/** The options made from a kept row list, per language (dropped with it when the data changes: app/platform/cache/cache.server.ts). */
const optionsByRows = { en: new WeakMap<object, CountryOption[]>(), ar: new WeakMap<object, CountryOption[]>() };

/**
 * Every country with its calling code and flag code (kept in the `lookups` cache area), named in the page's
 * language (the reference data has every name in Arabic too) and in that language's alphabetical order.
 */
export async function countryOptions(db: Db, locale: Locale = "en"): Promise<CountryOption[]> {
  const rows = await lookups.countries(db);
  let list = optionsByRows[locale].get(rows);
  if (!list) {
    list = rows.map((c) => ({ id: c.id, name: (locale === "ar" && c.nameAr) || c.name, isd: c.isdCode, iso: c.isoCode.toLowerCase() }));
    if (locale === "ar") list.sort((a, b) => a.name.localeCompare(b.name, "ar"));
    optionsByRows[locale].set(rows, list);
  }
  return list;
}

const jsonByList = new WeakMap<CountryOption[], string>();

/** The page's country list: kept for the document's block (the render reads it), or sent with a client navigation's data. */
export async function loadLeadForms(context: Readonly<RouterContextProvider>, locale: Locale = "en"): Promise<LeadFormsSent> {
  const list = await countryOptions(context.get(dbContext), locale);
  let json = jsonByList.get(list);
  if (json === undefined) jsonByList.set(list, (json = blockJson(list)));
  pageCountriesBlock.read(locale, json);
  return { countries: context.get(requestInfoContext).document ? null : json };
}
