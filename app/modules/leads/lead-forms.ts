/**
 * What the lead forms, their route actions, the JSON API and the lead services share besides
 * the schemas (app/modules/leads/lead-schemas.ts): field limits, the hidden fields and
 * the shapes the server hands the forms. No schema library here: every page's footer form
 * imports this module on first load, and the schemas reach the browser only with a form that
 * validates (see lead-schemas.ts).
 */

export const LIMITS = { name: 100, email: 254, phone: 15, phoneMin: 6, message: 2000, messageWords: 10, subscribeNameMin: 3 } as const;
/** The values a catalogue's field messages take (`{max}` in "At most {max} characters."). */
export const MESSAGE_VALUES = { max: LIMITS.name } as const;

/**
 * Hidden fields every lead form carries: the anti-forgery token (double submit of the
 * XSRF-TOKEN cookie), the signed render time (minimum fill time, one lead per rendered
 * form) and a honeypot whose name no password manager or autofill recognises.
 */
export const GUARD_FIELDS = { xsrf: "_xsrf", stamp: "_stamp", honeypot: "hp_kestrel" } as const;

/** Hidden field naming the page a form was on (the no-JavaScript result page links back to it). */
export const RETURN_FIELD = "_return";

/** The unticked "news and offers" box beside a request: "yes" when ticked, absent otherwise. */
export const CONSENT_FIELD = "marketingConsent";

export const SUBSCRIBE_MESSAGE_MS = 3000;

export type CountryOption = { id: number; name: string; isd: string; iso: string };
/**
 * The country list of the pages that render a lead form on the server (contact us, the no-JavaScript
 * result page), in the page's language: a document JSON block (ui/page-countries.ts), whose JSON their
 * loaders hand over as `leadForms` (null in a document request, where the page carries the block). Other
 * pages' forms (the enquiry modal, shown on demand) fetch it from COUNTRIES_PATH. Nothing per visitor: the
 * anti-forgery token and stamp are fetched by the form (app/modules/leads/ui/form-guard.ts).
 */
export type LeadFormsData = { countries: CountryOption[]; json: string };
export type LeadFormsSent = { countries: string | null };
export const COUNTRIES_PATH = "/forms/countries";

/** What the route actions answer (app/modules/leads/lead-actions.server.ts). */
export type LeadActionData =
  | { ok: true; returnTo: string }
  | { ok: false; returnTo: string; refused?: boolean; unavailable?: boolean; errors?: Record<string, string>; values?: Record<string, string> };
