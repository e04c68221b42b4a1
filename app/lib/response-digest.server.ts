/**
 * Digests of a finished response body, used to make pages shareable:
 * - the SHA-256 hashes of its inline scripts, which go into the Content-Security-Policy
 *   header (`script-src 'self' 'sha256-…'`) instead of a per-response nonce, so the HTML is
 *   the same for every visitor;
 * - a strong ETag: a hash of the bytes, so every instance names the same body the same way.
 */
import crypto from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP source expressions ('sha256-…') for every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(m[1]!)) continue;
    // The browser hashes the element's text exactly as it stands in the source (UTF-8).
    hashes.add(`'sha256-${crypto.createHash("sha256").update(m[2]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A strong validator for a body: equal bytes, equal ETag, on any instance. */
export function strongEtag(body: string | Buffer): string {
  return `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}
