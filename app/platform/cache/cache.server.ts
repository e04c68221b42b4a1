/**
 * The site's one cache module. Every cache is an area made here, on
 * `lru-cache`, bounded by the memory it holds rather than by its number of entries (anyone can
 * send distinct URLs and bodies: a count-bounded cache of large answers grew the process by a
 * gigabyte). One invalidation path: when the data version moves (a write in this
 * process through app/platform/cache/write.server.ts, or another instance's write seen by the version
 * check before each request, server/cache-invalidation.ts), `clearAllCaches()` empties every
 * area that holds data read from the database, the page cache's included (`registerArea`).
 * docs/ARCHITECTURE.md ("Caching") lists the areas.
 */
import { LRUCache } from "lru-cache";
import { onChangeCommitted } from "./write.server.ts";

/** Per-entry bookkeeping beyond the bytes counted (the entry object, its key in the maps). */
const ENTRY_OVERHEAD = 256;

export type BoundedCache<V extends object> = LRUCache<string, V>;

export function boundedCache<V extends object>(opts: {
  /** Most memory the entries may hold, in bytes; the least recently used go first beyond it. */
  maxBytes: number;
  /** Bytes one value holds (its key is counted here, two bytes a character). */
  sizeOf: (value: V) => number;
  /** Entries older than this are not returned (and are dropped when met). */
  ttlMs?: number;
}): BoundedCache<V> {
  return new LRUCache<string, V>({
    maxSize: opts.maxBytes,
    // An entry larger than a quarter of the whole would push most others out: not kept.
    maxEntrySize: Math.max(1, Math.floor(opts.maxBytes / 4)),
    sizeCalculation: (value, key) => Math.max(1, opts.sizeOf(value) + key.length * 2 + ENTRY_OVERHEAD),
    ...(opts.ttlMs ? { ttl: opts.ttlMs } : {}),
  });
}

/**
 * A Buffer that holds only its own bytes. Small Buffers are slices of a shared 8 kB pool: keeping
 * one in a cache keeps the whole pool slab alive, unseen by the size count.
 */
export function ownBytes(buf: Buffer): Buffer {
  if (buf.byteOffset === 0 && buf.buffer.byteLength === buf.length) return buf;
  const copy = Buffer.allocUnsafeSlow(buf.length);
  buf.copy(copy);
  return copy;
}

/** A named cache of values loaded by key (lists, texts, derived HTML); concurrent misses load once. */
type CacheArea<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops one key; given `only` (a promise `get` returned), only while that is still the kept one. */
  delete(key: string, only?: Promise<V>): void;
  clear(): void;
};

type Registered = { clear(): void; bytes(): number; dependsOnData: boolean };
const areas = new Map<string, Registered>();

/**
 * Registers a cache whose store is not a `cacheArea` (the page cache: finished answers with
 * their own single flight) under `name`, so `clearAllCaches()` empties it too. A second
 * registration under the same name replaces the first (a test making a new page cache).
 */
export function registerArea(name: string, area: { clear(): void; bytes(): number }, opts: { dependsOnData?: boolean } = {}): void {
  areas.set(name, { clear: () => area.clear(), bytes: () => area.bytes(), dependsOnData: opts.dependsOnData ?? true });
}

export function cacheArea<V>(
  name: string,
  opts: {
    maxBytes: number;
    /** Bytes one loaded value holds (estimate: JSON length x 2 is fine for plain data). */
    sizeOf: (value: V) => number;
    ttlMs?: number;
    /** False for values derived from their key alone (e.g. sanitised HTML): kept across data changes. */
    dependsOnData?: boolean;
  },
): CacheArea<V> {
  const store = boundedCache<{ value: Promise<V>; size: number }>({ maxBytes: opts.maxBytes, sizeOf: (e) => e.size, ttlMs: opts.ttlMs });
  // Bumped by clear(): a load that started before a clear is not stored after it.
  let generation = 0;
  const area: CacheArea<V> = {
    get(key, load) {
      const hit = store.get(key);
      if (hit) return hit.value;
      const born = generation;
      const value = load();
      const entry = { value, size: 1024 };
      store.set(key, entry);
      value.then(
        (v) => {
          if (born !== generation) store.delete(key);
          else if (store.get(key) === entry) store.set(key, { value, size: opts.sizeOf(v) });
        },
        () => {
          // A failed load is not kept: the next request tries again.
          if (store.get(key) === entry) store.delete(key);
        },
      );
      return value;
    },
    delete(key, only) {
      if (only === undefined || store.get(key)?.value === only) store.delete(key);
    },
    clear() {
      generation++;
      store.clear();
    },
  };
  registerArea(name, { clear: area.clear, bytes: () => store.calculatedSize }, opts);
  return area;
}

/** Empties every area holding data read from the database (the data version moved). */
export function clearAllCaches(): void {
  for (const a of areas.values()) if (a.dependsOnData) a.clear();
}

onChangeCommitted(() => clearAllCaches());
