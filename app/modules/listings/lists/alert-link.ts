/**
 * The "Alert me" link of a list: the alerts module's form (/alerts) for the list's search, named by
 * its path and canonical query string. The alerts module reads these same field names.
 */
export const ALERT_LINK = { page: "/alerts", path: "path", query: "query" } as const;

/** Made by the list loaders. */
export function alertFormHref(path: string, query: string): string {
  return `${ALERT_LINK.page}?${new URLSearchParams({ [ALERT_LINK.path]: path, [ALERT_LINK.query]: query })}`;
}
