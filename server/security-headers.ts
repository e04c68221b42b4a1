/**
 * Helmet settings: a strict Content-Security-Policy (no inline styles or scripts but those
 * allowed by hash); frames only for the video and map embeds we use; HSTS when SITE_URL is https. Inline scripts (React Router's hydration data, scroll restoration) are
 * allowed by their SHA-256 hashes, not by a nonce: a nonce differs per response, a hash is
 * the same for every visitor, so the page and its CSP header can be shared by caches.
 * The document render computes the hashes (app/entry.server.tsx); `cspScriptHashes()`
 * adds them to the header.
 */
import type { HelmetOptions } from "helmet";
import type { NextFunction, Request, Response } from "express";
import type { Env } from "../app/platform/env.server.ts";
import type { RequestInfo } from "../app/platform/context.ts";

/** Sites whose maps are embedded; the page also checks they can be reached before showing one (map-embed.tsx). */
const MAP_ORIGINS = ["https://www.openstreetmap.org", "https://www.google.com"];

/** The map search's tile provider (MAP_TILES_URL), whose tiles the map view fetches and draws. */
function tileOrigin(template: string): string {
  return new URL(template.replace(/\{[a-z]+\}/gi, "0")).origin;
}

export function securityHeaders(env: Env): HelmetOptions {
  const dev = env.NODE_ENV === "development";
  const tiles = tileOrigin(env.MAP_TILES_URL);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Development: Vite injects inline scripts of its own (a hash would disable 'unsafe-inline').
        scriptSrc: ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
        // No inline styles: components use classes (a style attribute in server markup would be
        // blocked); development keeps 'unsafe-inline' for the styles Vite injects.
        styleSrc: ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
        imgSrc: ["'self'", "data:", "blob:", "https://i.ytimg.com", tiles],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...MAP_ORIGINS, tiles, ...(dev ? ["ws:"] : [])],
        // The map view's library runs its tile decoding in a worker it starts from a blob.
        workerSrc: ["'self'", "blob:"],
        // Vimeo's player: a blog body may embed a Vimeo video (app/platform/video-embed.ts).
        frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com", ...MAP_ORIGINS],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // With `no-referrer` browsers send `Origin: null` on form posts, which React Router's
    // action CSRF check refuses: forms without JavaScript would never submit.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: env.SITE_URL.startsWith("https://") ? undefined : false,
  };
}

/**
 * Gives the render an object to fill with the page's inline-script hashes (RequestInfo.csp,
 * handed to it through the load context); `addScriptHashes` puts them into `script-src` when the
 * page is written (server/page-handler.ts). In development Vite's scripts change: no hashes.
 */
export function cspScriptHashes(opts: { dev: boolean }) {
  return function scriptHashesHolder(_req: Request, res: Response, next: NextFunction) {
    const csp: RequestInfo["csp"] = { scriptHashes: [] };
    res.locals.csp = csp;
    res.locals.cspHashes = !opts.dev;
    next();
  };
}

/** Adds the rendered page's inline-script hashes to the response's `script-src` (before its headers are written). */
export function addScriptHashes(res: Response): void {
  const csp = res.locals.csp as RequestInfo["csp"] | undefined;
  if (!res.locals.cspHashes || !csp?.scriptHashes.length) return;
  const policy = res.getHeader("content-security-policy");
  if (typeof policy === "string")
    res.setHeader("Content-Security-Policy", policy.replace(/(^|;)script-src 'self'/, `$1script-src 'self' ${csp.scriptHashes.join(" ")}`));
}
