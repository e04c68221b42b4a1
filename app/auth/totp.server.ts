/**
 * The second factor (RFC 6238 TOTP: 6 digits, 30 s, SHA-1, what every authenticator app reads),
 * with otpauth. A code is accepted for the current step or one step either side (clock drift),
 * and only for a step later than the last one accepted for that account: the conditional update
 * of `staff.totp_last_step` is the check, so a code seen over a shoulder or replayed by a second
 * request racing the first is refused, on every instance.
 */
import QRCode from "qrcode";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../db/client.server.ts";

const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

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
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}

/** The code of a time (tests, and nothing else, compute codes). */
export function codeAt(secret: string, now = new Date()): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

/**
 * Checks a code for an account and, when right, records its step as used, in one statement:
 * false for a wrong code and for a code of a step already used (or older).
 * `enable`: the confirming code of an enrolment also turns the factor on.
 */
export async function acceptCode(db: Db, staffId: number, secret: string, code: string, opts: { now?: Date; enable?: boolean } = {}): Promise<boolean> {
  const step = matchingStep(secret, code.trim(), opts.now);
  if (step === null) return false;
  const result = await db
    .updateTable("staff")
    .set({ totp_last_step: step, ...(opts.enable ? { totp_enabled: 1, updated_at: (opts.now ?? new Date()).toISOString() } : {}) })
    .where("id", "=", staffId)
    .where("totp_secret", "=", secret)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
