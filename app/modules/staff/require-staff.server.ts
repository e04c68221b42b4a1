/**
 * The one gate of the back office. Every admin loader and action starts with
 * `requireStaff(args, { section })`, the section's roles read from the one table of
 * permissions.ts:
 * - signed out (or idle too long): a redirect to the sign-in page, back here afterwards;
 * - an admin without the second factor: sent to enrol before anything else;
 * - a role the section does not admit: 403;
 * - any request that may change something (not GET/HEAD): the form's `_csrf` field must be the
 *   session's anti-forgery token (`<CsrfField />` writes it), or 403 before the action runs.
 * It returns the `Actor` the services take, with the e-mail, the session id and the token.
 *
 * The pages before sign-in (sign-in, forgot, reset) have no session yet: `formToken` gives them a
 * token tied to a cookie of their own (`staff_form`), which carries the token with the server's
 * signature (a cookie planted by another site or a sibling subdomain, with a token of its own
 * choosing, is refused), and `checkFormToken` checks it the same way.
 * Every state-changing request must also come from this site: an `Origin` (or `Sec-Fetch-Site`)
 * of another site is refused before its token is read, whatever the route (React Router checks
 * its page routes' actions itself; the resource routes' actions, such as the upload routes, only
 * here).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import crypto from "node:crypto";
import { dbContext, requestInfoContext, siteContext } from "../../platform/context.ts";
import { getEnv } from "../../platform/env.server.ts";
import type { Db } from "../../platform/db/client.server.ts";
import type { Actor } from "./scope.ts";
import { may, type SectionName } from "./permissions.ts";
import { ENROL_PATH, SIGN_OUT_PATH, signInUrl } from "./paths.ts";
import { cookieHeader, readCookie, readSession, SESSION_COOKIE } from "./sessions.server.ts";
import { sentFormToken } from "./form-token.server.ts";
import { randomToken, sameSecret } from "./tokens.server.ts";

type StaffArgs = { request: Request; context: Readonly<RouterContextProvider> };

type StaffUser = Actor & { email: string; totpEnabled: boolean; sessionId: string; csrf: string };

const CSRF_FIELD = "_csrf";
const FORM_COOKIE = "staff_form";

const changes = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

const FOREIGN = "This form did not come from this site. Open the back office at its own address and try again.";

/** A request another site's page sent: its Origin is not this site's (the request's own or SITE_URL's), or the browser says it is cross-site. */
function fromElsewhere(args: StaffArgs): boolean {
  const headers = args.request.headers;
  if (headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = headers.get("origin");
  if (!origin) return false;
  return origin !== new URL(args.request.url).origin && origin !== new URL(args.context.get(siteContext).siteUrl).origin;
}

/** Refuses a state-changing request from another site (400) or whose form does not carry `expected` (403); nothing done. */
async function checkToken(args: StaffArgs, expected: string | null | undefined): Promise<void> {
  if (fromElsewhere(args)) throw data({ message: FOREIGN }, { status: 400 });
  const sent = await sentFormToken(args.request, CSRF_FIELD);
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

/** The signed-in member of staff, who may open `section` (none: any signed-in person, such as their own account). */
export async function requireStaff(args: StaffArgs, opts: { section?: SectionName } = {}): Promise<StaffUser> {
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
  if (changes(args.request)) await checkToken(args, staff.csrf);
  // Enrolling and signing out are the two things an admin without a second factor may do.
  const path = url.pathname.replace(/\.data$/, "");
  if (staff.role === "admin" && !staff.totpEnabled && path !== ENROL_PATH && path !== SIGN_OUT_PATH) throw redirect(ENROL_PATH);
  if (opts.section && !may(staff.role, opts.section)) throw data({ message: "Your account cannot open this page." }, { status: 403 });
  return staff;
}

const formSignature = (token: string) => crypto.createHmac("sha256", `staff-form:${formKey()}`).update(token).digest("base64url");
const formKey = () => getEnv().FORM_SECRET ?? getEnv().DATABASE_URL ?? "sqlite:data/site.sqlite";

/** The token of a `staff_form` cookie this server signed, or null (absent, malformed, or not signed here). */
function signedFormToken(args: StaffArgs): string | null {
  const value = readCookie(args.request, FORM_COOKIE);
  const match = value ? /^([\w-]{43})\.([\w-]{43})$/.exec(value) : null;
  return match && sameSecret(match[2], formSignature(match[1]!)) ? match[1]! : null;
}

/** A page before sign-in: its form token, and the cookie to set when the browser has none yet (or one not signed here). */
export function formToken(args: StaffArgs): { csrf: string; headers: HeadersInit } {
  const existing = signedFormToken(args);
  if (existing) return { csrf: existing, headers: {} };
  const csrf = randomToken();
  return { csrf, headers: { "Set-Cookie": cookieHeader(args, FORM_COOKIE, `${csrf}.${formSignature(csrf)}`, 2 * 60 * 60) } };
}

/** The action of a page before sign-in: its form must carry the token of the signed `staff_form` cookie (or `expected`). */
export async function checkFormToken(args: StaffArgs, expected?: string | null): Promise<void> {
  await checkToken(args, expected === undefined ? signedFormToken(args) : expected);
}
