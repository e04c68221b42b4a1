import { describe, expect, it } from "vitest";
import { checkFormPost, createFormGuard, isSameOriginPost, readCookie, xsrfMatches, type LeadRequestInfo } from "./lead-guard.server.ts";
import { GUARD_FIELDS } from "./lead-schemas.ts";

const guard = createFormGuard({ secret: "unit-test-secret-123456", minFillMs: 3000 });
const TOKEN = guard.issueXsrf();

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return { request: new Request("http://site.test/forms/lead", { method: "POST", headers: { cookie: `a=1; XSRF-TOKEN=${TOKEN}`, ...headers } }), form };
}
const info = (over: Partial<LeadRequestInfo> = {}): LeadRequestInfo => ({ rateLimited: false, siteOrigin: "https://www.site.test", guard, ...over });
const oldStamp = () => guard.issueStamp(Date.now() - 10_000);

describe("form stamp", () => {
  it("is accepted after the minimum fill time and names the rendered form", () => {
    const now = Date.now();
    const stamp = guard.issueStamp(now);
    const check = guard.checkStamp(stamp, now + 3000);
    expect(check.ok).toBe(true);
    expect(check.ok && check.nonce).toBe(stamp.split(".")[1]);
    expect(guard.issueStamp(now)).not.toBe(stamp);
  });
  it("refuses a form sent too fast, a forged, a missing and a day-old stamp", () => {
    const now = Date.now();
    expect(guard.checkStamp(guard.issueStamp(now), now + 2999)).toEqual({ ok: false, reason: "too-fast" });
    const [t, n] = guard.issueStamp(now - 60_000).split(".");
    expect(guard.checkStamp(`${t}.${n}.forgedsignature0000000`, now)).toEqual({ ok: false, reason: "stamp-forged" });
    expect(guard.checkStamp(`${(now - 60_000).toString(36)}.${n}.x`, now)).toEqual({ ok: false, reason: "stamp-forged" });
    expect(guard.checkStamp("", now)).toEqual({ ok: false, reason: "stamp-missing" });
    expect(guard.checkStamp(guard.issueStamp(now - 25 * 3600_000), now)).toEqual({ ok: false, reason: "stamp-expired" });
    expect(createFormGuard({ secret: "another-secret-1234567", minFillMs: 0 }).checkStamp(guard.issueStamp(now - 5000), now).ok).toBe(false);
  });
  it("honours a shorter minimum for a short form", () => {
    const now = Date.now();
    expect(guard.checkStamp(guard.issueStamp(now), now + 1000, 1000).ok).toBe(true);
  });
});

describe("anti-forgery token", () => {
  it("reads cookies and compares tokens", () => {
    expect(readCookie("a=1; XSRF-TOKEN=abc%3D; b=2", "XSRF-TOKEN")).toBe("abc=");
    expect(readCookie("a=1", "XSRF-TOKEN")).toBeUndefined();
    expect(readCookie(null, "XSRF-TOKEN")).toBeUndefined();
    expect(xsrfMatches("abc", "abc")).toBe(true);
    expect(xsrfMatches("abc", "abd")).toBe(false);
    expect(xsrfMatches(undefined, "abc")).toBe(false);
    expect(xsrfMatches("abc", "")).toBe(false);
  });
  it("is signed: a token the client made up, or signed with another secret, is not one of ours", () => {
    expect(guard.isIssuedXsrf(TOKEN)).toBe(true);
    expect(TOKEN).toMatch(/^[A-Za-z0-9_-]{46}$/);
    expect(guard.issueXsrf()).not.toBe(TOKEN);
    expect(guard.isIssuedXsrf("a".repeat(46))).toBe(false);
    expect(guard.isIssuedXsrf(`${TOKEN.slice(0, 24)}${"b".repeat(22)}`)).toBe(false);
    expect(guard.isIssuedXsrf(createFormGuard({ secret: "another-secret-1234567", minFillMs: 0 }).issueXsrf())).toBe(false);
    expect(guard.isIssuedXsrf(undefined)).toBe(false);
    // A self-made cookie and header pair (equal, but not issued by us) is refused.
    const madeUp = "c".repeat(46);
    const p = post({ [GUARD_FIELDS.xsrf]: madeUp, [GUARD_FIELDS.stamp]: oldStamp(), [GUARD_FIELDS.honeypot]: "" }, { cookie: `XSRF-TOKEN=${madeUp}` });
    expect(checkFormPost(p.request, p.form, info())).toMatchObject({ ok: false, status: 403, reason: "xsrf" });
  });
});

