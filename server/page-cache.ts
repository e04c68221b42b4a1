/**
 * In-process cache of rendered pages (GET HTML and `.data` answers) and read API answers.
 *
 * - Short time to live (PAGE_CACHE_TTL_MS, 30 s by default), keyed by the request URL (API:
 *   call name + canonical JSON body), least recently stored dropped beyond `maxEntries`.
 * - Single flight: while one request renders a page, the others asking for it wait for that
 *   render instead of starting their own, so a burst on one page renders it once.
 * - Per-response values are never shared. A page carries three: the CSP nonce, the
 *   visitor's anti-forgery token (XSRF-TOKEN cookie) and the lead forms' signed render stamp
 *   (single use: it names the rendered form). The stored copy is a template split at those
 *   values; each replay fills in this response's nonce (the one in its CSP header), this
 *   visitor's token and a freshly issued stamp. So the cache is invisible to the forms.
 * - Only 200 answers are stored, never answers that set a cookie other than XSRF-TOKEN,
 *   never `no-store` answers, never POST pages or HEAD.
 * - `invalidateAll()` empties every cache of this process (seed, import). Another process
 *   writing the database (the `db:seed` CLI) is seen after at most the time to live.
 */
import crypto from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { LeadRequestInfo } from "../app/services/lead-guard.server.ts";

type Slot = "nonce" | "xsrf" | "stamp";
type Entry = {
  status: number;
  headers: [string, string][];
  /** The body split at the per-response values: parts[0] slot[0] parts[1] slot[1] ... */
  parts: string[];
  slots: Slot[];
  etag: string;
  expires: number;
};
type ApiEntry = { value: unknown; expires: number };

export type PageCacheStats = { hits: number; misses: number; waits: number; stored: number };

export type PageCache = {
  /** Express middleware for page requests; mount right before the React Router handler. */
  middleware: RequestHandler;
  /** Wraps the lead forms' request info so the stamps issued while rendering are known. */
  track(res: Response, info: LeadRequestInfo): LeadRequestInfo;
  /** A read API answer from the cache, or run (single flight) and store it. */
  api<T>(call: string, body: unknown, run: () => Promise<T>): Promise<T>;
  clear(): void;
  stats: PageCacheStats;
};

const live = new Set<PageCache>();

/** Empties every page cache of this process: call after the data changed (seed, import). */
export function invalidateAll(): void {
  for (const cache of live) cache.clear();
}

const MAX_BODY = 4 * 1024 * 1024;
const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript))/i;
const SKIP_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "etag", "date", "connection", "transfer-encoding", "x-cache"]);

