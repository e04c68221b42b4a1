/**
 * Staff accounts: create (by an admin, with an e-mailed link to set the password; or
 * the first admin from the shell, with a password), rename, change the password, deactivate and
 * reactivate. Inputs are checked with the forms' schemas (app/modules/staff/schemas.ts); a refusal is a
 * `StaffError` with field messages and writes nothing. Each change and its audit entry commit in
 * one transaction. Not through `writeChange`: no page shows staff, so the data version (and every
 * instance's page cache) stays as it is, as for leads.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { StaffRole } from "../../platform/db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import { wakeOutbox } from "../../platform/mail/outbox.server.ts";
import type { Actor } from "./scope.ts";
import { issueLink, consumeLink, readLink } from "./links.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { weakPasswordReason } from "./password-strength.server.ts";
import { createSession, deleteAllSessions } from "./sessions.server.ts";
import { accountKey, clearFailures, codeKey } from "./attempts.server.ts";
import { acceptCode, newTotpSecret, openTotpSecret, sealTotpSecret } from "./totp.server.ts";
import { codeSchema, createStaffSchema, MESSAGES, passwordProblem, changePasswordSchema, nameSchema, newPasswordSchema } from "./schemas.ts";
import { formErrors, type FieldErrors } from "../../ui/form-errors.ts";

export class StaffError extends Error {
  readonly fieldErrors: FieldErrors;
  constructor(fieldErrors: FieldErrors) {
    super(Object.values(fieldErrors)[0] ?? "refused");
    this.fieldErrors = fieldErrors;
    this.name = "StaffError";
  }
}

type StaffAccount = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  agentId: number | null;
  agentName: string | null;
  totpEnabled: boolean;
  isActive: boolean;
  hasPassword: boolean;
};

export function actorOf(s: { id: number; name: string; role: StaffRole; agent_id: number | null }): Actor {
  return { staffId: Number(s.id), name: s.name, role: s.role, agentId: s.agent_id === null ? null : Number(s.agent_id) };
}

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom("staff as s")
    .leftJoin("agents as a", "a.id", "s.agent_id")
    .select(["s.id", "s.email", "s.name", "s.role", "s.agent_id", "a.name as agent_name", "s.totp_enabled", "s.is_active", "s.password_hash"])
    .orderBy("s.is_active", "desc")
    .orderBy("s.name")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    name: r.name,
    role: r.role,
    agentId: r.agent_id === null ? null : Number(r.agent_id),
    agentName: r.agent_name,
    totpEnabled: Number(r.totp_enabled) === 1,
    isActive: Number(r.is_active) === 1,
    hasPassword: r.password_hash !== null,
  }));
}

/** The agent profiles for the "works as" select, with those already taken by an account marked. */
export async function agentChoices(db: Db): Promise<Array<{ id: number; name: string; taken: boolean }>> {
  const rows = await db.selectFrom("agents as a").leftJoin("staff as s", "s.agent_id", "a.id").select(["a.id", "a.name", "s.id as staff_id"]).orderBy("a.name").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, taken: r.staff_id !== null }));
}

type NewStaff = { email: string; name: string; role: string; agentId?: string | number | null };

async function checkNewStaff(db: Db, input: NewStaff) {
  const values = { email: input.email, name: input.name, role: input.role, agentId: input.agentId == null ? "" : String(input.agentId) };
  const errors = formErrors(createStaffSchema, values);
  if (Object.keys(errors).length) throw new StaffError(errors);
  const parsed = createStaffSchema.parse(values);
  const agentId = parsed.role === "agent" ? Number(parsed.agentId) : null;
  const taken = await db.selectFrom("staff").select("id").where("email", "=", parsed.email).executeTakeFirst();
  if (taken) throw new StaffError({ email: "An account with this e-mail address already exists." });
  if (agentId !== null) {
    const agent = await db.selectFrom("agents as a").leftJoin("staff as s", "s.agent_id", "a.id").select(["a.id", "s.id as staff_id"]).where("a.id", "=", agentId).executeTakeFirst();
    if (!agent) throw new StaffError({ agentId: "This agent profile does not exist." });
    if (agent.staff_id !== null) throw new StaffError({ agentId: "This agent profile already has an account." });
  }
  return { email: parsed.email, name: parsed.name, role: parsed.role, agentId };
}

/**
 * An admin creates an account: no password yet; the person gets an e-mailed link to set one.
 * `actor` null: the system (the `admin:create` command).
 */
