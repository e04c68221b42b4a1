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
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { etagMatches, strongEtag } from "../app/platform/http/response-digest.server.ts";
import { boundedCache, ownBytes, registerArea } from "../app/platform/cache/cache.server.ts";
import { isBackOfficePath } from "../app/modules/staff/paths.ts";

type Entry = {
  status: number;
  headers: Record<string, string>;
  /** Pages: a strong validator (304 on a match). API answers (POST) have none. */
  etag?: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
};
/** `bytes`: what the kept value holds (the router keeps serialized answers). */
type ApiEntry = { value: unknown; bytes: number };

export type PageCacheStats = { hits: number; misses: number; waits: number; stored: number };

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

const MAX_BODY = 4 * 1024 * 1024;
const AWAITED = "pageCacheAwaited";
const API_ANSWER = "pageCacheApi";

/** Pages, `.data` answers, robots.txt, sitemap.xml, the country list; not files, assets, the API or the form stamp. */
function isPagePath(path: string): boolean {
  // The back office: per-person pages, never stored, never shared by single flight (issue 19).
  if (isBackOfficePath(path)) return false;
  if (path.startsWith("/api/") || path === "/forms/stamp" || path === "/healthz" || path === "/readyz") return false;
  const dot = path.lastIndexOf(".");
  return dot <= path.lastIndexOf("/") || /\.(data|txt|xml)$/.test(path);
}
/** Smaller bodies go out as they are (compression would gain little). */
const MIN_COMPRESS = 1024;
/** Brotli quality 5: about gzip's speed with a smaller result; done once per entry. */
const BROTLI_QUALITY = 5;
const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript))/i;
const SKIP_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "x-cache",
  "vary",
]);

