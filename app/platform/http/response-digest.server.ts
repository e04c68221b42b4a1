/**
 * Digests of a finished response body, used to make pages shareable:
 * - the SHA-256 hashes of its inline scripts, which go into the Content-Security-Policy
 *   header (`script-src 'self' 'sha256-…'`) instead of a per-response nonce, so the HTML is
 *   the same for every visitor;
 * - a strong ETag: a hash of the bytes, so every instance names the same body the same way.
 */
import crypto from "node:crypto";

/**
 * CSP source expressions ('sha256-…') for every inline script of an HTML document, in order,
 * without repeats. Works on the bytes (no decoding of a large page): the browser hashes the
 * element's text exactly as it stands in the source, in UTF-8.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const buf = typeof html === "string" ? Buffer.from(html) : html;
  const hashes = new Set<string>();
  let at = 0;
  for (;;) {
    const open = buf.indexOf("<script", at);
    if (open < 0) break;
    const tagEnd = buf.indexOf(">", open);
    const close = tagEnd < 0 ? -1 : buf.indexOf("</script", tagEnd);
    if (close < 0) break;
    const attrs = buf.toString("latin1", open + 7, tagEnd);
    if (/^(\s|$|\/)/.test(attrs) && !/\ssrc\s*=/i.test(attrs)) {
      hashes.add(`'sha256-${crypto.hash("sha256", buf.subarray(tagEnd + 1, close), "base64")}'`);
    }
    at = close + 8;
  }
  return [...hashes];
}

/** A strong validator for a body: equal bytes, equal ETag, on any instance. */
export function strongEtag(body: string | Buffer): string {
  // One call (no Hash object, no stream): the cheapest way Node has to digest a whole body.
  return `"${crypto.hash("sha256", body, "base64url").slice(0, 27)}"`;
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}
