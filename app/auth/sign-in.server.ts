/**
 * Signing in (issue 19): e-mail and password, then — when the account has it on — a code from
 * the authenticator app. One message for a wrong e-mail and a wrong password (and the same time
 * spent: an unknown address still costs an argon2 check), so the form tells nobody which
 * addresses have accounts. Failures slow down the account and the address (attempts.server.ts).
 * Each step ends the browser's previous session and starts one with a new id.
 */
import type { Db } from "../db/client.server.ts";
import { recordAudit } from "../services/audit.server.ts";
import { accountKey, blockedFor, clearFailures, ipKey, recordFailure, waitText } from "./attempts.server.ts";
import { verifyPassword } from "./password.server.ts";
import { createSession, deleteExpiredSessions, deleteSession, readSession } from "./sessions.server.ts";
import { actorOf } from "./staff.server.ts";
import { acceptCode } from "./totp.server.ts";

export const WRONG_CREDENTIALS = "The e-mail address or password is not right.";
export const WRONG_CODE = "That code is not right. Enter the newest code from your authenticator app.";
export const tooMany = (ms: number) => `Too many attempts. Try again in ${waitText(ms)}.`;

export type Client = { ip: string; userAgent: string | null; /** The session cookie the browser sent, if any (ended by a sign-in). */ previous: string | null };

export type SignInResult =
  | { kind: "refused"; message: string }
  | { kind: "second-factor"; token: string }
  | { kind: "signed-in"; token: string; staffId: number };

export async function signIn(db: Db, input: { email: string; password: string }, client: Client, now = new Date()): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const keys = [accountKey(email), ipKey(client.ip)];
  const wait = await blockedFor(db, keys, now);
  if (wait > 0) return { kind: "refused", message: tooMany(wait) };
  const staff = await db.selectFrom("staff").selectAll().where("email", "=", email).executeTakeFirst();
  const ok = await verifyPassword(staff?.password_hash ?? null, input.password);
  if (!staff || !ok || Number(staff.is_active) !== 1) {
    await recordFailure(db, keys, now);
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

export type CodeResult = { kind: "refused"; message: string; restart?: boolean } | { kind: "signed-in"; token: string; staffId: number };

export async function completeSignIn(db: Db, code: string, client: Client, now = new Date()): Promise<CodeResult> {
  const pending = await pendingSignIn(db, client.previous, now);
  if (!pending) return { kind: "refused", message: "Your sign-in took too long. Please sign in again.", restart: true };
  const staff = await db.selectFrom("staff").selectAll().where("id", "=", pending.staffId).executeTakeFirst();
  if (!staff || Number(staff.is_active) !== 1 || !staff.totp_secret) {
    await deleteSession(db, client.previous);
    return { kind: "refused", message: "Please sign in again.", restart: true };
  }
  const keys = [accountKey(staff.email), ipKey(client.ip)];
  const wait = await blockedFor(db, keys, now);
  if (wait > 0) return { kind: "refused", message: tooMany(wait) };
  if (!(await acceptCode(db, pending.staffId, staff.totp_secret, code, { now }))) {
    await recordFailure(db, keys, now);
    return { kind: "refused", message: WRONG_CODE };
  }
  await clearFailures(db, keys[0]!);
  const { token } = await createSession(db, { staffId: pending.staffId, stage: "signed-in", ip: client.ip, userAgent: client.userAgent, replaces: client.previous }, now);
  await recordAudit(db, actorOf(staff), { action: "sign-in", entity: "staff", entityId: pending.staffId, after: { ip: client.ip, secondFactor: true } }, now);
  return { kind: "signed-in", token, staffId: pending.staffId };
}
