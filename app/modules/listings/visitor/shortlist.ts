/**
 * Favourites and the compare list, kept in the visitor's browser: ids only, so the
 * pages stay the same for everyone. A shortlist travels as a link (`/favourites?units=1,2&projects=3`)
 * and the compare list as `/compare?units=1,2,3,4`; the same id-list rule checks those links on the
 * server (the JSON route and the pages' loaders) and the stored lists in the browser.
 */
export const MAX_FAVOURITES = 100;
export const MAX_COMPARE = 4;
export const MAX_ID = 2_147_483_647;

export type Shortlist = { units: number[]; projects: number[] };
export const EMPTY_SHORTLIST: Shortlist = { units: [], projects: [] };

/**
 * A stored id list as the browser kept it, or undefined (then the list is empty). Not zod: this
 * module is in the first load of every page with a card, and zod's core would take 7 KB of the
 * 120 KB budget; the links' ids are checked by zod on the server (shortlist-query.server.ts).
 */
export function idListOf(raw: unknown, max: number): number[] | undefined {
  if (!Array.isArray(raw) || raw.length > max) return undefined;
  return raw.every((n) => Number.isSafeInteger(n) && n > 0 && n <= MAX_ID) ? (raw as number[]) : undefined;
}

export function shortlistOf(raw: unknown): Shortlist | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const { units, projects } = raw as Record<string, unknown>;
  const u = idListOf(units, MAX_FAVOURITES);
  const p = idListOf(projects, MAX_FAVOURITES);
  return u && p ? { units: u, projects: p } : undefined;
}

/** The query that names a shortlist: "units=1,2&projects=3" (empty lists left out). */
export function shortlistQuery(list: Partial<Shortlist>): string {
  const parts: string[] = [];
  if (list.units?.length) parts.push(`units=${list.units.join(",")}`);
  if (list.projects?.length) parts.push(`projects=${list.projects.join(",")}`);
  return parts.join("&");
}

export function toggleId(ids: number[], id: number, max: number): number[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  return ids.length >= max ? ids : [...ids, id];
}

/** Both lists merged, the stored ones first (a shared link adds to what the visitor had). */
export function mergeShortlists(a: Shortlist, b: Shortlist): Shortlist {
  return {
    units: [...new Set([...a.units, ...b.units])].slice(0, MAX_FAVOURITES),
    projects: [...new Set([...a.projects, ...b.projects])].slice(0, MAX_FAVOURITES),
  };
}
