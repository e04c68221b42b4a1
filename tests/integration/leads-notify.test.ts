/**
 * Never lost: a stored lead is notified through a real SMTP server; with the mail server
 * down the notice waits in the outbox (nothing lost) and goes out once it is back, also
 * from a freshly started worker (a restart); two workers never send the same notice twice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { silentLogger, startLeadApi, TestSmtp, type LeadApi, type Visitor } from "../support/lead-server.ts";
import { createOutboxWorker } from "../../app/platform/mail/outbox.server.ts";
import { siteMailKinds } from "../../app/mail-kinds.server.ts";

const NOTIFY = "leads@agency.example";
const lead = (email: string) => ({
  opCode: 3,
  projectId: 1,
  name: "Aisha Rahman",
  email,
  countryCode: 221,
  phone: "501234567",
  message: "I would like to see the two bedroom apartments available next month please",
});

for (const dialect of testDialects()) {
  describe(`lead notices on ${dialect}`, () => {
    let t: TestDb;
    let api: LeadApi;
    let visitor: Visitor;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      api = await startLeadApi(t.db);
      visitor = await api.visitor();
    });
    afterAll(async () => {
      await api?.close();
      await t?.cleanup();
    });

    const outboxFor = async (leadId: number) =>
      (await t.db.selectFrom("outbox").selectAll().orderBy("id").execute()).filter((r) => JSON.parse(r.payload).leadId === leadId);
    const leadId = async (email: string) => (await t.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    const worker = (smtpUrl: string) =>
      createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger: silentLogger, smtpUrl, notifyEmail: NOTIFY, siteUrl: "http://site.test", baseDelayMs: 20, maxDelayMs: 100 });

    it("stores the lead, then sends the agency notice and the visitor's confirmation over SMTP", async () => {
      const smtp = new TestSmtp();
      await smtp.start();
      try {
        expect((await api.submit("AddEnquiryLeadProjects", lead("first@example.com"), visitor)).json).toBe(1);
        const id = await leadId("first@example.com");
        // The agency's notice, the visitor's confirmation and the project's agent's notice.
        expect((await outboxFor(id)).map((r) => [r.kind, r.status])).toEqual([["lead-notification", "pending"], ["lead-confirmation", "pending"], ["lead-agent", "pending"]]);

        const w = worker(smtp.url);
        expect(await w.runOnce()).toEqual({ sent: 3, retried: 0 });
        await w.stop();

        const notice = smtp.received.find((m) => m.to.includes(NOTIFY));
        expect(notice?.raw).toContain("Subject: =?UTF-8?Q?New_Enquiry_=23" + id + "_from_Aisha_Rahman");
        expect(notice?.text).toContain(`Lead #${id} (enquiry, opCode 3)`);
        expect(notice?.text).toContain("Mobile: +971 501234567");
        expect(notice?.text).toContain("I would like to see the two bedroom apartments available next month please");
        expect(notice?.raw).toContain("Reply-To: first@example.com");
        expect(smtp.received.find((m) => m.to.includes("first@example.com"))?.text).toContain("we've received your request");
        expect((await outboxFor(id)).map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
      } finally {
        await smtp.stop();
      }
    });

    it("keeps the notice while the mail server is down and delivers it after a restart", async () => {
      // Reserve a port, then stop the server: the worker meets a closed port.
      const smtp = new TestSmtp();
      await smtp.start();
      const port = smtp.port;
      await smtp.stop();

      expect((await api.submit("AddContactUsLead", { ...lead("later@example.com"), opCode: 2 }, visitor)).json).toBe(1);
      const id = await leadId("later@example.com");

      const first = worker(`smtp://127.0.0.1:${port}`);
      const down = await first.runOnce();
      expect(down.sent).toBe(0);
      expect(down.retried).toBe(2);
      let rows = await outboxFor(id);
      expect(rows.every((r) => r.status === "pending" && r.attempts === 1 && r.last_error)).toBe(true);
      expect(rows.every((r) => r.next_attempt_at > r.created_at)).toBe(true);
      await first.stop(); // the process "restarts"

      await smtp.start(port);
      try {
        const second = worker(`smtp://127.0.0.1:${port}`);
        // The retry waits for its back-off (20 ms here); poll until it has gone out.
        await expect.poll(async () => (await second.runOnce(), (await outboxFor(id)).map((r) => r.status)), { timeout: 5000, interval: 30 }).toEqual(["sent", "sent"]);
        await second.stop();
        expect(smtp.received.filter((m) => m.to.includes(NOTIFY))).toHaveLength(1);
        expect(smtp.received.filter((m) => m.to.includes("later@example.com"))).toHaveLength(1);
        rows = await outboxFor(id);
        expect(rows.every((r) => r.attempts === 2 && r.sent_at)).toBe(true);
      } finally {
        await smtp.stop();
      }
      expect(await t.db.selectFrom("leads").select("id").where("email", "=", "later@example.com").execute()).toHaveLength(1);
    });

    it("two workers (two instances) send each notice exactly once", async () => {
      const smtp = new TestSmtp();
      await smtp.start();
      try {
        const emails = Array.from({ length: 6 }, (_, i) => `burst${i}@example.com`);
        for (const e of emails) expect((await api.submit("AddEnquiryLeadProjects", lead(e), visitor)).json).toBe(1);
        const a = worker(smtp.url);
        const b = worker(smtp.url);
        const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
        await Promise.all([a.stop(), b.stop()]);
        // Each lead is on project 1: the agency, the visitor and the project's agent hear of it.
        expect(ra.sent + rb.sent).toBe(emails.length * 3);
        for (const e of emails) expect(smtp.received.filter((m) => m.to.includes(e))).toHaveLength(1);
        expect(smtp.received.filter((m) => m.to.includes(NOTIFY))).toHaveLength(emails.length);
      } finally {
        await smtp.stop();
      }
    });

    it("mails an address one confirmation a day, however many leads name it, with none of the visitor's words", async () => {
      const smtp = new TestSmtp();
      await smtp.start();
      const other = await startLeadApi(t.db); // a second instance on the same database
      try {
        const spam = { ...lead("victim@example.com"), name: "Cheap pills at https://spam.example/buy now" };
        const otherVisitor = await other.visitor();
        expect((await api.submit("AddEnquiryLeadProjects", spam, visitor)).json).toBe(1);
        expect((await other.submit("AddContactUsLead", { ...spam, email: "Victim@Example.com", opCode: 2 }, otherVisitor)).json).toBe(1);
        expect((await api.submit("AddEnquiryLead", { ...spam, email: "victim+again@example.com" }, visitor)).json).toBe(1);
        const w = worker(smtp.url);
        await w.runOnce();
        await w.stop();
        // Every lead is stored and the agency hears of each; the address gets one confirmation.
        const stored = await t.db.selectFrom("leads").select("id").where("name", "=", spam.name).execute();
        expect(stored).toHaveLength(3);
        expect(smtp.received.filter((m) => m.to.includes(NOTIFY))).toHaveLength(3);
        const confirmations = smtp.received.filter((m) => m.to.some((to) => /^victim/i.test(to)));
        expect(confirmations).toHaveLength(1);
        const text = confirmations[0]!.text;
        expect(text).toContain("we've received your request");
        for (const words of ["spam.example", "Cheap pills", "two bedroom apartments", "http"]) expect(text).not.toContain(words);

        // A day later the address may be confirmed again.
        const yesterday = new Date(Date.now() - 25 * 3600_000).toISOString();
        await t.db.updateTable("confirmation_recipients").set({ last_sent_at: yesterday }).where("recipient", "=", "victim@example.com").execute();
        expect((await api.submit("AddEnquiryLeadProjects", spam, visitor)).json).toBe(1);
        const again = worker(smtp.url);
        await again.runOnce();
        await again.stop();
        expect(smtp.received.filter((m) => m.to.some((to) => /^victim/i.test(to)))).toHaveLength(2);
      } finally {
        await other.close();
        await smtp.stop();
      }
    });

    it("without SMTP_URL the notice is written to the log and marked sent", async () => {
      expect((await api.submit("AddEnquiryLeadProjects", lead("nosmtp@example.com"), visitor)).json).toBe(1);
      const id = await leadId("nosmtp@example.com");
      const lines: string[] = [];
      const { pino } = await import("pino");
      const logger = pino({ level: "info" }, { write: (s: string) => void lines.push(s) });
      const w = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger, notifyEmail: NOTIFY });
      await w.runOnce();
      await w.stop();
      expect(lines.some((l) => l.includes("lead notice") && l.includes("nosmtp@example.com"))).toBe(true);
      const rows = await outboxFor(id);
      expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
      expect(rows[1]!.last_error).toBe("skipped: no SMTP_URL");
      expect(lines.some((l) => l.includes("agent's lead notice") && l.includes(`/admin/leads/${id}`))).toBe(true);
    });

    it("announces a lead to the address stored in the back office before the env's", async () => {
      // As /admin/brokerage saves it: through the one write path, which empties the cached identity.
      const { readBrokerageRecord, saveBrokerageRecord } = await import("../../app/modules/content/brokerage/brokerage-editor.server.ts");
      const before = (await readBrokerageRecord(t.db, "identity"))!;
      await saveBrokerageRecord(t.db, null, { ...before, leadNotifyEmail: "desk@agency.example" });
      expect((await api.submit("AddEnquiryLeadProjects", lead("stored@example.com"), visitor)).json).toBe(1);
      const lines: string[] = [];
      const { pino } = await import("pino");
      const logger = pino({ level: "info" }, { write: (s: string) => void lines.push(s) });
      const w = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger, notifyEmail: NOTIFY });
      await w.runOnce();
      await w.stop();
      const notice = lines.find((l) => l.includes("lead notice") && l.includes("stored@example.com"));
      expect(notice).toContain('"to":"desk@agency.example"');
      // Put back (the save empties this process's caches, which the other database's tests share).
      await saveBrokerageRecord(t.db, null, before);
    });
  });
}
