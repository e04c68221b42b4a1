/**
 * The "Alert me" form's schema, read by its action (app/routes/alerts.tsx). The search
 * itself is not trusted as sent: the action reads it back with the list page's own lenient parser
 * (app/modules/listings/search/search-criteria.ts) and stores its canonical query string, so an alert matches exactly
 * what the list shows. Only the list pages an alert may be saved on are accepted as its page.
 */
import { z } from "zod";
import { CATEGORIES } from "../listings/index.ts";
import { ALERT_FREQUENCIES } from "./alert-fields.ts";
import { EMAIL_RE } from "../leads/index.ts";

export const ALERT_MESSAGES = {
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  frequency: "Choose how often you would like to hear from us.",
  path: "Alerts can be saved from a property or project list.",
} as const;

/** The list pages: /property-list and the category pages (units), /project-list (projects; the developer and area pages save their search there). */
export const ALERT_LIST_PATHS: readonly string[] = ["/property-list", ...CATEGORIES.map((c) => `/${c.path}`), "/project-list"];

export const alertFormSchema = z.object({
  email: z
    .string(ALERT_MESSAGES.emailRequired)
    .trim()
    .min(1, ALERT_MESSAGES.emailRequired)
    .max(254, ALERT_MESSAGES.emailInvalid)
    .regex(EMAIL_RE, ALERT_MESSAGES.emailInvalid),
  frequency: z.enum(ALERT_FREQUENCIES, ALERT_MESSAGES.frequency),
  path: z.string(ALERT_MESSAGES.path).refine((p) => ALERT_LIST_PATHS.includes(p), ALERT_MESSAGES.path),
  // The list's query string; malformed parts are dropped by the lenient parse, like the page does.
  query: z.string().max(1000).default(""),
});

export type AlertFormValues = z.output<typeof alertFormSchema>;

/** The first message of each field that failed. */
export function alertFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
