/**
 * The second factor (RFC 6238 TOTP: 6 digits, 30 s, SHA-1, what every authenticator app reads),
 * with otpauth. A code is accepted for the current step or the one before (a code typed as its
 * 30 s end, RFC 6238 §5.2's one step of delay; a step ahead is not accepted, so two codes are
 * valid at a time, not three), and only for a step later than the last one accepted for that
 * account: the conditional update of `staff.totp_last_step` is the check, so a code seen over a
 * shoulder or replayed by a second request racing the first is refused, on every instance.
 * The secret is stored sealed (secret-box.server.ts) and opened only to check a code or show the
 * enrolment QR code.
 */
import QRCode from "qrcode";
import { Secret, TOTP } from "otpauth";
import crypto from "node:crypto";
import type { Db } from "../../platform/db/client.server.ts";
import { getEnv, type Env } from "../../platform/env.server.ts";
import { open, parseKey, seal, sealedWith, type SecretKeys } from "../../platform/secret-box.server.ts";

const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The keys of the stored secrets: TOTP_KEY (and TOTP_KEY_PREVIOUS during a rotation); without it
 * (a local or demo site: production over https requires it, app/platform/env.server.ts) one derived
 * from the form secret, so the secrets are never stored plain.
 */
export function totpKeys(env: Pick<Env, "TOTP_KEY" | "TOTP_KEY_PREVIOUS" | "FORM_SECRET" | "DATABASE_URL"> = getEnv()): SecretKeys {
  const configured = env.TOTP_KEY ? parseKey(env.TOTP_KEY) : null;
  const derived = () => crypto.createHash("sha256").update(`totp-key:${env.FORM_SECRET ?? env.DATABASE_URL ?? "sqlite:data/site.sqlite"}`).digest();
  return { current: configured ?? derived(), previous: env.TOTP_KEY_PREVIOUS ? parseKey(env.TOTP_KEY_PREVIOUS) : null };
}

/** A new secret as stored (sealed with the current key). */
export const sealTotpSecret = (plain: string, keys: SecretKeys = totpKeys()) => seal(plain, keys.current);
/** The plain secret of a stored value. */
export const openTotpSecret = (stored: string, keys: SecretKeys = totpKeys()) => open(stored, keys);

function totp(secret: string, label = "staff", issuer = "Back office"): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The `otpauth://` link an app scans, and its QR code as an SVG data URL (rendered here, on the server). */
export async function totpEnrolment(secret: string, email: string, issuer: string): Promise<{ uri: string; qr: string }> {
  const uri = totp(secret, email, issuer).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#0f172a", light: "#ffffff" } });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The time step a code is valid for now, or null when it is wrong (pure: no reuse check). */
export function matchingStep(secret: string, code: string, now = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const t = totp(secret);
  const delta = t.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null || delta > 0) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}

/** The code of a time (tests, and nothing else, compute codes). */
export function codeAt(secret: string, now = new Date()): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

/**
 * Checks a code for an account and, when right, records its step as used, in one statement:
 * false for a wrong code and for a code of a step already used (or older).
 * `stored`: the secret as the staff row holds it. `enable`: the confirming code of an enrolment
 * also turns the factor on.
 */
export async function acceptCode(db: Db, staffId: number, stored: string, code: string, opts: { now?: Date; enable?: boolean } = {}): Promise<boolean> {
  const step = matchingStep(openTotpSecret(stored), code.trim(), opts.now);
  if (step === null) return false;
  const result = await db
    .updateTable("staff")
    .set({ totp_last_step: step, ...(opts.enable ? { totp_enabled: 1, updated_at: (opts.now ?? new Date()).toISOString() } : {}) })
    .where("id", "=", staffId)
    .where("totp_secret", "=", stored)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Seals every stored secret with the current key: plain ones from before encryption (run at each
 * start) and ones sealed with TOTP_KEY_PREVIOUS (`npm run totp:rotate-key`). Each row changes only
 * if it still holds what was read, so a code checked meanwhile is not lost. A value no configured
 * key opens is left as it is and counted: its owner cannot pass the code step until the key that
 * sealed it is configured again (or an admin has them enrol anew).
 */
export async function resealTotpSecrets(db: Db, keys: SecretKeys = totpKeys()): Promise<{ changed: number; unreadable: number[] }> {
  const rows = await db.selectFrom("staff").select(["id", "totp_secret"]).where("totp_secret", "is not", null).execute();
  let changed = 0;
  const unreadable: number[] = [];
  for (const row of rows) {
    const stored = row.totp_secret!;
    if (sealedWith(stored, keys.current)) continue;
    let plain: string;
    try {
      plain = open(stored, keys);
    } catch {
      unreadable.push(Number(row.id));
      continue;
    }
    const result = await db.updateTable("staff").set({ totp_secret: seal(plain, keys.current) }).where("id", "=", row.id).where("totp_secret", "=", stored).executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return { changed, unreadable };
}
