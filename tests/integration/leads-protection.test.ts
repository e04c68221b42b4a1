/**
 * Lead submissions under attack and accident: anti-forgery (403, also for a token the client
 * made up), cross-site calls, the form stamp and its fill time, the honeypot, a double submit
 * (one row, also when the two requests race), and the per-IP rate limit (in memory and shared
 * through Redis by two instances). A refused request stores nothing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startLeadApi, type LeadApi, type Visitor } from "../support/lead-server.ts";
import { storeLead } from "../../app/modules/leads/queries/leads.server.ts";
import { acceptLead } from "../../app/modules/leads/leads.server.ts";
import { CONTENT_DEDUPE_MS, formToken } from "../../app/modules/leads/lead-actions.server.ts";
import { GUARD_FIELDS } from "../../app/modules/leads/lead-schemas.ts";

const valid = {
  name: "Omar Khalid",
  email: "omar@example.com",
  countryCode: 221,
  phone: "501234567",
  message: "Please call me about the three bedroom villa in Arabian Ranches this week",
};

for (const dialect of testDialects()) {
  describe(`lead protection on ${dialect}`, () => {
    let t: TestDb;
    let api: LeadApi;
    let visitor: Visitor;
    let headers: Record<string, string>;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      api = await startLeadApi(t.db);
      visitor = await api.visitor();
      headers = visitor.headers;
    });
    afterAll(async () => {
      await api?.close();
      await t?.cleanup();
    });
    const count = async () => Number((await t.db.selectFrom("leads").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

    it("refuses a lead call without the matching anti-forgery header (403) and stores nothing", async () => {
      const before = await count();
      const stamped = async () => ({ ...valid, [GUARD_FIELDS.stamp]: await visitor.stamp() });
      const none = await api.post("AddContactUsLead", await stamped());
      expect(none.status).toBe(403);
      expect(none.json.error).toBe("forbidden");
      expect((await api.post("AddContactUsLead", await stamped(), { cookie: headers.cookie! })).status).toBe(403);
      expect((await api.post("AddContactUsLead", await stamped(), { cookie: headers.cookie!, "x-xsrf-token": "x".repeat(32) })).status).toBe(403);
      // A header without its cookie (a cross-site page cannot read or set our cookie).
      expect((await api.post("AddContactUsLead", await stamped(), { "x-xsrf-token": headers["x-xsrf-token"]! })).status).toBe(403);
      // A cookie and header pair the client made up itself: equal, but not a token we issued.
      const madeUp = "m".repeat(46);
      expect((await api.post("AddContactUsLead", await stamped(), { cookie: `XSRF-TOKEN=${madeUp}`, "x-xsrf-token": madeUp })).status).toBe(403);
      expect((await api.post("InsertSubscriberDetail", { name: "Omar", email: "o@example.com", [GUARD_FIELDS.stamp]: await visitor.stamp() })).status).toBe(403);
      expect(await count()).toBe(before);
      expect((await api.submit("AddContactUsLead", valid, visitor)).json).toBe(1);
      expect(await count()).toBe(before + 1);
    });

    it("refuses a lead call from another site (Origin or Sec-Fetch-Site) with 403 and stores nothing", async () => {
      const before = await count();
      const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }];
      for (const h of crossSite) {
        const res = await api.submit("AddContactUsLead", { ...valid, email: "cross@example.com" }, visitor, h);
        expect(res.status, JSON.stringify(h)).toBe(403);
        expect(res.json.error).toBe("forbidden");
      }
      expect((await api.submit("InsertSubscriberDetail", { name: "Omar", email: "o@example.com" }, visitor, { origin: "https://evil.example" })).status).toBe(403);
      expect(await count()).toBe(before);
      // The site's own origin passes.
      expect((await api.submit("AddContactUsLead", valid, visitor, { origin: api.url, "sec-fetch-site": "same-origin" })).json).toBe(1);
    });

    it("needs the stamp of GET /forms/stamp (400 without one, with a forged one) and keeps one lead per stamp", async () => {
      const before = await count();
      for (const stamp of [undefined, "", "not-a-stamp", `${Date.now().toString(36)}.abc.forgedsignature0000000`, 42]) {
        const res = await api.post("AddEnquiryLeadProjects", { ...valid, projectId: 2, [GUARD_FIELDS.stamp]: stamp }, headers);
        expect(res.status, String(stamp)).toBe(400);
        expect(res.json.error).toBe("stamp_required");
      }
      const subscribe = await api.post("InsertSubscriberDetail", { name: "Omar", email: "stampless@example.com" }, headers);
      expect(subscribe.json.error).toBe("stamp_required");
      expect(await count()).toBe(before);
      // The same stamp twice (a retry, or a robot replaying it) is one lead.
      const body = { ...valid, projectId: 2, [GUARD_FIELDS.stamp]: await visitor.stamp() };
      expect((await api.post("AddEnquiryLeadProjects", body, headers)).json).toBe(1);
      expect((await api.post("AddEnquiryLeadProjects", { ...body, email: "other@example.com" }, headers)).json).toBe(1);
      expect(await count()).toBe(before + 1);
    });

    it("refuses a lead call sent sooner than the minimum fill time after its stamp", async () => {
      const slow = await startLeadApi(t.db, { minFillMs: 60_000 });
      try {
        const v = await slow.visitor();
        const before = await count();
        const res = await slow.submit("AddContactUsLead", valid, v);
        expect(res.status).toBe(400);
        expect(res.json.error).toBe("stamp_required");
        expect(await count()).toBe(before);
      } finally {
        await slow.close();
      }
    });

    it("gives a robot that fills the honeypot a plain refusal and stores nothing", async () => {
      const before = await count();
      const res = await api.submit("AddEnquiryLeadProjects", { ...valid, projectId: 2, [GUARD_FIELDS.honeypot]: "http://spam.example" }, visitor);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: "refused", message: "Request refused." });
      expect(await count()).toBe(before);
    });

    it("stores one lead for a double submit with the same stamp, even when the two race", async () => {
      const before = await count();
      const stamp = await visitor.stamp();
      const answers = await Promise.all(Array.from({ length: 5 }, () => api.post("AddEnquiryLeadProjects", { ...valid, projectId: 3, [GUARD_FIELDS.stamp]: stamp }, headers)));
      expect(answers.map((a) => a.json)).toEqual([1, 1, 1, 1, 1]);
      expect(await count()).toBe(before + 1);
      const rows = await t.db.selectFrom("leads").selectAll().where("form_token", "=", `api:enquiry:${stamp.split(".")[1]}`).execute();
      expect(rows).toHaveLength(1);
      const outbox = (await t.db.selectFrom("outbox").select("payload").execute()).filter((o) => JSON.parse(o.payload).leadId === rows[0]!.id);
      expect(outbox.length).toBeGreaterThanOrEqual(1);
    });

    it("storeLead answers the existing row when two identical tokens race past the lookup", async () => {
      const token = `race-${dialect}-${Date.now()}`;
      const results = await Promise.all(
        Array.from({ length: 8 }, () => storeLead(t.db, "contact", 2, { ...valid, projectId: 0, unitId: 0 }, { formToken: token })),
      );
      const ids = new Set(results.map((r) => r.id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(await t.db.selectFrom("leads").select("id").where("form_token", "=", token).execute()).toHaveLength(1);
    });

    it("stores a form posted twice without JavaScript once, also across the de-duplication window's edge", async () => {
      const before = await count();
      const content = { ...valid, countryCode: "221", ip: "198.51.100.7", email: `nojs-${dialect}@example.com` };
      const lead = { ...valid, email: content.email, projectId: 0, unitId: 0 };
      const edge = (Math.floor(Date.now() / CONTENT_DEDUPE_MS) + 1) * CONTENT_DEDUPE_MS;
      const first = await formToken(t.db, { by: "content" }, "contact:0:0", content, edge - 1000);
      await acceptLead(t.db, "contact", lead, { formToken: first });
      // Two seconds later, in the next window: the same token, so the same lead.
      const second = await formToken(t.db, { by: "content" }, "contact:0:0", content, edge + 1000);
      expect(second).toBe(first);
      await acceptLead(t.db, "contact", lead, { formToken: second });
      expect(await count()).toBe(before + 1);
      // Another address, or other content, is another lead.
      expect(await formToken(t.db, { by: "content" }, "contact:0:0", { ...content, ip: "198.51.100.8" }, edge + 1000)).not.toBe(first);
      expect(await formToken(t.db, { by: "content" }, "contact:0:0", { ...content, message: `${valid.message} again` }, edge + 1000)).not.toBe(first);
      // With JavaScript the stamp names the lead.
      expect(await formToken(t.db, { by: "stamp", nonce: "abc" }, "contact:0:0", content)).toBe("contact:0:0:abc");
    });

    it("limits lead submissions per IP (429) and stores nothing over the limit", async () => {
      const limited = await startLeadApi(t.db, { limit: 3 });
      try {
        const v = await limited.visitor();
        const before = await count();
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await limited.submit("AddContactUsLead", { ...valid, email: `rl${i}@example.com` }, v)).status);
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
        expect(await count()).toBe(before + 3);
        // A client cannot pass for another visitor by naming an address (no proxy is trusted by default).
        expect((await limited.submit("AddContactUsLead", { ...valid, email: "other@example.com" }, v, { "x-forwarded-for": "203.0.113.9" })).status).toBe(429);
        // Reading calls are not limited.
        expect((await limited.post("GetPurposeList", { opcode: 5 })).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

describe("rate limit shared through Redis by two instances", () => {
  let redis: ChildProcess | undefined;
  let url = "";
  let t: TestDb;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    url = `redis://127.0.0.1:${port}`;
    const up = () =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1");
        socket.on("connect", () => {
          socket.destroy();
          resolve();
        });
        socket.on("error", reject);
      });
    await vi.waitFor(up, { timeout: 10_000, interval: 50 });
    t = await seededTestDb(testDialects()[0]!);
  });
  afterAll(async () => {
    redis?.kill();
    await t?.cleanup();
  });

  it("counts a visitor's submissions across both instances", async () => {
    const a = await startLeadApi(t.db, { limit: 4, redisUrl: url });
    const b = await startLeadApi(t.db, { limit: 4, redisUrl: url });
    try {
      const va = await a.visitor();
      const vb = await b.visitor();
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await a.submit("AddContactUsLead", { ...valid, email: `ra${i}@example.com` }, va)).status);
      for (let i = 0; i < 3; i++) statuses.push((await b.submit("AddContactUsLead", { ...valid, email: `rb${i}@example.com` }, vb)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
