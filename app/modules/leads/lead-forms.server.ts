/**
 * What the lead forms need from the server: the country list of the country-code field (in
 * the loaders of pages that render a form on the server, and at GET /forms/countries).
 * Nothing per visitor (the forms fetch their stamp: form-guard.ts).
 */
import type { RouterContextProvider } from "react-router";
import type { Db } from "../../platform/db/client.server.ts";
import { dbContext } from "../../platform/context.ts";
import type { CountryOption, LeadFormsData } from "./lead-forms.ts";
import { lookups } from "../listings/index.server.ts";

/** The options made from a kept row list (dropped with it when the data changes: app/platform/cache/cache.server.ts). */
const optionsByRows = new WeakMap<object, CountryOption[]>();

/** Every country with its calling code and flag code (kept in the `lookups` cache area). */
export async function countryOptions(db: Db): Promise<CountryOption[]> {
  const rows = await lookups.countries(db);
  let list = optionsByRows.get(rows);
  if (!list) {
    list = rows.map((c) => ({ id: c.id, name: c.name, isd: c.isdCode, iso: c.isoCode.toLowerCase() }));
    optionsByRows.set(rows, list);
  }
  return list;
}

export async function loadLeadForms(context: Readonly<RouterContextProvider>): Promise<LeadFormsData> {
  return { countries: await countryOptions(context.get(dbContext)) };
}
