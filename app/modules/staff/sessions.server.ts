/**
 * Staff sessions, kept in the database (table staff_sessions); the cookie holds only a random
 * session id. A small module of our own rather than React Router's `createSessionStorage`: we need
 * columns to query by (all sessions of an account, for "sign out everywhere" and deactivation;
 * the idle and absolute expiry), a two-stage session (password right, code still to come) and the
 * anti-forgery token beside the id, none of which a JSON blob behind `createSessionStorage` offers
 * without reading every row; and the cookie needs no signing secret, since its value is 256 random
 * bits whose hash is the key.
 *
 * - Idle expiry 30 minutes, absolute 12 hours; the second-factor stage lives 5 minutes.
 * - A new id at every sign-in (and the old session deleted), so a session fixed before sign-in
 *   is worthless after it.
 * - Cookie: HttpOnly, SameSite=Lax, Secure when the site is https, Path=/ (not /admin: a
 *   client navigation to /admin asks for `/admin.data`, which a cookie of path /admin does not
 *   cover; public pages never read it, and the page cache keys by URL alone).
 */
import type { RouterContextProvider } from "react-router";
import { siteContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.server.ts";
import type { StaffSessionStage } from "../../platform/db/schema.ts";
import { randomToken, tokenHash } from "./tokens.server.ts";

export const SESSION_COOKIE = "staff_session";
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;
const SECOND_FACTOR_MS = 5 * 60_000;
/** last_seen_at is written at most this often (one write a minute, not one per request). */
const TOUCH_MS = 60_000;

type SessionRow = {
  id: string;
  staffId: number;
  stage: StaffSessionStage;
  csrf: string;
  lastSeenAt: string;
  expiresAt: string;
};

/** The value of one cookie of a request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** What a cookie is set for: the request, and the site's public origin (SITE_URL). */
type CookieArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Secure whenever the public origin is https (SITE_URL), even when the request reached this
 * server as plain HTTP from a proxy not named in TRUST_PROXY, or over https itself.
 */
export function cookieHeader(args: CookieArgs, name: string, value: string, maxAgeS: number | null): string {
  const https = new URL(args.request.url).protocol === "https:" || args.context.get(siteContext).siteUrl.startsWith("https:");
  const secure = https ? "; Secure" : "";
  const age = maxAgeS === null ? "" : `; Max-Age=${maxAgeS}`;
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax${secure}${age}`;
}

export function sessionCookie(args: CookieArgs, token: string): string {
  // The browser may keep it as long as the server would accept it; the server decides.
  return cookieHeader(args, SESSION_COOKIE, token, ABSOLUTE_MS / 1000);
}

export function clearSessionCookie(args: CookieArgs): string {
  return cookieHeader(args, SESSION_COOKIE, "", 0);
}

type NewSession = { staffId: number; stage: StaffSessionStage; ip?: string | null; userAgent?: string | null; replaces?: string | null };

/** Creates a session and returns the cookie's value (the only place the raw id exists). */
export async function createSession(db: Db, s: NewSession, now = new Date()): Promise<{ token: string; csrf: string }> {
  const token = randomToken();
  const csrf = randomToken();
  const life = s.stage === "signed-in" ? ABSOLUTE_MS : SECOND_FACTOR_MS;
  await db.transaction().execute(async (trx) => {
    // Rotation: the session the browser had before (a second-factor stage, an old sign-in) ends here.
    if (s.replaces) await trx.deleteFrom("staff_sessions").where("id", "=", tokenHash(s.replaces)).execute();
    await trx
      .insertInto("staff_sessions")
      .values({
        id: tokenHash(token),
        staff_id: s.staffId,
        stage: s.stage,
        csrf_token: csrf,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + life).toISOString(),
        ip: s.ip?.slice(0, 64) ?? null,
        user_agent: s.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
  });
  return { token, csrf };
}

/**
 * The live session of a cookie value, or null (unknown, idle too long, past its end: deleted then).
 * Refreshes last_seen_at (at most once a minute).
 */
export async function readSession(db: Db, token: string | null, now = new Date()): Promise<SessionRow | null> {
  if (!token || token.length > 100) return null;
  const id = tokenHash(token);
  const row = await db.selectFrom("staff_sessions").select(["id", "staff_id", "stage", "csrf_token", "last_seen_at", "expires_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const t = now.getTime();
  if (Date.parse(row.expires_at) <= t || Date.parse(row.last_seen_at) + IDLE_MS <= t) {
    await db.deleteFrom("staff_sessions").where("id", "=", id).execute();
    return null;
  }
  if (t - Date.parse(row.last_seen_at) >= TOUCH_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  return { id, staffId: Number(row.staff_id), stage: row.stage, csrf: row.csrf_token, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
}

export async function deleteSession(db: Db, token: string | null): Promise<void> {
  if (token) await db.deleteFrom("staff_sessions").where("id", "=", tokenHash(token)).execute();
}

/** "Sign out everywhere", a deactivated account, a new password: every session of the account ends. */
export async function deleteAllSessions(db: Db, staffId: number): Promise<number> {
  const result = await db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Housekeeping: an account's rows past their end, removed when it signs in (expired rows are
 * refused anyway; this only keeps the table from growing with sessions nobody closed).
 */
export async function deleteExpiredSessions(db: Db, staffId: number, now = new Date()): Promise<void> {
  await db
    .deleteFrom("staff_sessions")
    .where("staff_id", "=", staffId)
    .where((eb) => eb.or([eb("expires_at", "<=", now.toISOString()), eb("last_seen_at", "<=", new Date(now.getTime() - IDLE_MS).toISOString())]))
    .execute();
}