export function createPageCache(opts: {
  ttlMs: number;
  maxEntries?: number;
  /** This response's lead-form info (xsrf token, stamp issuer); see server/lead-protection.ts. */
  requestInfo: (req: Request, res: Response) => LeadRequestInfo;
}): PageCache {
  const maxEntries = opts.maxEntries ?? 1000;
  const pages = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  const apis = new Map<string, ApiEntry>();
  const apiPending = new Map<string, Promise<unknown>>();
  const stats: PageCacheStats = { hits: 0, misses: 0, waits: 0, stored: 0 };

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value!);
  };

  function replay(entry: Entry, req: Request, res: Response): void {
    stats.hits++;
    const info = opts.requestInfo(req, res);
    const fill: Record<Slot, () => string> = {
      nonce: () => String(res.locals.cspNonce ?? ""),
      xsrf: () => info.xsrfToken,
      stamp: () => info.guard.issueStamp(),
    };
    let body = entry.parts[0]!;
    for (let i = 0; i < entry.slots.length; i++) body += fill[entry.slots[i]!]() + entry.parts[i + 1]!;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", "HIT");
    // Only a body with no per-response values has a stable validator.
    if (entry.slots.length === 0) {
      res.setHeader("ETag", entry.etag);
      if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(entry.etag)) {
        res.status(304).end();
        return;
      }
    }
    res.status(entry.status).send(body);
  }

  function templateOf(body: string, values: { value: string; slot: Slot }[]): { parts: string[]; slots: Slot[] } {
    const known = values.filter((v) => v.value.length >= 16);
    if (!known.length) return { parts: [body], slots: [] };
    const bySlot = new Map(known.map((v) => [v.value, v.slot]));
    const re = new RegExp([...bySlot.keys()].map((v) => v.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"), "g");
    const parts: string[] = [];
    const slots: Slot[] = [];
    let last = 0;
    for (const m of body.matchAll(re)) {
      parts.push(body.slice(last, m.index));
      slots.push(bySlot.get(m[0])!);
      last = m.index + m[0].length;
    }
    parts.push(body.slice(last));
    return { parts, slots };
  }

  /** Passes the response through while keeping a copy; resolves with the entry to store, if any. */
  function capture(req: Request, res: Response, done: (entry: Entry | undefined) => void): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function" || tooBig) return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buf.length;
      if (size > MAX_BODY) tooBig = true;
      else chunks.push(buf);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
    } as typeof res.end;
    let settled = false;
    const settle = (entry: Entry | undefined) => {
      if (settled) return;
      settled = true;
      done(entry);
    };
    res.once("close", () => settle(undefined));
    res.once("finish", () => {
      const cookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || tooBig || !TEXT_TYPE.test(type) || /no-store/i.test(cacheControl) || cookies.some((c) => !c.startsWith("XSRF-TOKEN="))) {
        return settle(undefined);
      }
      const body = Buffer.concat(chunks).toString("utf8");
      const { parts, slots } = templateOf(body, [
        { value: String(res.locals.cspNonce ?? ""), slot: "nonce" },
        { value: String(res.locals.xsrfToken ?? ""), slot: "xsrf" },
        ...((res.locals.issuedStamps as string[] | undefined) ?? []).map((value) => ({ value, slot: "stamp" as const })),
      ]);
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        // CSP goes with this response's nonce (set by helmet), not the stored one.
        if (SKIP_HEADERS.has(name) || name === "content-security-policy" || value === undefined) continue;
        headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
      }
      const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      settle({ status: 200, headers, parts, slots, etag, expires: Date.now() + opts.ttlMs });
      void req;
    });
  }

  const cache: PageCache = {
    stats,
    middleware(req: Request, res: Response, next: NextFunction) {
      if (req.method !== "GET" || req.headers.authorization || opts.ttlMs <= 0) return next();
      const key = req.originalUrl;
      const entry = pages.get(key);
      if (entry && entry.expires > Date.now()) return replay(entry, req, res);
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
      pending.set(key, new Promise<Entry | undefined>((r) => (resolve = r)));
      capture(req, res, (e) => {
        pending.delete(key);
        if (e) {
          stats.stored++;
          remember(pages, key, e);
        }
        resolve(e);
      });
      res.setHeader("X-Cache", "MISS");
      next();
    },
    track(res, info) {
      const guard = info.guard;
      return {
        ...info,
        guard: {
          ...guard,
          issueStamp(now?: number) {
            const stamp = guard.issueStamp(now);
            ((res.locals.issuedStamps as string[] | undefined) ??= []).push(stamp);
            return stamp;
          },
        },
      };
    },
    async api<T>(call: string, body: unknown, run: () => Promise<T>): Promise<T> {
      if (opts.ttlMs <= 0) return run();
      const key = `${call} ${canonicalJson(body)}`;
      const hit = apis.get(key);
      if (hit && hit.expires > Date.now()) {
        stats.hits++;
        return hit.value as T;
      }
      const inFlight = apiPending.get(key);
      if (inFlight) {
        stats.waits++;
        return inFlight as Promise<T>;
      }
      stats.misses++;
      const p = run().then(
        (value) => {
          apiPending.delete(key);
          // Answers shaped { status, json } are refusals (e.g. 404): not stored.
          if (!(value && typeof value === "object" && "status" in value && "json" in value)) remember(apis, key, { value, expires: Date.now() + opts.ttlMs });
          return value;
        },
        (error: unknown) => {
          apiPending.delete(key);
          throw error;
        },
      );
      apiPending.set(key, p);
      return p;
    },
    clear() {
      pages.clear();
      apis.clear();
    },
  };
  live.add(cache);
  return cache;
}

/** JSON with object keys sorted, so {a,b} and {b,a} share a cache entry. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
