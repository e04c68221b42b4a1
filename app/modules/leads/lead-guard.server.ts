/**
 * Anti-forgery and anti-spam checks for the lead forms (no CAPTCHA). Pages are the same for
 * every visitor (shared by caches), so nothing per-visitor is in their HTML; a form post
 * takes one of two paths:
 * - With JavaScript (the form carries a `_stamp`): the form fetched a signed stamp from
 *   `GET /forms/stamp` when it was shown (that answer also sets the XSRF-TOKEN cookie) and
 *   sends the cookie's value back as `_xsrf` (or the X-XSRF-TOKEN header): double-submit
 *   anti-forgery. The stamp's time gives the minimum fill time; its random part names the
 *   shown form, so a double submit stores one lead.
 * - Without JavaScript (no stamp): the browser's own headers must say the post comes from
 *   our pages (`Sec-Fetch-Site: same-origin`, or, from a browser too old to send it, an
 *   `Origin` equal to the site's). Such a post cannot prove a fill time; it is de-duplicated
 *   by its content and address instead (app/modules/leads/lead-actions.server.ts).
 * Both paths: a cross-site post is refused (403), a honeypot field that people never see and
 * robots fill, and the per-IP rate limit decided by the Express middleware
 * (server/lead-protection.ts). The JSON API's lead calls take the first path only (a stamp is
 * required): checkSubmission is the one set of checks for both.
 *
 * The anti-forgery token is signed by the server (random part + HMAC): a pair of cookie and
 * header a client made up itself does not pass; only a token from GET /forms/stamp does.
 */
import crypto from "node:crypto";
import { createContext } from "react-router";
import { GUARD_FIELDS } from "./lead-forms.ts";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type StampCheck = { ok: true; nonce: string } | { ok: false; reason: "stamp-missing" | "stamp-forged" | "too-fast" | "stamp-expired" };

export type FormGuard = {
  minFillMs: number;
  issueStamp(now?: number): string;
  checkStamp(stamp: unknown, now?: number, minFillMs?: number): StampCheck;
  /** A new anti-forgery token (the XSRF-TOKEN cookie's value). */
  issueXsrf(): string;
  /** Whether a token was issued by issueXsrf (with this secret). */
  isIssuedXsrf(token: unknown): boolean;
  /**
   * The signature of a link sent by e-mail (the visitor alerts' confirm, unsubscribe and manage
   * links, app/modules/alerts/alert-links.server.ts): the same key, a separate domain ("link:").
   */
  signLink(payload: string): string;
};

/** The key that signs stamps: FORM_SECRET, else one derived from the database URL (shared by every instance). */
export function formSecret(env: { FORM_SECRET?: string; DATABASE_URL?: string }): string {
  return env.FORM_SECRET ?? crypto.createHash("sha256").update(`lead-form-stamp:${env.DATABASE_URL ?? "sqlite:data/site.sqlite"}`).digest("base64url");
}

export function createFormGuard(opts: { secret: string; minFillMs: number }): FormGuard {
  const sign = (payload: string) => crypto.createHmac("sha256", opts.secret).update(payload).digest("base64url").slice(0, 22);
  return {
    minFillMs: opts.minFillMs,
    issueStamp(now = Date.now()) {
      const payload = `${now.toString(36)}.${crypto.randomBytes(9).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    checkStamp(stamp, now = Date.now(), minFillMs = opts.minFillMs) {
      if (typeof stamp !== "string" || !stamp) return { ok: false, reason: "stamp-missing" };
      const parts = stamp.split(".");
      if (parts.length !== 3) return { ok: false, reason: "stamp-forged" };
      const [time, nonce, signature] = parts as [string, string, string];
      const expected = Buffer.from(sign(`${time}.${nonce}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: "stamp-forged" };
      const issued = Number.parseInt(time, 36);
      if (!Number.isFinite(issued) || now - issued > STAMP_MAX_AGE_MS) return { ok: false, reason: "stamp-expired" };
      if (now - issued < minFillMs) return { ok: false, reason: "too-fast" };
      return { ok: true, nonce };
    },
    issueXsrf() {
      const random = crypto.randomBytes(18).toString("base64url");
      return `${random}${sign(`xsrf:${random}`)}`;
    },
    isIssuedXsrf(token) {
      if (typeof token !== "string" || token.length !== XSRF_TOKEN_LENGTH) return false;
      return safeEqual(token.slice(24), sign(`xsrf:${token.slice(0, 24)}`));
    },
    signLink(payload) {
      return crypto.createHmac("sha256", opts.secret).update(`link:${payload}`).digest("base64url");
    },
  };
}

