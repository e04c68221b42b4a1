/**
 * Staff sign-in on both databases: argon2id passwords; sessions created, rotated,
 * expired when idle or too old, all ended by "sign out everywhere"; TOTP codes accepted once and
 * never twice; failures slowing down per account and per address; single-use, short-lived links
 * (sent through the outbox over real SMTP); one answer for an unknown e-mail and a wrong password.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { hashPassword, verifyPassword } from "../../app/modules/staff/password.server.ts";
import { createSession, deleteAllSessions, IDLE_MS, ABSOLUTE_MS, readSession } from "../../app/modules/staff/sessions.server.ts";
import { acceptCode, codeAt, newTotpSecret } from "../../app/modules/staff/totp.server.ts";
import { accountKey, blockedFor, ipKey, recordFailure } from "../../app/modules/staff/attempts.server.ts";
import { createStaff, enrolmentSecret, confirmTotp, sendResetLink, setPasswordWithLink, setStaffActive, StaffError, actorOf } from "../../app/modules/staff/staff.server.ts";
import { readLink } from "../../app/modules/staff/links.server.ts";
import { completeSignIn, signIn, WRONG_CREDENTIALS, WRONG_CODE } from "../../app/modules/staff/sign-in.server.ts";
import { changePassword } from "../../app/modules/staff/staff.server.ts";
import { holdNoticeMessages, STAFF_HOLD } from "../../app/modules/staff/hold-notice.server.ts";
import { matchingStep, resealTotpSecrets, sealTotpSecret, totpKeys } from "../../app/modules/staff/totp.server.ts";
import { codeKey } from "../../app/modules/staff/attempts.server.ts";
import crypto from "node:crypto";
import { createOutboxWorker } from "../../app/platform/mail/outbox.server.ts";
import { siteMailKinds } from "../../app/mail-kinds.server.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { TestSmtp } from "../support/test-smtp.ts";

const PASSWORD = "correct horse battery staple";
const T0 = new Date("2026-11-26T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const client = (ip: string, previous: string | null = null) => ({ ip, userAgent: "vitest", previous });

describe("passwords", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const hashed = await hashPassword(PASSWORD);
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword(PASSWORD)).not.toBe(hashed);
    expect(await verifyPassword(hashed, PASSWORD)).toBe(true);
    expect(await verifyPassword(hashed, PASSWORD + "!")).toBe(false);
    expect(await verifyPassword(null, PASSWORD)).toBe(false);
    expect(await verifyPassword("not a hash", PASSWORD)).toBe(false);
  });
});

for (const dialect of testDialects()) {
  describe(`staff sign-in (${dialect})`, () => {
    let t: TestDb;
    let n = 0;
    /** A fresh active account with a password (each test its own, so counters do not mix). */
    const account = async (role: "admin" | "editor" | "agent" = "editor") => {
      const email = `staff${++n}-${dialect}@agency.example`;
      const id = await createStaff(t.db, null, { email, name: `Staff ${n}`, role: role === "agent" ? "editor" : role, password: PASSWORD }, T0);
      return { id, email };
    };

    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("creates a session, rotates it at sign-in, expires it when idle or too old", async () => {
      const { id } = await account();
      const first = await createSession(t.db, { staffId: id, stage: "signed-in" }, T0);
      expect(await readSession(t.db, first.token, at(60_000))).toMatchObject({ staffId: id, stage: "signed-in", csrf: first.csrf });
      // The stored id is not the cookie's value.
      expect(await t.db.selectFrom("staff_sessions").select("id").where("id", "=", first.token).executeTakeFirst()).toBeUndefined();

      const second = await createSession(t.db, { staffId: id, stage: "signed-in", replaces: first.token }, at(120_000));
      expect(second.token).not.toBe(first.token);
      expect(await readSession(t.db, first.token, at(121_000))).toBeNull();
      expect(await readSession(t.db, second.token, at(121_000))).not.toBeNull();

      // Idle: 30 minutes without a request ends it.
      expect(await readSession(t.db, second.token, at(120_000 + IDLE_MS + 1000))).toBeNull();

      // Absolute: a request every 20 minutes keeps it alive, but never past 12 hours.
      const busy = await createSession(t.db, { staffId: id, stage: "signed-in" }, T0);
      for (let m = 20; m < ABSOLUTE_MS / 60_000; m += 20) expect(await readSession(t.db, busy.token, at(m * 60_000)), `minute ${m}`).not.toBeNull();
      expect(await readSession(t.db, busy.token, at(ABSOLUTE_MS))).toBeNull();
    });

    it("signs out everywhere: every session of the account ends, other accounts keep theirs", async () => {
      const a = await account();
      const b = await account();
      const a1 = await createSession(t.db, { staffId: a.id, stage: "signed-in" }, T0);
      const a2 = await createSession(t.db, { staffId: a.id, stage: "signed-in" }, T0);
      const b1 = await createSession(t.db, { staffId: b.id, stage: "signed-in" }, T0);
      expect(await deleteAllSessions(t.db, a.id)).toBe(2);
      expect(await readSession(t.db, a1.token, at(1000))).toBeNull();
      expect(await readSession(t.db, a2.token, at(1000))).toBeNull();
      expect(await readSession(t.db, b1.token, at(1000))).not.toBeNull();
    });

    it("deactivating an account ends its sessions and its sign-in", async () => {
      const admin = await account("admin");
      const a = await account();
      const s = await createSession(t.db, { staffId: a.id, stage: "signed-in" }, T0);
      const actor = { staffId: admin.id, name: "Admin", role: "admin" as const, agentId: null };
      await setStaffActive(t.db, actor, a.id, false, T0);
      expect(await readSession(t.db, s.token, at(1000))).toBeNull();
      expect(await signIn(t.db, { email: a.email, password: PASSWORD }, client("10.0.0.50"), at(1000))).toEqual({ kind: "refused", message: WRONG_CREDENTIALS });
      await expect(setStaffActive(t.db, actor, admin.id, false, T0)).rejects.toBeInstanceOf(StaffError);
    });

    it("accepts a right TOTP code once, refuses a wrong one and the same step again", async () => {
      const { id } = await account();
      const secret = newTotpSecret();
      await t.db.updateTable("staff").set({ totp_secret: secret, totp_enabled: 1 }).where("id", "=", id).execute();
      const code = codeAt(secret, T0);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      expect(await acceptCode(t.db, id, secret, wrong, { now: T0 })).toBe(false);
      expect(await acceptCode(t.db, id, secret, code, { now: T0 })).toBe(true);
      expect(await acceptCode(t.db, id, secret, code, { now: at(5_000) })).toBe(false);
      // The previous step's code is older than the one used: refused too.
      expect(await acceptCode(t.db, id, secret, codeAt(secret, at(-30_000)), { now: T0 })).toBe(false);
      expect(await acceptCode(t.db, id, secret, codeAt(secret, at(30_000)), { now: at(30_000) })).toBe(true);
    });

    it("enrols TOTP with a confirming code, then asks for a code at sign-in", async () => {
      const { id, email } = await account("admin");
      const staff = await t.db.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const secret = (await enrolmentSecret(t.db, id, T0))!;
      expect(await enrolmentSecret(t.db, id, T0)).toBe(secret);
      // Stored sealed: the column does not hold the secret the app shows.
      const stored = await t.db.selectFrom("staff").select("totp_secret").where("id", "=", id).executeTakeFirstOrThrow();
      expect(stored.totp_secret).toMatch(/^enc:v1:/);
      expect(stored.totp_secret).not.toContain(secret);
      await expect(confirmTotp(t.db, actorOf(staff), "000000", client("10.0.0.60"), T0)).rejects.toBeInstanceOf(StaffError);
      const before = await createSession(t.db, { staffId: id, stage: "signed-in" }, T0);
      const renewed = await confirmTotp(t.db, actorOf(staff), codeAt(secret, T0), client("10.0.0.60"), T0);
      // Turning the factor on renews the session: the one begun with the password alone is gone.
      expect(await readSession(t.db, before.token, at(1000))).toBeNull();
      expect(await readSession(t.db, renewed, at(1000))).toMatchObject({ staffId: id, stage: "signed-in" });
      expect(await enrolmentSecret(t.db, id, T0)).toBeNull();

      const first = await signIn(t.db, { email, password: PASSWORD }, client("10.0.0.60"), at(60_000));
      expect(first.kind).toBe("second-factor");
      const pending = first.kind === "second-factor" ? first.token : "";
      expect(await completeSignIn(t.db, "123456", client("10.0.0.60", pending), at(61_000))).toMatchObject({ kind: "refused", message: WRONG_CODE });
      const done = await completeSignIn(t.db, codeAt(secret, at(62_000)), client("10.0.0.60", pending), at(62_000));
      expect(done.kind).toBe("signed-in");
      // The pending session is gone: a new id replaced it.
      expect(await readSession(t.db, pending, at(63_000))).toBeNull();
      expect((await t.db.selectFrom("audit_log").select("action").where("entity", "=", "staff").where("entity_id", "=", String(id)).execute()).map((r) => r.action)).toEqual(
        expect.arrayContaining(["create", "enable-totp", "sign-in"]),
      );
    });

    it("answers an unknown e-mail exactly as a wrong password", async () => {
      const { email } = await account();
      const unknown = await signIn(t.db, { email: `nobody-${dialect}@agency.example`, password: PASSWORD }, client("10.0.1.1"), T0);
      const wrong = await signIn(t.db, { email, password: "not the password at all" }, client("10.0.1.2"), T0);
      expect(unknown).toEqual({ kind: "refused", message: WRONG_CREDENTIALS });
      expect(wrong).toEqual(unknown);
      expect((await signIn(t.db, { email: email.toUpperCase(), password: PASSWORD }, client("10.0.1.3"), T0)).kind).toBe("signed-in");
    });

    it("slows down failures per account with growing delays, and a right password clears them", async () => {
      const { email } = await account();
      const keys = [accountKey(email)];
      // Three free failures, from three addresses (so only the account counts).
      for (let i = 0; i < 3; i++) await recordFailure(t.db, [accountKey(email), ipKey(`10.1.0.${i}`)], T0);
      expect(await blockedFor(t.db, keys, T0)).toBe(0);
      await recordFailure(t.db, keys, T0);
      expect(await blockedFor(t.db, keys, T0)).toBe(2_000);
      await recordFailure(t.db, keys, T0);
      expect(await blockedFor(t.db, keys, T0)).toBe(4_000);
      await recordFailure(t.db, keys, T0);
      expect(await blockedFor(t.db, keys, T0)).toBe(8_000);
      // While blocked even the right password is refused, from any address.
      const blocked = await signIn(t.db, { email, password: PASSWORD }, client("10.1.9.9"), at(1000));
      expect(blocked).toMatchObject({ kind: "refused", retryAfterS: 7 });
      expect(blocked.kind === "refused" && blocked.message).toMatch(/^Too many attempts\. Try again in 7 seconds, or use “Forgot your password\?”/);
      // Another account is not slowed down.
      const other = await account();
      expect((await signIn(t.db, { email: other.email, password: PASSWORD }, client("10.1.9.9"), at(1000))).kind).toBe("signed-in");
      // After the wait the right password works and clears the count.
      expect((await signIn(t.db, { email, password: PASSWORD }, client("10.1.9.9"), at(9000))).kind).toBe("signed-in");
      expect(await blockedFor(t.db, keys, at(9000))).toBe(0);
      expect(await t.db.selectFrom("sign_in_attempts").select("key").where("key", "=", keys[0]!.key).executeTakeFirst()).toBeUndefined();
    });

    it("slows down one address trying many accounts, not other addresses", async () => {
      const ip = `10.2.0.${dialect === "sqlite" ? 1 : 2}`;
      for (let i = 0; i < 11; i++) await signIn(t.db, { email: `guess${i}-${dialect}@agency.example`, password: "wrong password" }, client(ip), T0);
      expect(await blockedFor(t.db, [ipKey(ip)], T0)).toBe(2_000);
      const { email } = await account();
      expect((await signIn(t.db, { email, password: PASSWORD }, client(ip), at(500))).kind).toBe("refused");
      expect((await signIn(t.db, { email, password: PASSWORD }, client("10.2.9.9"), at(500))).kind).toBe("signed-in");
    });

    it("sends a single-use, short-lived reset link through the outbox, and nothing for an unknown e-mail", async () => {
      const { id, email } = await account();
      const outboxBefore = await t.db.selectFrom("outbox").select((eb) => eb.fn.countAll<number>().as("n")).where("kind", "=", "staff-link").executeTakeFirstOrThrow();
      expect(await sendResetLink(t.db, `nobody-${dialect}@agency.example`, T0)).toBe(false);
      expect(await sendResetLink(t.db, email.toUpperCase(), T0)).toBe(true);
      const rows = await t.db.selectFrom("outbox").select(["id", "payload"]).where("kind", "=", "staff-link").orderBy("id", "desc").execute();
      expect(rows.length).toBe(Number(outboxBefore.n) + 1);
      const token = (JSON.parse(rows[0]!.payload) as { token: string }).token;
      expect(await readLink(t.db, token, T0)).toMatchObject({ staffId: id, purpose: "reset" });

      // Expired after 30 minutes.
      expect(await setPasswordWithLink(t.db, token, { password: "a brand new passphrase", confirm: "a brand new passphrase" }, at(31 * 60_000))).toBe(false);
      // A long password a guesser tries first is refused with the reason.
      await expect(setPasswordWithLink(t.db, token, { password: "qwertyuiopas", confirm: "qwertyuiopas" }, at(60_000))).rejects.toMatchObject({ fieldErrors: { password: expect.stringMatching(/too easy to guess/) } });
      // Used once, then never again; the new password works and every session ended.
      const s = await createSession(t.db, { staffId: id, stage: "signed-in" }, T0);
      // A guesser had the account blocked for minutes: the new password clears that.
      for (let i = 0; i < 10; i++) await recordFailure(t.db, [accountKey(email)], T0);
      expect(await blockedFor(t.db, [accountKey(email)], at(62_000))).toBeGreaterThan(60_000);
      // …held at most 5 minutes, however many failures.
      expect(await blockedFor(t.db, [accountKey(email)], at(62_000))).toBeLessThanOrEqual(5 * 60_000);
      await expect(setPasswordWithLink(t.db, token, { password: "short", confirm: "short" }, at(60_000))).rejects.toBeInstanceOf(StaffError);
      expect(await setPasswordWithLink(t.db, token, { password: "a brand new passphrase", confirm: "a brand new passphrase" }, at(60_000))).toEqual({ staffId: id });
      expect(await setPasswordWithLink(t.db, token, { password: "another new passphrase", confirm: "another new passphrase" }, at(61_000))).toBe(false);
      expect(await readSession(t.db, s.token, at(62_000))).toBeNull();
      expect((await signIn(t.db, { email, password: "a brand new passphrase" }, client("10.3.0.1"), at(62_000))).kind).toBe("signed-in");
      expect((await signIn(t.db, { email, password: PASSWORD }, client("10.3.0.1"), at(63_000))).kind).toBe("refused");
    });

    it("holds code guesses per account across sessions and addresses, however often the right password is entered", async () => {
      const { id, email } = await account();
      const secret = newTotpSecret();
      await t.db.updateTable("staff").set({ totp_secret: sealTotpSecret(secret), totp_enabled: 1 }).where("id", "=", id).execute();
      const wrong = String((Number(codeAt(secret, T0)) + 1) % 1_000_000).padStart(6, "0");
      const tries: string[] = [];
      for (let i = 0; i < 12; i++) {
        // Each guess from a new address, after the right password again (a new half-signed-in session).
        const ip = `10.9.${dialect === "sqlite" ? 1 : 2}.${i}`;
        // 20 s apart: the first holds (2 s, 4 s, 8 s, 16 s) end before the next guess, so the count grows.
        const first = await signIn(t.db, { email, password: PASSWORD }, client(ip), at(i * 20_000));
        if (first.kind !== "second-factor") {
          tries.push(first.kind);
          continue;
        }
        const answer = await completeSignIn(t.db, wrong, client(ip, first.token), at(i * 20_000 + 50));
        tries.push(answer.kind === "refused" && answer.retryAfterS ? "held" : answer.kind);
      }
      expect(tries.slice(0, 4)).toEqual(["refused", "refused", "refused", "refused"]);
      expect(tries.slice(4)).toContain("held");
      expect(await blockedFor(t.db, [codeKey(email)], at(11 * 20_000 + 100))).toBeGreaterThan(0);
      // Told once: the owner and every admin.
      const notices = await t.db.selectFrom("outbox").select("payload").where("kind", "=", STAFF_HOLD).execute();
      const mine = notices.filter((n) => (JSON.parse(n.payload) as { staffId: number }).staffId === id);
      expect(mine).toHaveLength(1);
      const messages = await holdNoticeMessages(t.db, mine[0]!.payload, "https://site.test", "Skyline Homes");
      expect(messages[0]).toMatchObject({ to: email, subject: expect.stringContaining("Sign-in attempts") });
      expect(messages[0]!.text).toContain("wrong two-step sign-in codes");
      expect(messages[0]!.text).toContain("https://site.test/admin/forgot-password");
      const admins = await t.db.selectFrom("staff").select("email").where("role", "=", "admin").where("is_active", "=", 1).execute();
      expect(messages.slice(1).map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).filter((e) => e !== email).sort());
      // Two codes are valid at a time, not three: this step's and the one before, never the next.
      expect(matchingStep(secret, codeAt(secret, T0), T0)).not.toBeNull();
      expect(matchingStep(secret, codeAt(secret, at(-30_000)), T0)).not.toBeNull();
      expect(matchingStep(secret, codeAt(secret, at(30_000)), T0)).toBeNull();
    });

    it("refuses long passwords a guesser tries first, naming why, and renews the session when the password changes", async () => {
      const { id, email } = await account();
      const staff = await t.db.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      for (const weak of ["qwertyuiopas", "1q2w3e4r5t6y", "skylinehomes2026"]) {
        await expect(createStaff(t.db, null, { email: `weak-${weak}-${dialect}@agency.example`, name: "Weak", role: "editor", password: weak }, T0)).rejects.toMatchObject({
          fieldErrors: { password: expect.stringMatching(/^This password is too easy to guess: .+/) },
        });
        await expect(changePassword(t.db, actorOf(staff), { current: PASSWORD, password: weak, confirm: weak }, client("10.4.0.1"), T0)).rejects.toBeInstanceOf(StaffError);
      }
      const old = await createSession(t.db, { staffId: id, stage: "signed-in" }, T0);
      const renewed = await changePassword(t.db, actorOf(staff), { current: PASSWORD, password: "amber courtyard ferry 19", confirm: "amber courtyard ferry 19" }, client("10.4.0.1"), T0);
      expect(await readSession(t.db, old.token, at(1000))).toBeNull();
      expect(await readSession(t.db, renewed, at(1000))).toMatchObject({ staffId: id });
      expect((await signIn(t.db, { email, password: "amber courtyard ferry 19" }, client("10.4.0.2"), at(2000))).kind).toBe("signed-in");
    });

    it("rotates the key of the stored second-factor secrets: plain ones sealed, old-key ones resealed, codes still accepted", async () => {
      const { id } = await account();
      const secret = newTotpSecret();
      const oldKey = crypto.randomBytes(32);
      const newKey = crypto.randomBytes(32);
      await t.db.updateTable("staff").set({ totp_secret: sealTotpSecret(secret, { current: oldKey }), totp_enabled: 1 }).where("id", "=", id).execute();
      const keys = totpKeys({ TOTP_KEY: newKey.toString("hex"), TOTP_KEY_PREVIOUS: oldKey.toString("hex"), FORM_SECRET: undefined, DATABASE_URL: undefined });
      const result = await resealTotpSecrets(t.db, keys);
      expect(result.changed).toBeGreaterThanOrEqual(1);
      const row = await t.db.selectFrom("staff").select("totp_secret").where("id", "=", id).executeTakeFirstOrThrow();
      // Opens with the new key alone now.
      expect(totpKeys({ TOTP_KEY: newKey.toString("hex"), TOTP_KEY_PREVIOUS: undefined, FORM_SECRET: undefined, DATABASE_URL: undefined }).current.equals(newKey)).toBe(true);
      expect(row.totp_secret).not.toContain(secret);
      expect((await resealTotpSecrets(t.db, { current: newKey })).unreadable).not.toContain(id);
    });

    it("invites a new agent account by e-mail over SMTP; one account per agent profile", async () => {
      const smtp = new TestSmtp();
      await smtp.start();
      const logger = pino({ level: "silent" });
      try {
        const agent = await t.db.selectFrom("agents as a").leftJoin("staff as s", "s.agent_id", "a.id").select(["a.id"]).where("s.id", "is", null).orderBy("a.id").executeTakeFirstOrThrow();
        const email = `agent-${dialect}@agency.example`;
        const admin = { staffId: 1, name: "Admin", role: "admin" as const, agentId: null };
        // Now, not T0: the worker sends what is due by the real clock.
        const now = new Date();
        const id = await createStaff(t.db, admin, { email, name: "New Agent", role: "agent", agentId: agent.id }, now);
        await expect(createStaff(t.db, admin, { email: `other-${email}`, name: "Other", role: "agent", agentId: agent.id }, T0)).rejects.toMatchObject({ fieldErrors: { agentId: "This agent profile already has an account." } });
        await expect(createStaff(t.db, admin, { email, name: "Again", role: "editor" }, T0)).rejects.toMatchObject({ fieldErrors: { email: expect.any(String) } });
        await expect(createStaff(t.db, admin, { email: "x@agency.example", name: "X", role: "agent", agentId: "" }, T0)).rejects.toMatchObject({ fieldErrors: { agentId: expect.any(String) } });

        const worker = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger, smtpUrl: smtp.url, siteUrl: "http://site.test" });
        await worker.runOnce();
        await worker.stop();
        const mail = smtp.received.find((m) => m.to.includes(email));
        expect(mail?.text).toContain("Set your password with this link");
        const link = /http:\/\/site\.test\/admin\/reset-password\/([\w-]{43})/.exec(mail!.text);
        expect(link).not.toBeNull();
        expect(await readLink(t.db, link![1]!, now)).toMatchObject({ staffId: id, purpose: "invite", role: "agent", agentId: agent.id });
        // Invitations live 72 hours.
        expect(await readLink(t.db, link![1]!, new Date(now.getTime() + 71 * 3_600_000))).not.toBeNull();
        expect(await readLink(t.db, link![1]!, new Date(now.getTime() + 73 * 3_600_000))).toBeNull();
      } finally {
        await smtp.stop();
      }
    });
  });
}