export async function createStaff(db: Db, actor: Actor | null, input: NewStaff & { password?: string }, now = new Date()): Promise<number> {
  const s = await checkNewStaff(db, input);
  let passwordHash: string | null = null;
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password) ?? (await weakPasswordReason(db, input.password, { email: input.email, name: input.name }));
    if (problem) throw new StaffError({ password: problem });
    passwordHash = await hashPassword(input.password);
  }
  const at = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("staff")
      .values({ email: s.email, name: s.name, role: s.role, agent_id: s.agentId, password_hash: passwordHash, totp_secret: null, totp_last_step: null, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const staffId = Number(row.id);
    await recordAudit(trx, actor, { action: "create", entity: "staff", entityId: staffId, before: null, after: { email: s.email, name: s.name, role: s.role, agentId: s.agentId } }, now);
    if (!passwordHash) await issueLink(trx, staffId, "invite", now);
    return staffId;
  });
  if (!passwordHash) wakeOutbox();
  return id;
}

/** Deactivating ends every session of the account at once; an admin cannot deactivate itself. */
export async function setStaffActive(db: Db, actor: Actor, staffId: number, active: boolean, now = new Date()): Promise<void> {
  if (staffId === actor.staffId && !active) throw new StaffError({ form: "You cannot deactivate your own account." });
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("staff").select(["is_active"]).where("id", "=", staffId).executeTakeFirst();
    if (!before) throw new StaffError({ form: "This account does not exist." });
    if (Number(before.is_active) === (active ? 1 : 0)) return;
    await trx.updateTable("staff").set({ is_active: active ? 1 : 0, updated_at: now.toISOString() }).where("id", "=", staffId).execute();
    if (!active) await trx.deleteFrom("staff_sessions").where("staff_id", "=", staffId).execute();
    await recordAudit(trx, actor, { action: active ? "reactivate" : "deactivate", entity: "staff", entityId: staffId, before: { active: !active }, after: { active } }, now);
  });
}

export async function renameStaff(db: Db, actor: Actor, name: string, now = new Date()): Promise<string> {
  const errors = formErrors(nameSchema, { name });
  if (Object.keys(errors).length) throw new StaffError(errors);
  const next = nameSchema.parse({ name }).name;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff").set({ name: next, updated_at: now.toISOString() }).where("id", "=", actor.staffId).execute();
    await recordAudit(trx, { ...actor, name: next }, { action: "update", entity: "staff", entityId: actor.staffId, before: { name: actor.name }, after: { name: next } }, now);
  });
  return next;
}

/**
 * Checks the current password; the new one replaces it, every session of the account ends (this
 * one too) and this browser gets a new one: returns its cookie value.
 */
export async function changePassword(db: Db, actor: Actor, input: { current: string; password: string; confirm: string }, client: SessionClient, now = new Date()): Promise<string> {
  const errors = formErrors(changePasswordSchema, input);
  if (Object.keys(errors).length) throw new StaffError(errors);
  const row = await db.selectFrom("staff").select(["password_hash"]).where("id", "=", actor.staffId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.current))) throw new StaffError({ current: "This is not your current password." });
  const weak = await weakPasswordReason(db, input.password, { name: actor.name });
  if (weak) throw new StaffError({ password: weak });
  const hashed = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff").set({ password_hash: hashed, updated_at: now.toISOString() }).where("id", "=", actor.staffId).execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", actor.staffId).execute();
    await recordAudit(trx, actor, { action: "change-password", entity: "staff", entityId: actor.staffId }, now);
  });
  return (await createSession(db, { staffId: actor.staffId, stage: "signed-in", ip: client.ip, userAgent: client.userAgent }, now)).token;
}

/** What a new session records of the browser it is for. */
type SessionClient = { ip: string; userAgent: string | null };

/**
 * Sets the password from an e-mailed link (reset or invitation): the link is used up, every
 * session of the account ends. False when the link is unknown, used or expired.
 */
export async function setPasswordWithLink(db: Db, token: string, input: { password: string; confirm: string }, now = new Date()): Promise<{ staffId: number } | false> {
  const errors = formErrors(newPasswordSchema, input);
  if (Object.keys(errors).length) throw new StaffError(errors);
  const link = await readLink(db, token, now);
  if (!link) return false;
  const weak = await weakPasswordReason(db, input.password, { email: link.email, name: link.name });
  if (weak) throw new StaffError({ password: weak });
  const hashed = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    if (!(await consumeLink(trx, token, link.staffId, now))) return false;
    await trx.updateTable("staff").set({ password_hash: hashed, updated_at: now.toISOString() }).where("id", "=", link.staffId).execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", link.staffId).execute();
    // Whoever proved they read the account's mail may sign in at once, guessers' failures or not.
    await clearFailures(trx, accountKey(link.email));
    await clearFailures(trx, codeKey(link.email));
    await recordAudit(trx, { staffId: link.staffId, name: link.name, role: link.role, agentId: link.agentId }, { action: link.purpose === "invite" ? "set-password" : "reset-password", entity: "staff", entityId: link.staffId }, now);
    return { staffId: link.staffId };
  });
}

