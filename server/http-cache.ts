/**
 * Cache-Control for what the site answers (hashed assets, media and flags set their own
 * year-long immutable headers; /healthz, /readyz and /forms/stamp `no-store`). Decided per
 * response, when its headers go out:
 *
 * - GET answers (HTML pages, `.data` client-navigation answers, robots.txt, sitemap.xml…):
 *   `public, max-age=0, s-maxage=60, stale-while-revalidate=300`. Every page is the same for
 *   every visitor (no nonce, anti-forgery token or form stamp in it: see
 *   server/security-headers.ts and app/services/lead-guard.server.ts), so a CDN or proxy may
 *   keep it a minute and refresh it in the background; browsers revalidate every time
 *   (max-age=0) with the ETag and get a 304 when nothing changed.
 * - 3xx/4xx/5xx and answers that set a cookie: `private, no-cache` (never in a shared cache).
 *   A 304 is the 200 it stands for, and keeps its header.
 * - POST (lead forms, the JSON API): `no-store`. Shared caches do not store POST answers; the
 *   read API calls are served from the in-process cache instead.
 * A route that sets its own Cache-Control keeps it.
 */
import type { NextFunction, Request, Response } from "express";

export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/** The Cache-Control of one response (exported for the unit test). */
export function cacheControlFor(r: { method: string; status: number; setsCookie: boolean }): string {
  if (r.method !== "GET" && r.method !== "HEAD") return "no-store";
  if ((r.status >= 300 && r.status !== 304) || r.setsCookie) return PRIVATE_CACHE_CONTROL;
  return SHARED_CACHE_CONTROL;
}

export function httpCache() {
  return function httpCacheHeaders(req: Request, res: Response, next: NextFunction) {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (!res.getHeader("cache-control")) {
        const status = typeof args[0] === "number" ? args[0] : res.statusCode;
        const setsCookie = res.getHeader("set-cookie") !== undefined;
        res.setHeader("Cache-Control", cacheControlFor({ method: req.method, status, setsCookie }));
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
