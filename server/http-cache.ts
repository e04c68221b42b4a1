/**
 * Cache-Control for what the site answers (hashed assets, media and flags set their own
 * year-long immutable headers; /healthz and /readyz `no-store`). Decided per response, when
 * its headers go out:
 *
 * - HTML pages and `.data` answers: `private, no-cache`. Every page embeds the visitor's
 *   anti-forgery token and a single-use signed form stamp (root loader, lead forms), so a
 *   shared cache (CDN, proxy) must not hand one visitor's copy to another: the token would
 *   not match the other visitor's cookie and two visitors' leads would share one stamp
 *   (deduplicated into one). The in-process page cache (server/page-cache.ts) still serves
 *   them from memory, filling those values per response. docs/deploy.md explains how to make
 *   HTML shareable at the edge.
 * - Other GET answers with no per-visitor content (robots.txt, sitemap.xml): shareable,
 *   `public, max-age=0, s-maxage=60, stale-while-revalidate=300`, and the XSRF cookie (useful
 *   only to pages) is not set on them, so a CDN may store them.
 * - 4xx/5xx and answers that set a cookie: `private, no-cache` (never in a shared cache).
 * - POST (lead forms, the JSON API): `no-store`. Shared caches do not store POST answers; the
 *   read API calls are served from the in-process cache instead.
 * A route that sets its own Cache-Control keeps it.
 */
import type { NextFunction, Request, Response } from "express";

export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/** The Cache-Control of one response (exported for the unit test). */
export function cacheControlFor(r: { method: string; path: string; status: number; contentType: string; setsCookie: boolean }): string {
  if (r.method !== "GET" && r.method !== "HEAD") return "no-store";
  if (r.status >= 300 || r.setsCookie) return PRIVATE_CACHE_CONTROL;
  if (/^text\/html/i.test(r.contentType) || r.path.endsWith(".data")) return PRIVATE_CACHE_CONTROL;
  return SHARED_CACHE_CONTROL;
}

const isDocument = (contentType: string, path: string) => /^text\/html/i.test(contentType) || path.endsWith(".data") || path.startsWith("/api/");

export function httpCache() {
  return function httpCacheHeaders(req: Request, res: Response, next: NextFunction) {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const status = typeof args[0] === "number" ? args[0] : res.statusCode;
      const contentType = String(res.getHeader("content-type") ?? "");
      // The anti-forgery cookie is for pages; a shareable file must not carry it.
      if (status === 200 && (req.method === "GET" || req.method === "HEAD") && contentType && !isDocument(contentType, req.path)) {
        const cookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
        const others = cookies.filter((c) => !c.startsWith("XSRF-TOKEN="));
        if (others.length !== cookies.length) {
          if (others.length) res.setHeader("Set-Cookie", others);
          else res.removeHeader("Set-Cookie");
        }
      }
      if (!res.getHeader("cache-control")) {
        const setsCookie = res.getHeader("set-cookie") !== undefined;
        res.setHeader("Cache-Control", cacheControlFor({ method: req.method, path: req.path, status, contentType, setsCookie }));
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