describe("checkFormPost", () => {
  const good = () => ({ [GUARD_FIELDS.xsrf]: TOKEN, [GUARD_FIELDS.stamp]: oldStamp(), [GUARD_FIELDS.honeypot]: "" });

  it("passes a person's form (token in the hidden field or the header), de-duplicated by its stamp", () => {
    const a = post(good());
    const stamp = a.form.get(GUARD_FIELDS.stamp) as string;
    expect(checkFormPost(a.request, a.form, info())).toEqual({ ok: true, dedupe: { by: "stamp", nonce: stamp.split(".")[1] } });
    const { [GUARD_FIELDS.xsrf]: _, ...noField } = good();
    const b = post(noField, { "x-xsrf-token": TOKEN });
    expect(checkFormPost(b.request, b.form, info()).ok).toBe(true);
  });
  it("refuses a forged, cross-site, honeypot, too fast or rate-limited post", () => {
    const forged = post({ ...good(), [GUARD_FIELDS.xsrf]: "y".repeat(24) });
    expect(checkFormPost(forged.request, forged.form, info())).toMatchObject({ ok: false, status: 403, reason: "xsrf" });
    const cross = post(good(), { "sec-fetch-site": "cross-site" });
    expect(checkFormPost(cross.request, cross.form, info())).toMatchObject({ ok: false, status: 403, reason: "cross-site" });
    const robot = post({ ...good(), [GUARD_FIELDS.honeypot]: "Robert" });
    expect(checkFormPost(robot.request, robot.form, info())).toMatchObject({ ok: false, reason: "honeypot" });
    const fast = post({ ...good(), [GUARD_FIELDS.stamp]: guard.issueStamp() });
    expect(checkFormPost(fast.request, fast.form, info())).toMatchObject({ ok: false, reason: "too-fast" });
    const many = post(good());
    expect(checkFormPost(many.request, many.form, info({ rateLimited: true }))).toMatchObject({ ok: false, status: 429 });
  });
});

describe("checkFormPost without JavaScript (no stamp)", () => {
  const noScript = { name: "Aisha", [GUARD_FIELDS.honeypot]: "" };

  it("passes a post the browser marks as same-origin, de-duplicated by content", () => {
    const a = post(noScript, { "sec-fetch-site": "same-origin", cookie: "" });
    expect(checkFormPost(a.request, a.form, info())).toEqual({ ok: true, dedupe: { by: "content" } });
    // A browser that sends no Sec-Fetch-Site: the Origin must be the site's (or the request's own).
    const b = post(noScript, { origin: "https://www.site.test", cookie: "" });
    expect(checkFormPost(b.request, b.form, info()).ok).toBe(true);
    const c = post(noScript, { origin: "http://site.test", cookie: "" });
    expect(checkFormPost(c.request, c.form, info()).ok).toBe(true);
  });

  it("refuses a cross-site, sibling-site, origin-less or robot post", () => {
    const refused: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { "sec-fetch-site": "none" }, { origin: "https://evil.test" }, {}, { origin: "null" }];
    for (const headers of refused) {
      const p = post(noScript, headers);
      expect(checkFormPost(p.request, p.form, info())).toMatchObject({ ok: false, status: 403 });
    }
    // Same-origin but the Sec-Fetch-Site header says otherwise: the browser's header wins.
    expect(isSameOriginPost({ secFetchSite: "same-site", origin: "https://www.site.test", requestOrigin: "http://site.test" }, "https://www.site.test")).toBe(false);
    const robot = post({ ...noScript, [GUARD_FIELDS.honeypot]: "Robert" }, { "sec-fetch-site": "same-origin" });
    expect(checkFormPost(robot.request, robot.form, info())).toMatchObject({ ok: false, status: 400, reason: "honeypot" });
  });
});
