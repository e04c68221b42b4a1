/**
 * In-process cache of rendered pages (GET HTML and `.data` answers) and read API answers.
 *
 * - Short time to live (PAGE_CACHE_TTL_MS, 30 s by default), keyed by the request URL, bounded
 *   by the bytes it holds (PAGE_CACHE_MAX_MB: bodies, compressed copies, keys; app/platform/cache/cache.server.ts),
 *   the least recently used dropped first: distinct URLs cannot grow the process.
 * - Read API calls (POST /api/<read call>) are answered the same way, by call and exact body
 *   bytes: the body is read once, as bytes, before this cache (`apiBody`, server/api/router.ts), and parsed
 *   once by the router; `serve` replays a stored answer before the middleware chain, or lets the
 *   call run and the router `offer`s its finished answer. Behind that, `api()` keeps answers'
 *   values by call and canonical JSON body (other spellings of the same body). Their `no-store`
 *   is for HTTP caches, not this one.
 * - Nothing patches Express's response: whoever writes an answer (server/page-handler.ts, the API
 *   router) asks `wants(res)` and hands its bytes to `offer(res, body)` once they are written.
 * - Single flight: while one request renders a page, the others asking for it wait for that
 *   render instead of starting their own, so a burst on one page renders it once.
 * - Pages are the same for every visitor (no nonce, token or stamp in the HTML: CSP hashes,
 *   server/security-headers.ts; forms fetch their stamp, app/modules/leads/lead-guard.server.ts),
 *   so an entry is the finished answer: status, headers (CSP with its script hashes, ETag,
 *   Cache-Control…) and the body, compressed once when stored (gzip at once, Brotli in the
 *   background; gzip or identity is sent until Brotli is ready). A replay writes stored
 *   bytes: no rendering, no string work, no compression. `If-None-Match` gets a 304.
 * - Only 200 answers are stored, never answers that set a cookie, never `no-store` answers,
 *   never POST pages or HEAD.
 * - One area of the cache module ("pages", app/platform/cache/cache.server.ts): `clearAllCaches()` empties
 *   it when the data version moves, whoever wrote (server/cache-invalidation.ts checks before
 *   each request). A render or call that started before the clear is not stored after it, and
 *   requests arriving after it do not wait for such a render: they render anew.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { boundedCache, registerArea, type BoundedCache } from "../app/platform/cache/cache.server.ts";
import { isBackOfficePath } from "../app/modules/staff/paths.ts";
import { entryBytes, entryFor, replay, type Entry } from "./cached-answer.ts";

/** `bytes`: what the kept value holds (the router keeps serialized answers). */
type ApiEntry = { value: unknown; bytes: number };

type PageCacheStats = { hits: number; misses: number; waits: number; stored: number };

