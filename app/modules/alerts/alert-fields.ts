/**
 * What the "Alert me" form (app/modules/alerts/ui/alert-me.tsx) and its action share without a
 * schema library: the field names and the frequencies (their words are the `forms` catalogue's
 * `frequency<value>` and `kind<kind>`, in the page's language). The form is plain HTML on
 * the list pages, so this module must stay tiny (it ships in their first load).
 */
export const ALERT_FIELDS = { email: "email", frequency: "frequency", path: "path", query: "query" } as const;
export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequencyValue = (typeof ALERT_FREQUENCIES)[number];
/** What an alert is about: units or projects. */
export type AlertKindValue = "unit" | "project";

/** The "Alert me" link of a list: the alert form for its search (the list's path and canonical query string). Made by the list loaders. */
export function alertFormHref(path: string, query: string): string {
  return `/alerts?${new URLSearchParams({ [ALERT_FIELDS.path]: path, [ALERT_FIELDS.query]: query })}`;
}
