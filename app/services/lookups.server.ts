/**
 * The search forms' option lists (purposes, statuses, types, bedrooms, bathrooms, completion
 * years, areas), read once and kept in memory: they change only with a seed or an import,
 * and every list page and the home page need them on every render. Kept LOOKUP_TTL_MS per
 * database (another process's import is seen within it); `clearLookups()` (called by the
 * server's invalidateAll) drops them at once.
 */
import type { Db } from "../db/client.server.ts";
import * as q from "../db/queries/lookups.server.ts";
import type { AreaType } from "../db/queries/lookups.server.ts";

export const LOOKUP_TTL_MS = 60_000;

let generation = 0;
const memo = new WeakMap<Db, Map<string, { at: number; generation: number; value: Promise<unknown> }>>();

function kept<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let lists = memo.get(db);
  if (!lists) memo.set(db, (lists = new Map()));
  const hit = lists.get(key);
  if (hit && hit.generation === generation && Date.now() - hit.at < LOOKUP_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  lists.set(key, { at: Date.now(), generation, value });
  // A failed read is not kept: the next render tries again.
  value.catch(() => lists.delete(key));
  return value;
}

export function clearLookups(): void {
  generation++;
}

export const lookups = {
  purposes: (db: Db) => kept(db, "purposes", () => q.listPurposes(db)),
  statuses: (db: Db) => kept(db, "statuses", () => q.listStatuses(db)),
  propertyTypes: (db: Db) => kept(db, "types", () => q.listPropertyTypes(db)),
  bedrooms: (db: Db) => kept(db, "beds", () => q.listBedrooms(db)),
  bathrooms: (db: Db) => kept(db, "baths", () => q.listBathrooms(db)),
  completionYears: (db: Db) => kept(db, "years", () => q.listCompletionYears(db)),
  areaOptions: (db: Db, areaType: AreaType) => kept(db, `areas:${areaType}`, () => q.listAreaOptions(db, areaType)),
};