export type PageCache = {
  /**
   * Mount first: answers a stored page at once (before helmet, compression and the static
   * files: the stored headers are theirs), or lets one request through to render it.
   */
  serve: RequestHandler;
  /** True when this response's bytes are awaited by the cache (this request renders a missing page). */
  wants(res: Response): boolean;
  /** The finished answer's whole body, as written, once `res.end` was called: stored when it may be (status 200, text, no cookie…). */
  offer(res: Response, body: Buffer): void;
  /** A read API answer from the cache, or run (single flight) and store it. */
  api<T>(call: string, body: unknown, run: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Memory its entries hold, as counted against `maxBytes`. */
  bytes(): number;
  stats: PageCacheStats;
};

/** The page caches of this process (one per app; tests make several), emptied together by `clearAllCaches()`. */
const live = new Set<PageCache>();
registerArea("pages", {
  clear: () => {
    for (const cache of live) cache.clear();
  },
  bytes: () => [...live].reduce((sum, cache) => sum + cache.bytes(), 0),
});

const AWAITED = "pageCacheAwaited";
const API_ANSWER = "pageCacheApi";

/** Pages, `.data` answers, robots.txt, sitemap.xml, the country list; not files, assets, the API or the form stamp. */
function isPagePath(path: string): boolean {
  // The back office: per-person pages, never stored, never shared by single flight.
  if (isBackOfficePath(path)) return false;
  if (path.startsWith("/api/") || path === "/forms/stamp" || path === "/healthz" || path === "/readyz") return false;
  const dot = path.lastIndexOf(".");
  return dot <= path.lastIndexOf("/") || /\.(data|txt|xml)$/.test(path);
}

type CacheOptions = {
  ttlMs: number;
  /** Most memory all its entries may hold (default 64 MB): half for pages, a quarter each for the API's two stores. */
  maxBytes?: number;
  /** Which API call names are reads (answered the same for everyone): only those are kept. */
  isReadCall?: (name: string) => boolean;
};

const API_PATH = /^\/api\/([A-Za-z]+)$/;

/** A cache's stores and the answers under way, which the functions below share. */
type Stores = {
  opts: CacheOptions;
  stats: PageCacheStats;
  pages: BoundedCache<Entry>;
  /** Renders and read API answers under way, by key (single flight). */
  pending: Map<string, Promise<Entry | undefined>>;
  apiValues: BoundedCache<ApiEntry>;
  /** Finished read API answers by call and exact body bytes. */
  apiAnswers: BoundedCache<Entry>;
  apiPending: Map<string, Promise<unknown>>;
  /** Moved by clear(): what was rendered from data read before a clear is not stored after it. */
  generation: number;
};

export function createPageCache(opts: CacheOptions): PageCache {
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = opts.ttlMs > 0 ? opts.ttlMs : undefined;
  const s: Stores = {
    opts,
    stats: { hits: 0, misses: 0, waits: 0, stored: 0 },
    pages: boundedCache<Entry>({ maxBytes: maxBytes / 2, sizeOf: entryBytes, ttlMs }),
    pending: new Map(),
    apiValues: boundedCache<ApiEntry>({ maxBytes: maxBytes / 4, sizeOf: (e) => e.bytes, ttlMs }),
    apiAnswers: boundedCache<Entry>({ maxBytes: maxBytes / 4, sizeOf: entryBytes, ttlMs }),
    apiPending: new Map(),
    generation: 0,
  };
  const cache: PageCache = {
    stats: s.stats,
    serve(req: Request, res: Response, next: NextFunction) {
      if (opts.ttlMs <= 0 || req.headers.authorization) return next();
      if (req.method === "POST") return serveApi(s, req, res, next);
      if (req.method !== "GET" || !isPagePath(req.path)) return next();
      answer(s, s.pages, req.originalUrl, req, res, next);
    },
    wants(res: Response) {
      return typeof res.locals[AWAITED] === "function";
    },
    offer(res: Response, body: Buffer) {
      const settle = res.locals[AWAITED] as ((e: Entry | undefined) => void) | undefined;
      if (!settle) return;
      delete res.locals[AWAITED];
      settle(res.destroyed ? undefined : entryFor(res, body, res.locals[API_ANSWER] === true));
    },
    async api<T>(call: string, body: unknown, run: () => Promise<T>): Promise<T> {
      return apiValue(s, call, body, run);
    },
    bytes() {
      return s.pages.calculatedSize + s.apiValues.calculatedSize + s.apiAnswers.calculatedSize;
    },
    clear() {
      s.generation++;
      s.pages.clear();
      s.apiValues.clear();
      s.apiAnswers.clear();
      // Renders under way read the old data: later requests start their own.
      s.pending.clear();
      s.apiPending.clear();
    },
  };
  live.add(cache);
  return cache;
}

/** A stored answer at once, the answer of a request already under way, or this request goes on to make it. */
function answer(s: Stores, store: BoundedCache<Entry>, key: string, req: Request, res: Response, next: NextFunction): void {
  const hit = (e: Entry) => {
    s.stats.hits++;
    replay(e, req, res);
  };
  const entry = store.get(key);
  if (entry) return hit(entry);
  const inFlight = s.pending.get(key);
  if (inFlight) {
    s.stats.waits++;
    inFlight.then(
      (e) => (e ? hit(e) : next()),
      () => next(),
    );
    return;
  }
  s.stats.misses++;
  let resolve!: (e: Entry | undefined) => void;
  const flight = new Promise<Entry | undefined>((r) => (resolve = r));
  s.pending.set(key, flight);
  const born = s.generation;
  let settled = false;
  const settle = (e: Entry | undefined) => {
    if (settled) return;
    settled = true;
    if (s.pending.get(key) === flight) s.pending.delete(key);
    if (e && born === s.generation) {
      s.stats.stored++;
      store.set(key, e);
    }
    resolve(e);
  };
  // Answered without an `offer` (a static file, a refused call): nothing to store.
  res.once("close", () => settle(undefined));
  res.locals[AWAITED] = settle;
  res.setHeader("X-Cache", "MISS");
  next();
}

/** POST /api/<read call>, its body already read as bytes (`apiBody`, server/api/router.ts): answered by call and exact body bytes. */
function serveApi(s: Stores, req: Request, res: Response, next: NextFunction): void {
  const call = API_PATH.exec(req.path)?.[1];
  if (!call || !s.opts.isReadCall?.(call) || !Buffer.isBuffer(req.body)) return next();
  res.locals[API_ANSWER] = true;
  answer(s, s.apiAnswers, `${call} ${req.body.toString("latin1")}`, req, res, next);
}

/** A read API call's value by call and canonical JSON body: kept, awaited while under way, or run. */
async function apiValue<T>(s: Stores, call: string, body: unknown, run: () => Promise<T>): Promise<T> {
  if (s.opts.ttlMs <= 0) return run();
  const key = `${call} ${canonicalJson(body)}`;
  const hit = s.apiValues.get(key);
  if (hit) {
    s.stats.hits++;
    return hit.value as T;
  }
  const inFlight = s.apiPending.get(key);
  if (inFlight) {
    s.stats.waits++;
    return inFlight as Promise<T>;
  }
  s.stats.misses++;
  const born = s.generation;
  const p = run().then(
    (value) => {
      if (s.apiPending.get(key) === p) s.apiPending.delete(key);
      // Answers with a status other than 200 are refusals (e.g. 404): not stored.
      const refused = value && typeof value === "object" && "status" in value && value.status !== 200;
      if (!refused && born === s.generation) s.apiValues.set(key, { value, bytes: valueBytes(value) });
      return value;
    },
    (error: unknown) => {
      if (s.apiPending.get(key) === p) s.apiPending.delete(key);
      throw error;
    },
  );
  s.apiPending.set(key, p);
  return p;
}

/** A kept API value: the router's serialized answer (`{ status, body }`), else a rough guess. */
function valueBytes(value: unknown): number {
  const body = (value as { body?: unknown } | null)?.body;
  return Buffer.isBuffer(body) ? body.length : 1024;
}

/** JSON with object keys sorted, so {a,b} and {b,a} share a cache entry. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
