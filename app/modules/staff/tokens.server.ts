/**
 * Random secrets and their stored form: a cookie or a link carries 32 random bytes (base64url);
 * the database keeps only their SHA-256, so reading the tables gives nobody a session or a link.
 */
import crypto from "node:crypto";

export function randomToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Compares two secrets in constant time (a wrong anti-forgery token reveals nothing by its timing). */
export function sameSecret(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const x = crypto.createHash("sha256").update(a).digest();
  const y = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(x, y);
}
