/**
 * GET /forms/countries: the country list of the lead forms' country-code field, for forms
 * rendered in the browser (the enquiry modal), in the page's language. The same for everyone: shared caching.
 */
import type { Route } from "./+types/forms.countries";
import { dbContext } from "../platform/context.ts";
import { countryOptions } from "../modules/leads/lead-forms.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";

/** `?lang=ar`: the names in Arabic (localeOfUrl); anything else, English. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return Response.json(await countryOptions(context.get(dbContext), localeOf(request)));
}
