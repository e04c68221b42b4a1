/**
 * What the "Alert me" form (app/modules/alerts/ui/alert-me.tsx) and its action share without a
 * schema library: the field names and the frequencies (their words are the `forms` catalogue's
 * `frequency<value>` and `kind<kind>`, in the page's language). The form is plain HTML on
 * the list pages, so this module must stay tiny (it ships in their first load).
 */
import { ALERT_LINK } from "../listings/index.ts";

export const ALERT_FIELDS = { email: "email", frequency: "frequency", path: ALERT_LINK.path, query: ALERT_LINK.query } as const;
export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequencyValue = (typeof ALERT_FREQUENCIES)[number];
/** What an alert is about: units or projects. */
export type AlertKindValue = "unit" | "project";
