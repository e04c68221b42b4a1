/**
 * Cache-Control for what the site answers (hashed assets, media and flags set their own
 * year-long immutable headers; /healthz, /readyz and /forms/stamp `no-store`). Decided by the
 * code that writes the answer: React Router's answers by server/page-handler.ts (with their real
 * status), everything else starts from the safe default set by `httpCache()` (no-store for POST,
 * never-shared for GET) until the code answering sets its own:
 *
 * - GET answers (HTML pages, `.data` client-navigation answers, robots.txt, sitemap.xml…):
 *   `public, max-age=0, s-maxage=60, stale-while-revalidate=300`. Every page is the same for
 *   every visitor (no nonce, anti-forgery token or form stamp in it: see
 *   server/security-headers.ts and app/modules/leads/lead-guard.server.ts), so a CDN or proxy may
 *   keep it a minute and refresh it in the background; browsers revalidate every time
 *   (max-age=0) with the ETag and get a 304 when nothing changed.
 * - 3xx/4xx/5xx and answers that set a cookie: `private, no-cache` (never in a shared cache).
 *   A 304 is the 200 it stands for, and keeps its header.
 * - POST (lead forms, the JSON API): `no-store`. Shared caches do not store POST answers; the
 *   read API calls are served from the in-process cache instead.
 * - The back office (/admin): `no-store` for every answer, whatever the route says, and
 *   `X-Robots-Tag: noindex`: staff pages hold private data and per-session tokens.
 * A route that sets its own Cache-Control keeps it (outside the back office). Nothing patches `res.writeHead`.
 */
import type { NextFunction, Request, Response } from "express";
import { isBackOfficePath } from "../app/modules/staff/paths.ts";

export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/** The Cache-Control of one response (exported for the unit test). */
export function cacheControlFor(r: { method: string; status: number; setsCookie: boolean; backOffice?: boolean }): string {
  if (r.backOffice) return "no-store";
  if (r.method !== "GET" && r.method !== "HEAD") return "no-store";
  if ((r.status >= 300 && r.status !== 304) || r.setsCookie) return PRIVATE_CACHE_CONTROL;
  return SHARED_CACHE_CONTROL;
}

/** The default before anything answers: an answer nobody decided on (an error, a refusal) is never shared. */
export function httpCache() {
  return function httpCacheDefault(req: Request, res: Response, next: NextFunction) {
    if (isBackOfficePath(req.path)) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex");
    } else res.setHeader("Cache-Control", req.method === "GET" || req.method === "HEAD" ? PRIVATE_CACHE_CONTROL : "no-store");
    next();
  };
}