/** 24 characters of randomness and 22 of signature (base64url): fits a cookie unescaped. */
const XSRF_TOKEN_LENGTH = 46;

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Double-submit check: the token sent back equals the cookie (constant time). */
export function xsrfMatches(cookieToken: string | undefined, sent: unknown): boolean {
  if (!cookieToken || typeof sent !== "string" || !sent) return false;
  return safeEqual(cookieToken, sent);
}

/** What the server tells the route actions about this request. */
export type LeadRequestInfo = {
  /** True when the per-IP lead limit is used up. */
  rateLimited: boolean;
  /** The site's public origin (SITE_URL), for the no-JavaScript same-origin check. */
  siteOrigin: string;
  guard: FormGuard;
};
export const leadRequestContext = createContext<LeadRequestInfo>();

type Refusal = { status: 400 | 403 | 429; reason: string };

/** What a lead submission (form post or API call) says about itself, read from its headers and fields. */
type Submission = {
  /** The request's Sec-Fetch-Site, Origin and own origin (scheme and Host). */
  secFetchSite: string | null;
  origin: string | null;
  requestOrigin: string;
  /** The Cookie header, and the anti-forgery token sent back (header or field). */
  cookie: string | null | undefined;
  sentToken: unknown;
  stamp: unknown;
  honeypot: unknown;
};

/**
 * Whether the browser says a post without a stamp comes from one of our pages. Browsers send
 * Sec-Fetch-Site with every post; only `same-origin` passes (`same-site` would trust every
 * sibling subdomain). Without it, the Origin must be the site's or the request's own.
 */
export function isSameOriginPost(s: Pick<Submission, "secFetchSite" | "origin" | "requestOrigin">, siteOrigin: string): boolean {
  if (s.secFetchSite) return s.secFetchSite === "same-origin";
  return !!s.origin && (s.origin === siteOrigin || s.origin === s.requestOrigin);
}

/** How the action keeps a double submit to one lead: by the stamp, or (no JavaScript) by content. */
export type FormPostCheck = { ok: true; dedupe: { by: "stamp"; nonce: string } | { by: "content" } };

/**
 * The checks a lead submission must pass before its fields are even validated. `withoutScript`:
 * a form post may come without a stamp (no JavaScript) when the browser says it is same-origin;
 * an API call may not.
 */
export function checkSubmission(
  s: Submission,
  info: LeadRequestInfo,
  opts: { minFillMs?: number; withoutScript: boolean },
): FormPostCheck | ({ ok: false } & Refusal) {
  if (info.rateLimited) return { ok: false, status: 429, reason: "rate-limited" };
  if (s.secFetchSite === "cross-site") return { ok: false, status: 403, reason: "cross-site" };
  const withScript = typeof s.stamp === "string" && s.stamp !== "";
  if (withScript || !opts.withoutScript) {
    const cookie = readCookie(s.cookie, XSRF_COOKIE);
    if (!info.guard.isIssuedXsrf(cookie) || !xsrfMatches(cookie, s.sentToken)) return { ok: false, status: 403, reason: "xsrf" };
  } else if (!isSameOriginPost(s, info.siteOrigin)) {
    return { ok: false, status: 403, reason: "not-same-origin" };
  }
  if (typeof s.honeypot === "string" ? s.honeypot.trim() !== "" : s.honeypot !== undefined && s.honeypot !== null) {
    return { ok: false, status: 400, reason: "honeypot" };
  }
  if (!withScript && opts.withoutScript) return { ok: true, dedupe: { by: "content" } };
  const stamp = info.guard.checkStamp(s.stamp, Date.now(), opts.minFillMs);
  if (!stamp.ok) return { ok: false, status: 400, reason: stamp.reason };
  return { ok: true, dedupe: { by: "stamp", nonce: stamp.nonce } };
}

/** checkSubmission for a form post (app/modules/leads/lead-actions.server.ts). */
export function checkFormPost(
  request: Request,
  form: FormData,
  info: LeadRequestInfo,
  opts: { minFillMs?: number } = {},
): FormPostCheck | ({ ok: false } & Refusal) {
  const submission: Submission = {
    secFetchSite: request.headers.get("sec-fetch-site"),
    origin: request.headers.get("origin"),
    requestOrigin: new URL(request.url).origin,
    cookie: request.headers.get("cookie"),
    sentToken: request.headers.get(XSRF_HEADER) ?? form.get(GUARD_FIELDS.xsrf),
    stamp: form.get(GUARD_FIELDS.stamp),
    honeypot: form.get(GUARD_FIELDS.honeypot),
  };
  return checkSubmission(submission, info, { ...opts, withoutScript: true });
}
