/**
 * What the lead forms need from the server: the country list of the country-code field (in
 * the loaders of pages that render a form on the server, and at GET /forms/countries).
 * Nothing per visitor (the forms fetch their stamp: form-guard.ts).
 */
import type { RouterContextProvider } from "react-router";
import type { Db } from "../db/client.server.ts";
import { listCountries } from "../db/queries/lookups.server.ts";
import { dbContext } from "../context.ts";
import type { CountryOption, LeadFormsData } from "../lib/lead-forms.ts";

const COUNTRY_TTL_MS = 10 * 60_000;
const countryCache = new WeakMap<Db, { at: number; list: CountryOption[] }>();

/** Every country with its calling code and flag code (the list rarely changes: cached 10 min). */
export async function countryOptions(db: Db): Promise<CountryOption[]> {
  const cached = countryCache.get(db);
  if (cached && Date.now() - cached.at < COUNTRY_TTL_MS) return cached.list;
  const list = (await listCountries(db)).map((c) => ({
    id: c.countryID,
    name: c.countryName,
    isd: c.countryISDCode,
    iso: c.countryISOCode.toLowerCase(),
  }));
  countryCache.set(db, { at: Date.now(), list });
  return list;
}

export async function loadLeadForms(context: Readonly<RouterContextProvider>): Promise<LeadFormsData> {
  return { countries: await countryOptions(context.get(dbContext)) };
}
