/**
 * GET /forms/countries: the country list of the lead forms' country-code field, for forms
 * rendered in the browser (the enquiry modal). The same for everyone: shared caching.
 */
import type { Route } from "./+types/forms.countries";
import { dbContext } from "../platform/context.ts";
import { countryOptions } from "../modules/leads/lead-forms.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await countryOptions(context.get(dbContext)));
}
