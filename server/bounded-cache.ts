/**
 * Caches bounded by the memory they hold, not by how many entries they have: anyone can send
 * distinct URLs and bodies, so a count-bounded cache of large answers grew the process by a gigabyte
 * (issue 17). One module for the site's caches (`lru-cache` with maxSize and sizeCalculation); the
 * page cache is the first to use it.
 */
import { LRUCache } from "lru-cache";

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
