/**
 * Express side of the lead forms' protection (the checks themselves are in
 * app/modules/leads/lead-guard.server.ts):
 * - `GET /forms/stamp` (never cached): a freshly signed form stamp for a form being shown,
 *   and the XSRF-TOKEN cookie (double-submit anti-forgery token, signed by us) when the
 *   visitor has none (or one we did not sign).
 *   Only this answer sets the cookie: pages carry nothing per visitor, so caches share them;
 * - lead submissions (form posts and API lead calls) from another site refused (403);
 * - a per-IP rate limit on lead submissions (API lead calls and form actions), shared
 *   through Redis when REDIS_URL is set so several instances count together;
 * - a size limit on form bodies;
 * - the country flags (flag-icons SVGs) served by the site itself at /flags/<iso>.svg.
 */
import path from "node:path";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { createClient } from "redis";
import type { Logger } from "pino";
import type { Env } from "../app/platform/env.server.ts";
import { createFormGuard, formSecret, readCookie, XSRF_COOKIE, type FormGuard, type LeadRequestInfo } from "../app/modules/leads/lead-guard.server.ts";

const LEAD_API_CALLS = ["AddEnquiryLeadProjects", "AddContactUsLead", "AddEnquiryLead", "InsertSubscriberDetail"];
/** The route actions the lead forms (and the visitor alerts' "Alert me" form) post to (app/routes.ts); `.data` is the JavaScript (single fetch) form. */
const LEAD_FORM_PATHS = ["/forms/lead", "/forms/subscribe", "/alerts"];
const FORM_BODY_LIMIT = 16 * 1024;
const STAMP_PATH = "/forms/stamp";

function isLeadApiPath(p: string): boolean {
  return LEAD_API_CALLS.some((c) => p === `/api/${c}`);
}
function isLeadFormPath(p: string): boolean {
  return LEAD_FORM_PATHS.some((f) => p === f || p === `${f}.data` || p === `${f}/`);
}
function isLeadPost(req: Request): boolean {
  return req.method === "POST" && (isLeadApiPath(req.path) || isLeadFormPath(req.path));
}

type LeadProtectionOptions = {
  env: Pick<Env, "SITE_URL" | "REDIS_URL" | "FORM_SECRET" | "DATABASE_URL" | "LEAD_MIN_FILL_MS" | "LEAD_RATE_LIMIT" | "LEAD_RATE_WINDOW_S">;
  logger: Logger;
};

export type LeadProtection = {
  /** The forms' signing key in use (it also signs the visitor alerts' links). */
  guard: FormGuard;
  install(app: Express): void;
  requestInfo(req: Request, res: Response): LeadRequestInfo;
  close(): Promise<void>;
};

export function leadProtection({ env, logger }: LeadProtectionOptions): LeadProtection {
  const guard = createFormGuard({ secret: formSecret(env), minFillMs: env.LEAD_MIN_FILL_MS });
  const siteOrigin = new URL(env.SITE_URL).origin;
  const { redis, store } = rateLimitStore(env, logger);
  const limiter = leadRateLimit(env, logger, store);
  return {
    guard,
    install(app) {
      app.use(
        "/flags",
        express.static(path.resolve("node_modules/flag-icons/flags/4x3"), { immutable: true, maxAge: "1y", fallthrough: false, index: false }),
      );
      app.get(STAMP_PATH, stampHandler(guard, env.SITE_URL.startsWith("https://")));
      app.use(leadPostGuard(siteOrigin, logger));
      app.use(limiter);
    },
    requestInfo(_req, res) {
      return { rateLimited: res.locals.leadRateLimited === true, siteOrigin, guard };
    },
    async close() {
      if (redis?.isOpen) await redis.close();
    },
  };
}

/** Redis as the rate limit's store when REDIS_URL is set (instances count together); memory otherwise. */
function rateLimitStore(env: LeadProtectionOptions["env"], logger: Logger) {
  if (!env.REDIS_URL) return { redis: undefined, store: undefined };
  const redis = createClient({ url: env.REDIS_URL });
  redis.on("error", (error: unknown) => logger.warn({ err: error }, "redis (rate limit store) error"));
  redis.connect().catch((error: unknown) => logger.error({ err: error }, "redis: could not connect; lead rate limits pass until it is back"));
  const store = new RedisStore({ prefix: "rl:lead:", sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<RedisReply> });
  return { redis, store };
}

function leadRateLimit(env: LeadProtectionOptions["env"], logger: Logger, store: Store | undefined) {
  return rateLimit({
    windowMs: env.LEAD_RATE_WINDOW_S * 1000,
    limit: env.LEAD_RATE_LIMIT,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store,
    // A broken Redis must not stop visitors from reaching the agency.
    passOnStoreError: true,
    // An X-Forwarded-For from a peer TRUST_PROXY does not name is ignored on purpose (docs/deploy.md).
    validate: { xForwardedForHeader: false },
    skip: (req) => !isLeadPost(req),
    handler: (req, res, next) => {
      logger.warn({ ip: req.ip, path: req.path }, "lead rate limit reached");
      if (isLeadFormPath(req.path)) {
        // The route action answers with a refusal the page can show (see checkFormPost).
        res.locals.leadRateLimited = true;
        next();
        return;
      }
      res.status(429).json({ error: "too_many_requests", message: "Too many submissions. Please try again later." });
    },
  });
}

/** GET /forms/stamp: a fresh stamp, and the XSRF cookie when the visitor has none we signed. */
function stampHandler(guard: FormGuard, secureCookie: boolean): RequestHandler {
  return (req, res) => {
    let xsrf = readCookie(req.headers.cookie, XSRF_COOKIE);
    if (!guard.isIssuedXsrf(xsrf)) {
      xsrf = guard.issueXsrf();
      // Readable by the page's script (it sends it back as `_xsrf` / X-XSRF-TOKEN); SameSite keeps it first-party.
      res.cookie(XSRF_COOKIE, xsrf, { path: "/", sameSite: "lax", secure: secureCookie, httpOnly: false });
    }
    res.set("Cache-Control", "no-store").json({ stamp: guard.issueStamp(), xsrf });
  };
}

/** Lead posts from another site refused (403), and form posts without a length or over the limit (411, 413). */
function leadPostGuard(siteOrigin: string, logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!isLeadPost(req)) return next();
    // A post from another site is refused here with 403, before React Router's own
    // origin check would answer it with a 400 (the action repeats the check: checkSubmission).
    const origin = req.get("origin");
    if (req.get("sec-fetch-site") === "cross-site" || (origin && origin !== siteOrigin && origin !== `${req.protocol}://${req.get("host")}`)) {
      logger.info({ ip: req.ip, path: req.path, origin }, "lead submission refused: cross-site");
      if (isLeadApiPath(req.path)) res.status(403).json({ error: "forbidden", message: "Cross-site requests are refused." });
      else res.status(403).type("text/plain").send("Request refused.");
      return;
    }
    // The API reads its own body with its own limit (server/api/router.ts).
    if (isLeadApiPath(req.path)) return next();
    const length = Number(req.headers["content-length"] ?? Number.NaN);
    if (!Number.isFinite(length) || length > FORM_BODY_LIMIT) {
      res.status(Number.isFinite(length) ? 413 : 411).type("text/plain").send("Request refused.");
      return;
    }
    next();
  };
}
