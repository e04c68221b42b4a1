/**
 * Remembers the results of a function whose result depends on its string key alone (sanitised
 * descriptions, permit QR codes, home teasers): the last `max` keys on `lru-cache`, the least
 * recently used out first. A pending promise is remembered like any result, so a burst of
 * requests computes once. Registered in the cache module (app/platform/cache/cache.server.ts) as an area
 * that a data change does not clear: the same key gives the same result whatever the database holds.
 */
import { LRUCache } from "lru-cache";
import { registerArea } from "./cache.server.ts";

let count = 0;

export function memoize<R>(compute: (key: string) => R, max: number): (key: string) => R {
  // Wrapped: lru-cache keeps no `undefined` values.
  const memo = new LRUCache<string, { result: R }>({
    max,
    // Counted for the sizes the cache module reports; `max` bounds it (keys and results are a few kB).
    maxSize: max * 1024 * 1024,
    sizeCalculation: (v, key) => key.length * 2 + (typeof v.result === "string" ? v.result.length * 2 : 1024),
  });
  registerArea(`memoize:${compute.name || "anonymous"}#${++count}`, { clear: () => memo.clear(), bytes: () => memo.calculatedSize }, { dependsOnData: false });
  return (key) => {
    const kept = memo.get(key);
    if (kept) return kept.result;
    const result = compute(key);
    memo.set(key, { result });
    return result;
  };
}
