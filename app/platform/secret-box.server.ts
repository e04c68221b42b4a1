/**
 * Secrets the server must read back (the staff's second-factor keys) are stored encrypted:
 * AES-256-GCM with a key from the environment (TOTP_KEY), so a copy of the database alone gives
 * nobody a second factor. A stored value names its key by a short id, so a new key can be
 * brought in while the old one still reads (TOTP_KEY_PREVIOUS) and `npm run totp:rotate-key`
 * re-encrypts every value with the new one. Values from before encryption (plain base32) are
 * still read, and encrypted by the same command or at the server's start.
 */
import crypto from "node:crypto";

const PREFIX = "enc:v1:";

export type SecretKeys = { current: Buffer; previous?: Buffer | null };

/** A key as configured: 32 bytes written as 64 hex digits or base64. */
export function parseKey(text: string): Buffer | null {
  const t = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, "hex") : /^[A-Za-z0-9+/_-]{43}=?$/.test(t) ? Buffer.from(t, t.includes("-") || t.includes("_") ? "base64url" : "base64") : null;
  return bytes && bytes.length === 32 ? bytes : null;
}

const keyId = (key: Buffer) => crypto.createHash("sha256").update(key).digest("hex").slice(0, 8);

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function seal(plain: string, key: Buffer): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}${keyId(key)}:${iv.toString("base64url")}:${cipher.getAuthTag().toString("base64url")}:${body.toString("base64url")}`;
}

export class SecretKeyMissing extends Error {}

/** The plain secret of a stored value (a plain legacy value as it is); throws when no configured key wrote it or it was tampered with. */
export function open(stored: string, keys: SecretKeys): string {
  if (!isSealed(stored)) return stored;
  const [kid, iv, tag, body] = stored.slice(PREFIX.length).split(":");
  const key = [keys.current, keys.previous].find((k): k is Buffer => !!k && keyId(k) === kid);
  if (!key || !iv || !tag || !body) throw new SecretKeyMissing(`No configured key (TOTP_KEY or TOTP_KEY_PREVIOUS) has the id ${kid}.`);
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** Whether a stored value is already sealed with the current key (nothing for the rotation to do). */
export const sealedWith = (stored: string, key: Buffer) => stored.startsWith(`${PREFIX}${keyId(key)}:`);
