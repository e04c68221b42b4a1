/**
 * Helmet settings: a strict Content-Security-Policy with a per-response nonce for the
 * inline hydration scripts; frames only for the video and map embeds we use.
 */
import type { HelmetOptions } from "helmet";
import type { ServerResponse } from "node:http";
import type { Env } from "../app/config/env.server.ts";

export function securityHeaders(env: Env): HelmetOptions {
  const dev = env.NODE_ENV === "development";
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${String((res as ServerResponse & { locals: Record<string, unknown> }).locals.cspNonce)}'`,
          ...(dev ? ["'unsafe-inline'"] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https://i.ytimg.com"],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(dev ? ["ws:"] : [])],
        frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://www.openstreetmap.org", "https://www.google.com"],
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
