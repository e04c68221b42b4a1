/**
 * Signing in: e-mail and password, then — when the account has it on — a code from
 * the authenticator app. One message for a wrong e-mail and a wrong password (and the same time
 * spent: an unknown address still costs an argon2 check), so the form tells nobody which
 * addresses have accounts. Failures slow down the account and the address (attempts.server.ts);
 * a refusal for a hold says how long it lasts (the routes answer 429 with Retry-After), and an
 * account held again and again is reported to its owner and the admins (hold-notice.server.ts).
 * Each step ends the browser's previous session and starts one with a new id.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { recordAudit } from "./audit.server.ts";
import { accountKey, blockedFor, clearFailures, codeKey, ipKey, recordFailure, waitText } from "./attempts.server.ts";
import { queueHoldNotice } from "./hold-notice.server.ts";
import { verifyPassword } from "./password.server.ts";
import { createSession, deleteExpiredSessions, deleteSession, readSession } from "./sessions.server.ts";
import { actorOf } from "./staff.server.ts";
import { acceptCode } from "./totp.server.ts";

export const WRONG_CREDENTIALS = "The e-mail address or password is not right.";
export const WRONG_CODE = "That code is not right. Enter the newest code from your authenticator app.";
const tooMany = (ms: number) => `Too many attempts. Try again in ${waitText(ms)}, or use “Forgot your password?” to get a sign-in link by e-mail.`;

type Client = { ip: string; userAgent: string | null; /** The session cookie the browser sent, if any (ended by a sign-in). */ previous: string | null };

/** A refusal; `retryAfterS` when it is a hold (the answer is then 429 with that Retry-After). */
type Refusal = { kind: "refused"; message: string; retryAfterS?: number; restart?: boolean };

/** A refusal's status: 429 with Retry-After for a hold, 400 for a wrong password or code. */
export const refusalInit = (r: Refusal): ResponseInit => (r.retryAfterS ? { status: 429, headers: { "Retry-After": String(r.retryAfterS) } } : { status: 400 });

const held = (ms: number): Refusal => ({ kind: "refused", message: tooMany(ms), retryAfterS: Math.ceil(ms / 1000) });

type SignInResult = Refusal | { kind: "second-factor"; token: string } | { kind: "signed-in"; token: string; staffId: number };

export async function signIn(db: Db, input: { email: string; password: string }, client: Client, now = new Date()): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const keys = [accountKey(email), ipKey(client.ip)];
  const wait = await blockedFor(db, keys, now);
  if (wait > 0) return held(wait);
  const staff = await db.selectFrom("staff").selectAll().where("email", "=", email).executeTakeFirst();
  const ok = await verifyPassword(staff?.password_hash ?? null, input.password);
  if (!staff || !ok || Number(staff.is_active) !== 1) {
    const [failures] = await recordFailure(db, keys, now);
    if (staff) await queueHoldNotice(db, { staffId: Number(staff.id), what: "password", failures: failures!, rule: keys[0]!.rule, ip: client.ip }, now);
    return { kind: "refused", message: WRONG_CREDENTIALS };
  }
  await clearFailures(db, keys[0]!);
  await deleteExpiredSessions(db, Number(staff.id), now);
  const base = { staffId: Number(staff.id), ip: client.ip, userAgent: client.userAgent, replaces: client.previous };
  if (Number(staff.totp_enabled) === 1) {
    const { token } = await createSession(db, { ...base, stage: "second-factor" }, now);
    return { kind: "second-factor", token };
  }
  const { token } = await createSession(db, { ...base, stage: "signed-in" }, now);
  await recordAudit(db, actorOf(staff), { action: "sign-in", entity: "staff", entityId: Number(staff.id), after: { ip: client.ip, secondFactor: false } }, now);
  return { kind: "signed-in", token, staffId: Number(staff.id) };
}

/** The pending sign-in of this browser (password right, code to come), or null. */
export async function pendingSignIn(db: Db, token: string | null, now = new Date()) {
  const session = await readSession(db, token, now);
  return session?.stage === "second-factor" ? session : null;
}

type CodeResult = Refusal | { kind: "signed-in"; token: string; staffId: number };

/**
 * The code step. Its failures count on the account's code key, whatever the session or address
 * (a guesser who knows the password cannot start afresh by signing in again), and on the address.
 */
export async function completeSignIn(db: Db, code: string, client: Client, now = new Date()): Promise<CodeResult> {
  const pending = await pendingSignIn(db, client.previous, now);
  if (!pending) return { kind: "refused", message: "Your sign-in took too long. Please sign in again.", restart: true };
  const staff = await db.selectFrom("staff").selectAll().where("id", "=", pending.staffId).executeTakeFirst();
  if (!staff || Number(staff.is_active) !== 1 || !staff.totp_secret) {
    await deleteSession(db, client.previous);
    return { kind: "refused", message: "Please sign in again.", restart: true };
  }
  const keys = [codeKey(staff.email), ipKey(client.ip)];
  const wait = await blockedFor(db, keys, now);
  if (wait > 0) return held(wait);
  if (!(await acceptCode(db, pending.staffId, staff.totp_secret, code, { now }))) {
    const [failures] = await recordFailure(db, keys, now);
    await queueHoldNotice(db, { staffId: pending.staffId, what: "code", failures: failures!, rule: keys[0]!.rule, ip: client.ip }, now);
    return { kind: "refused", message: WRONG_CODE };
  }
  await clearFailures(db, keys[0]!);
  const { token } = await createSession(db, { staffId: pending.staffId, stage: "signed-in", ip: client.ip, userAgent: client.userAgent, replaces: client.previous }, now);
  await recordAudit(db, actorOf(staff), { action: "sign-in", entity: "staff", entityId: pending.staffId, after: { ip: client.ip, secondFactor: true } }, now);
  return { kind: "signed-in", token, staffId: pending.staffId };
}

/**
 * After a password set from an e-mailed link (which proved the mailbox): a session for the
 * account, at the code step when it has a second factor, whatever holds its password had.
 */
export async function signInWithLink(db: Db, staffId: number, client: Client, now = new Date()): Promise<{ kind: "second-factor" | "signed-in"; token: string }> {
  const staff = await db.selectFrom("staff").selectAll().where("id", "=", staffId).executeTakeFirstOrThrow();
  const stage = Number(staff.totp_enabled) === 1 ? "second-factor" : "signed-in";
  const { token } = await createSession(db, { staffId, stage, ip: client.ip, userAgent: client.userAgent, replaces: client.previous }, now);
  if (stage === "signed-in") await recordAudit(db, actorOf(staff), { action: "sign-in", entity: "staff", entityId: staffId, after: { ip: client.ip, secondFactor: false, link: true } }, now);
  return { kind: stage, token };
}