/** The encoding to send: the smallest one the client accepts and the entry has ready. */
function encodingFor(accept: string | undefined, entry: Entry): "br" | "gzip" | undefined {
  if (!accept || !entry.gzip) return undefined;
  const accepts = (name: string) =>
    accept.split(",").some((part) => {
      const [coding, ...params] = part.trim().split(";");
      return coding!.trim().toLowerCase() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (entry.br && accepts("br")) return "br";
  return accepts("gzip") ? "gzip" : undefined;
}

type CacheOptions = {
  ttlMs: number;
  /** Most memory all its entries may hold (default 64 MB): half for pages, a quarter each for the API's two stores. */
  maxBytes?: number;
  /** Which API call names are reads (answered the same for everyone): only those are kept. */
  isReadCall?: (name: string) => boolean;
};

const API_PATH = /^\/api\/([A-Za-z]+)$/;

export function createPageCache(opts: CacheOptions): PageCache {
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = opts.ttlMs > 0 ? opts.ttlMs : undefined;
  const pages = boundedCache<Entry>({ maxBytes: maxBytes / 2, sizeOf: entryBytes, ttlMs });
  const pending = new Map<string, Promise<Entry | undefined>>();
  const apiValues = boundedCache<ApiEntry>({ maxBytes: maxBytes / 4, sizeOf: (e) => e.bytes, ttlMs });
  /** Finished read API answers by call and exact body bytes. */
  const apiAnswers = boundedCache<Entry>({ maxBytes: maxBytes / 4, sizeOf: entryBytes, ttlMs });
  const apiPending = new Map<string, Promise<unknown>>();
  const stats: PageCacheStats = { hits: 0, misses: 0, waits: 0, stored: 0 };
  /** Moved by clear(): what was rendered from data read before a clear is not stored after it. */
  let generation = 0;

  function replay(entry: Entry, req: Request, res: Response): void {
    stats.hits++;
    for (const name in entry.headers) res.setHeader(name, entry.headers[name]!);
    if (entry.etag) res.setHeader("ETag", entry.etag);
    res.setHeader("X-Cache", "HIT");
    if (entry.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (entry.etag && etagMatches(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304).end();
      return;
    }
    const encoding = encodingFor(req.headers["accept-encoding"], entry);
    const body = encoding ? entry[encoding]! : entry.identity;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.writeHead(entry.status).end(req.method === "HEAD" ? undefined : body);
  }

  /** Compresses a new entry's body: gzip now, Brotli in the thread pool (served once ready). */
  function compress(entry: Entry): void {
    if (entry.identity.length < MIN_COMPRESS) return;
    entry.gzip = zlib.gzipSync(entry.identity, { level: 6 });
    zlib.brotliCompress(
      entry.identity,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
        },
      },
      (error, result) => {
        if (!error) entry.br = result;
      },
    );
  }

  /** The entry to store for a finished answer, or undefined when it must not be kept. */
  function entryFor(res: Response, body: Buffer, api: boolean): Entry | undefined {
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    const type = String(res.getHeader("content-type") ?? "");
    // An API answer's `no-store` keeps HTTP caches from keeping a POST answer; this cache keys it by its body.
    if (
      res.statusCode !== 200 ||
      body.length > MAX_BODY ||
      !TEXT_TYPE.test(type) ||
      (!api && /no-store|private/i.test(cacheControl)) ||
      res.getHeader("set-cookie") !== undefined
    )
      return undefined;
    const identity = ownBytes(body);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (SKIP_HEADERS.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    const sent = res.getHeader("etag");
    const etag = api ? undefined : typeof sent === "string" && !sent.startsWith("W/") ? sent : strongEtag(identity);
    const entry: Entry = { status: 200, headers, etag, identity };
    compress(entry);
    return entry;
  }

  /** A stored answer at once, the answer of a request already under way, or this request goes on to make it. */
  function answer(store: typeof pages, key: string, req: Request, res: Response, next: NextFunction): void {
    const entry = store.get(key);
    if (entry) return replay(entry, req, res);
    const inFlight = pending.get(key);
    if (inFlight) {
      stats.waits++;
      inFlight.then(
        (e) => (e ? replay(e, req, res) : next()),
        () => next(),
      );
      return;
    }
    stats.misses++;
    let resolve!: (e: Entry | undefined) => void;
    const flight = new Promise<Entry | undefined>((r) => (resolve = r));
    pending.set(key, flight);
    const born = generation;
    let settled = false;
    const settle = (e: Entry | undefined) => {
      if (settled) return;
      settled = true;
      if (pending.get(key) === flight) pending.delete(key);
      if (e && born === generation) {
        stats.stored++;
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
  function serveApi(req: Request, res: Response, next: NextFunction): void {
    const call = API_PATH.exec(req.path)?.[1];
    if (!call || !opts.isReadCall?.(call) || !Buffer.isBuffer(req.body)) return next();
    res.locals[API_ANSWER] = true;
    answer(apiAnswers, `${call} ${req.body.toString("latin1")}`, req, res, next);
  }

  const cache: PageCache = {
    stats,
    serve(req: Request, res: Response, next: NextFunction) {
      if (opts.ttlMs <= 0 || req.headers.authorization) return next();
      if (req.method === "POST") return serveApi(req, res, next);
      if (req.method !== "GET" || !isPagePath(req.path)) return next();
      answer(pages, req.originalUrl, req, res, next);
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
      if (opts.ttlMs <= 0) return run();
      const key = `${call} ${canonicalJson(body)}`;
      const hit = apiValues.get(key);
      if (hit) {
        stats.hits++;
        return hit.value as T;
      }
      const inFlight = apiPending.get(key);
      if (inFlight) {
        stats.waits++;
        return inFlight as Promise<T>;
      }
      stats.misses++;
      const born = generation;
      const p = run().then(
        (value) => {
          if (apiPending.get(key) === p) apiPending.delete(key);
          // Answers with a status other than 200 are refusals (e.g. 404): not stored.
          const refused = value && typeof value === "object" && "status" in value && value.status !== 200;
          if (!refused && born === generation) apiValues.set(key, { value, bytes: valueBytes(value) });
          return value;
        },
        (error: unknown) => {
          if (apiPending.get(key) === p) apiPending.delete(key);
          throw error;
        },
      );
      apiPending.set(key, p);
      return p;
    },
    bytes() {
      return pages.calculatedSize + apiValues.calculatedSize + apiAnswers.calculatedSize;
    },
    clear() {
      generation++;
      pages.clear();
      apiValues.clear();
      apiAnswers.clear();
      // Renders under way read the old data: later requests start their own.
      pending.clear();
      apiPending.clear();
    },
  };
  live.add(cache);
  return cache;
}

/** What an entry holds: its body, the gzip copy, and the Brotli one (about gzip's size; made after it is stored). */
function entryBytes(entry: Entry): number {
  let headers = 0;
  for (const name in entry.headers) headers += name.length + entry.headers[name]!.length;
  return entry.identity.length + 2 * (entry.gzip?.length ?? 0) + 2 * headers;
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