/** Queues a reset link for an active account with this address; does nothing otherwise (the caller answers the same). */
export async function sendResetLink(db: Db, email: string, now = new Date()): Promise<boolean> {
  const staff = await db.selectFrom("staff").select(["id"]).where("email", "=", email.trim().toLowerCase()).where("is_active", "=", 1).executeTakeFirst();
  if (!staff) return false;
  await db.transaction().execute((trx) => issueLink(trx, Number(staff.id), "reset", now));
  wakeOutbox();
  return true;
}

/** Turns the second factor off (not for admins: it is required for them) after a right code. */
export async function disableTotp(db: Db, actor: Actor, code: string, now = new Date()): Promise<void> {
  if (actor.role === "admin") throw new StaffError({ code: "Admins must keep two-step sign-in on." });
  const row = await db.selectFrom("staff").select(["totp_secret", "totp_enabled"]).where("id", "=", actor.staffId).executeTakeFirstOrThrow();
  if (!row.totp_secret || Number(row.totp_enabled) !== 1) return;
  if (!(await acceptCode(db, actor.staffId, row.totp_secret, code, { now }))) throw new StaffError({ code: MESSAGES.codeInvalid });
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff").set({ totp_enabled: 0, totp_secret: null, updated_at: now.toISOString() }).where("id", "=", actor.staffId).execute();
    await recordAudit(trx, actor, { action: "disable-totp", entity: "staff", entityId: actor.staffId }, now);
  });
}

/**
 * The plain secret being enrolled, for its QR code (made on first need and stored sealed; kept
 * until confirmed, so a reload shows the same QR code).
 */
export async function enrolmentSecret(db: Db, staffId: number, now = new Date()): Promise<string | null> {
  const row = await db.selectFrom("staff").select(["totp_secret", "totp_enabled"]).where("id", "=", staffId).executeTakeFirstOrThrow();
  if (Number(row.totp_enabled) === 1) return null;
  if (row.totp_secret) return openTotpSecret(row.totp_secret);
  await db.updateTable("staff").set({ totp_secret: sealTotpSecret(newTotpSecret()), totp_last_step: null, updated_at: now.toISOString() }).where("id", "=", staffId).where("totp_secret", "is", null).execute();
  const again = await db.selectFrom("staff").select(["totp_secret"]).where("id", "=", staffId).executeTakeFirstOrThrow();
  return again.totp_secret === null ? null : openTotpSecret(again.totp_secret);
}

/**
 * The first right code from the app turns the second factor on. Sessions begun with the password
 * alone end, this one too, and this browser gets a new one: returns its cookie value (null when
 * the factor was already on).
 */
export async function confirmTotp(db: Db, actor: Actor, code: string, client: SessionClient, now = new Date()): Promise<string | null> {
  const errors = formErrors(codeSchema, { code });
  if (Object.keys(errors).length) throw new StaffError(errors);
  const row = await db.selectFrom("staff").select(["totp_secret", "totp_enabled"]).where("id", "=", actor.staffId).executeTakeFirstOrThrow();
  if (Number(row.totp_enabled) === 1) return null;
  if (!row.totp_secret || !(await acceptCode(db, actor.staffId, row.totp_secret, code.trim(), { now, enable: true }))) throw new StaffError({ code: "That code is not right. Check the time on your phone and enter the newest code." });
  await recordAudit(db, actor, { action: "enable-totp", entity: "staff", entityId: actor.staffId }, now);
  await deleteAllSessions(db, actor.staffId);
  return (await createSession(db, { staffId: actor.staffId, stage: "signed-in", ip: client.ip, userAgent: client.userAgent }, now)).token;
}

/** "Sign out everywhere": every session of the account, this one included. */
export async function signOutEverywhere(db: Db, actor: Actor, now = new Date()): Promise<number> {
  const ended = await deleteAllSessions(db, actor.staffId);
  await recordAudit(db, actor, { action: "sign-out-everywhere", entity: "staff", entityId: actor.staffId, after: { sessions: ended } }, now);
  return ended;
}
