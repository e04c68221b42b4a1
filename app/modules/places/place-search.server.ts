/**
 * Suggestions from the place index. The rows (`place_index`, a few tens of thousands even with a
 * million units) are read into an in-memory PlaceMatcher once per data version: a search then costs
 * well under a millisecond, typos included, on either database (docs/decisions/012-place-search.md).
 * A data change marks the matcher stale through the cache module; the next search rebuilds it once,
 * however many ask at the same time (the pending load is shared).
 */
import type { Db } from "../../platform/db/client.server.ts";
import { registerArea } from "../../platform/cache/cache.server.ts";
import { groupByKind, PlaceMatcher } from "./place-matcher.ts";
import type { PlaceEntry, PlaceKind, PlaceSuggestion } from "./place-types.ts";

const SUGGESTION_LIMIT = 10;

/** Per database (tests open several in one process): the matcher built at one data generation, or the load under way. */
type Kept = { generation: number; matcher: Promise<PlaceMatcher>; bytes: number };
const kept = new WeakMap<Db, Kept>();
/** Moved by every clear of the caches (a data change, here or in another instance): older matchers are stale. */
let generation = 0;
let lastBytes = 0;

registerArea("places", {
  clear: () => {
    generation++;
  },
  bytes: () => lastBytes,
});

async function loadEntries(db: Db): Promise<PlaceEntry[]> {
  const rows = await db
    .selectFrom("place_index as p")
    .leftJoin("areas as a", "a.id", "p.area_id")
    .leftJoin("emirates as e", "e.id", "a.emirate_id")
    .select(["p.kind", "p.target_id", "p.name", "p.name_ar", "p.aliases", "p.listings", "a.name as area", "a.name_ar as area_ar", "e.name as emirate", "e.name_ar as emirate_ar"])
    .execute();
  return rows.map((r) => {
    const kind = r.kind as PlaceKind;
    const [context, contextAr] = kind === "area" ? [r.emirate, r.emirate_ar ?? r.emirate] : kind === "developer" ? [null, null] : [r.area, r.area_ar ?? r.area];
    return {
      kind, id: Number(r.target_id), name: r.name, nameAr: r.name_ar,
      names: [r.name, ...(r.name_ar ? [r.name_ar] : []), ...(r.aliases ? r.aliases.split("\n") : [])],
      context, contextAr, listings: Number(r.listings),
    };
  });
}

function matcherFor(db: Db): Promise<PlaceMatcher> {
  const k = kept.get(db);
  if (k && k.generation === generation) return k.matcher;
  const entry: Kept = { generation, bytes: 0, matcher: Promise.resolve(null as never) };
  entry.matcher = loadEntries(db).then((entries) => {
    lastBytes = entry.bytes = JSON.stringify(entries).length * 4;
    return new PlaceMatcher(entries);
  });
  // A failed load is not kept: the next search tries again.
  entry.matcher.catch(() => {
    if (kept.get(db) === entry) kept.delete(db);
  });
  kept.set(db, entry);
  return entry.matcher;
}

const localise = (p: PlaceEntry, lang: "en" | "ar"): PlaceSuggestion => ({
  kind: p.kind, id: p.id, name: lang === "ar" ? p.nameAr ?? p.name : p.name, context: lang === "ar" ? p.contextAr : p.context, listings: p.listings,
});

/** The suggestions for what a visitor typed, grouped by kind (areas, buildings, projects, developers), best first within each. */
export async function suggestPlaces(db: Db, text: string, lang: "en" | "ar", limit = SUGGESTION_LIMIT): Promise<PlaceSuggestion[]> {
  const matcher = await matcherFor(db);
  return groupByKind(matcher.search(text, limit)).flatMap((g) => g.places.map((p) => localise(p, lang)));
}

/** The one place a typed text stands for (a search submitted without choosing): the best match, or null. */
export async function bestPlace(db: Db, text: string, kinds?: readonly PlaceKind[]): Promise<{ kind: PlaceKind; id: number } | null> {
  const best = (await matcherFor(db)).search(text, SUGGESTION_LIMIT).find((p) => !kinds || kinds.includes(p.kind));
  return best ? { kind: best.kind, id: best.id } : null;
}
