/**
 * The one gate of the back office (issue 19). Every admin loader and action starts with
 * `requireStaff(args, { roles })`:
 * - signed out (or idle too long): a redirect to the sign-in page, back here afterwards;
 * - an admin without the second factor: sent to enrol before anything else;
 * - a role not in `roles`: 403;
 * - any request that may change something (not GET/HEAD): the form's `_csrf` field must be the
 *   session's anti-forgery token (`<CsrfField />` writes it), or 403 before the action runs.
 * It returns the `Actor` the services take, with the e-mail, the session id and the token.
 *
 * The pages before sign-in (sign-in, forgot, reset) have no session yet: `formToken` gives them a
 * token tied to a cookie of their own (`staff_form`), and `checkFormToken` checks it the same way.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { dbContext, requestInfoContext } from "../context.ts";
import type { Db } from "../db/client.server.ts";
import type { StaffRole } from "../db/schema.ts";
import type { Actor } from "../services/staff-scope.ts";
import { ENROL_PATH, SIGN_OUT_PATH, signInUrl } from "./paths.ts";
import { cookieHeader, readCookie, readSession, SESSION_COOKIE } from "./sessions.server.ts";
import { sentFormToken } from "./form-token.server.ts";
import { randomToken, sameSecret } from "./tokens.server.ts";

export type StaffArgs = { request: Request; context: Readonly<RouterContextProvider> };

export type StaffUser = Actor & { email: string; totpEnabled: boolean; sessionId: string; csrf: string };

export const CSRF_FIELD = "_csrf";
const FORM_COOKIE = "staff_form";

const changes = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/** Refuses a state-changing request whose form does not carry `expected` (403, nothing done). */
async function checkToken(request: Request, expected: string | null | undefined): Promise<void> {
  const sent = await sentFormToken(request, CSRF_FIELD);
  if (!sameSecret(sent, expected)) throw data({ message: "This form has expired or did not come from this site. Reload the page and try again." }, { status: 403 });
}

export function dbOf(args: StaffArgs): Db {
  return args.context.get(dbContext);
}

export function clientOf(args: StaffArgs) {
  return { ip: args.context.get(requestInfoContext).ip, userAgent: args.request.headers.get("user-agent"), previous: readCookie(args.request, SESSION_COOKIE) };
}

/** The signed-in member of staff, or null (no redirect: for the sign-in page itself). */
export async function currentStaff(args: StaffArgs): Promise<StaffUser | null> {
  const db = dbOf(args);
  const token = readCookie(args.request, SESSION_COOKIE);
  const session = await readSession(db, token);
  if (!session || session.stage !== "signed-in") return null;
  const s = await db.selectFrom("staff").select(["id", "email", "name", "role", "agent_id", "totp_enabled", "is_active"]).where("id", "=", session.staffId).executeTakeFirst();
  if (!s || Number(s.is_active) !== 1) return null;
  return {
    staffId: Number(s.id),
    name: s.name,
    role: s.role,
    agentId: s.agent_id === null ? null : Number(s.agent_id),
    email: s.email,
    totpEnabled: Number(s.totp_enabled) === 1,
    sessionId: session.id,
    csrf: session.csrf,
  };
}

export async function requireStaff(args: StaffArgs, opts: { roles?: readonly StaffRole[] } = {}): Promise<StaffUser> {
  const url = new URL(args.request.url);
  const staff = await currentStaff(args);
  if (!staff) {
    // Back to the page asked for (a client navigation's `.data` request names it without its suffix and router parameter).
    const params = new URLSearchParams(url.search);
    params.delete("_routes");
    const search = params.toString();
    const back = url.pathname.replace(/\.data$/, "") + (search ? `?${search}` : "");
    throw redirect(signInUrl(changes(args.request) ? undefined : back));
  }
  if (changes(args.request)) await checkToken(args.request, staff.csrf);
  // Enrolling and signing out are the two things an admin without a second factor may do.
  const path = url.pathname.replace(/\.data$/, "");
  if (staff.role === "admin" && !staff.totpEnabled && path !== ENROL_PATH && path !== SIGN_OUT_PATH) throw redirect(ENROL_PATH);
  if (opts.roles && !opts.roles.includes(staff.role)) throw data({ message: "Your account cannot open this page." }, { status: 403 });
  return staff;
}

/** A page before sign-in: its form token, and the cookie to set when the browser has none yet. */
export function formToken(args: StaffArgs): { csrf: string; headers: HeadersInit } {
  const existing = readCookie(args.request, FORM_COOKIE);
  if (existing && /^[\w-]{43}$/.test(existing)) return { csrf: existing, headers: {} };
  const csrf = randomToken();
  return { csrf, headers: { "Set-Cookie": cookieHeader(args.request, FORM_COOKIE, csrf, 2 * 60 * 60) } };
}

/** The action of a page before sign-in: its form must carry the token of the `staff_form` cookie. */
export async function checkFormToken(args: StaffArgs, expected?: string | null): Promise<void> {
  await checkToken(args.request, expected === undefined ? readCookie(args.request, FORM_COOKIE) : expected);
}
