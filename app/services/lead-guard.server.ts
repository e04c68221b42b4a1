/**
 * Anti-forgery and anti-spam checks for the lead forms (no CAPTCHA):
 * - the XSRF-TOKEN cookie set on page responses must come back as the X-XSRF-TOKEN header
 *   (JSON API, scripts) or as the hidden `_xsrf` field (forms, with or without JavaScript);
 * - a signed render time (`_stamp`): a form sent sooner than the minimum fill time, or with a
 *   forged or day-old stamp, is refused; its random part names the rendered form, so a
 *   double submit stores one lead;
 * - a honeypot field that people never see and robots fill;
 * - the per-IP rate limit decided by the Express middleware (server/lead-protection.ts).
 */
import crypto from "node:crypto";
import { createContext } from "react-router";
import { GUARD_FIELDS } from "../lib/lead-schemas.ts";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type StampCheck = { ok: true; nonce: string } | { ok: false; reason: "stamp-missing" | "stamp-forged" | "too-fast" | "stamp-expired" };

export type FormGuard = {
  minFillMs: number;
  issueStamp(now?: number): string;
  checkStamp(stamp: unknown, now?: number, minFillMs?: number): StampCheck;
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
  };
}

export function newXsrfToken(): string {
  return crypto.randomBytes(24).toString("base64url");
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
  const a = Buffer.from(cookieToken);
  const b = Buffer.from(sent);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** What the server tells the route actions and the root loader about this request. */
export type LeadRequestInfo = {
  /** The visitor's XSRF token (the cookie, or the one just set on this response). */
  xsrfToken: string;
  /** True when the per-IP lead limit is used up. */
  rateLimited: boolean;
  guard: FormGuard;
};
export const leadRequestContext = createContext<LeadRequestInfo>();

export type Refusal = { status: 400 | 403 | 429; reason: string };

/**
 * The checks a form post must pass before its fields are even validated. Returns the
 * rendered form's nonce (for the form token) or the refusal.
 */
export function checkFormPost(
  request: Request,
  form: FormData,
  info: LeadRequestInfo,
  opts: { minFillMs?: number } = {},
): { ok: true; nonce: string } | ({ ok: false } & Refusal) {
  if (info.rateLimited) return { ok: false, status: 429, reason: "rate-limited" };
  if (request.headers.get("sec-fetch-site") === "cross-site") return { ok: false, status: 403, reason: "cross-site" };
  const cookie = readCookie(request.headers.get("cookie"), XSRF_COOKIE);
  const sent = request.headers.get(XSRF_HEADER) ?? form.get(GUARD_FIELDS.xsrf);
  if (!xsrfMatches(cookie, sent)) return { ok: false, status: 403, reason: "xsrf" };
  const honeypot = form.get(GUARD_FIELDS.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { ok: false, status: 400, reason: "honeypot" };
  const stamp = info.guard.checkStamp(form.get(GUARD_FIELDS.stamp), Date.now(), opts.minFillMs);
  if (!stamp.ok) return { ok: false, status: 400, reason: stamp.reason };
  return { ok: true, nonce: stamp.nonce };
}
