/**
 * Lawful leads on both databases: each lead and subscription keeps a consent record; the marketing
 * mail goes only to opted-in addresses, with the brokerage's identity and a one-click way out that
 * is honoured; a data request is confirmed once by its signed link; the export gathers what is held
 * about an address and the erasure leaves it nowhere (leads kept as anonymous rows, audited); the
 * retention job anonymises leads older than the brokerage's period.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { silentLogger, TestSmtp } from "../support/lead-server.ts";
import { createOutboxWorker } from "../../app/platform/mail/outbox.server.ts";
import { siteMailKinds } from "../../app/mail-kinds.server.ts";
import { createFormGuard } from "../../app/modules/leads/lead-guard.server.ts";
import { acceptLead, acceptSubscription } from "../../app/modules/leads/leads.server.ts";
import { marketingRecipients, withdrawConsent } from "../../app/platform/mail/consent.server.ts";
import { queueMarketingMail } from "../../app/modules/privacy/marketing.server.ts";
import { unsubscribeAddress, unsubscribeToken, confirmToken } from "../../app/modules/privacy/privacy-links.server.ts";
import { confirmDataRequest, createDataRequest } from "../../app/modules/privacy/data-requests.server.ts";
import { collectData, eraseData } from "../../app/modules/privacy/personal-data.server.ts";
import { anonymiseExpiredLeads } from "../../app/modules/privacy/retention.server.ts";
import type { Actor } from "../../app/modules/staff/index.ts";
import { saveAlert } from "../../app/modules/alerts/alerts.server.ts";

const signer = createFormGuard({ secret: "consent-test-secret-0123456789", minFillMs: 0 });
const SITE = "http://site.test";
const UAE = 221;
const admin: Actor = { staffId: 1, name: "Amira Haddad", role: "admin", agentId: null };
const lead = (email: string) => ({ name: "Layla Haddad", email, countryCode: UAE, phone: "501234567", message: "Please send me the floor plans and the payment plan for this one today" });

for (const dialect of testDialects()) {
  describe(`consent and data requests on ${dialect}`, () => {
    let t: TestDb;
    const smtp = new TestSmtp();
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      await smtp.start();
    });
    afterAll(async () => {
      await smtp.stop();
      await t?.cleanup();
    });
    const deliver = async () => {
      const w = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger: silentLogger, smtpUrl: smtp.url, siteUrl: SITE, linkSigner: signer });
      await w.runOnce();
      await w.stop();
    };
    const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

    it("records each choice and mails news and offers only to those who opted in", async () => {
      await acceptLead(t.db, "contact", lead("yes@example.com"), { marketingConsent: true, pageUrl: "http://site.test/contact-us", locale: "en" });
      await acceptLead(t.db, "contact", lead("no@example.com"), { marketingConsent: false, locale: "ar" });
      await acceptLead(t.db, "contact", lead("api@example.com"));
      await acceptSubscription(t.db, { name: "Omar Saleh", email: "news@example.com" }, { locale: "ar" });
      const records = await t.db.selectFrom("consent_records").selectAll().orderBy("id").execute();
      expect(records.map((r) => [r.email, r.subject, Number(r.granted), r.text_version])).toEqual([
        ["yes@example.com", "lead", 1, "marketing-checkbox-2026-12"],
        ["no@example.com", "lead", 0, "marketing-checkbox-2026-12"],
        ["api@example.com", "lead", 0, "api-no-text"],
        ["news@example.com", "subscriber", 1, "newsletter-form-2026-12"],
      ]);
      expect(records[0]!.page_url).toBe("http://site.test/contact-us");
      expect((await marketingRecipients(t.db)).map((r) => r.email)).toEqual(["news@example.com", "yes@example.com"]);

      expect(await queueMarketingMail(t.db, admin, { subject: "New launches in Dubai Creek Harbour", text: "Three new towers open for booking this month." })).toBe(2);
      await deliver();
      const mail = mailsTo("yes@example.com").find((m) => m.text.includes("Dubai Creek Harbour"))!;
      expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/site\.test\/data-request\/unsubscribe\/\S+>/m);
      expect(mail.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(mail.text).toMatch(/ORN /);
      expect(mailsTo("news@example.com").some((m) => m.text.includes("/ar/data-request/unsubscribe/"))).toBe(true);
      expect(mailsTo("no@example.com").some((m) => m.text.includes("Dubai Creek Harbour"))).toBe(false);
      expect(mailsTo("api@example.com").some((m) => m.text.includes("Dubai Creek Harbour"))).toBe(false);
    });

    it("keeps the alert form's choice beside the alert", async () => {
      const saved = await saveAlert(t.db, { email: "alert.only@example.com", frequency: "daily", path: "/property-list", query: "?area=1" }, new Date(), "ar", { granted: false, pageUrl: "http://site.test/ar/alerts" });
      const record = await t.db.selectFrom("consent_records").selectAll().where("subject", "=", "alert").executeTakeFirstOrThrow();
      expect([Number(record.subject_id), Number(record.granted), record.locale, record.text_version]).toEqual([saved.alertId, 0, "ar", "marketing-checkbox-2026-12"]);
      expect((await marketingRecipients(t.db)).map((r) => r.email)).not.toContain("alert.only@example.com");
    });

    it("honours the one-click way out, and a forged link names nobody", async () => {
      const token = unsubscribeToken(signer, "yes@example.com");
      expect(unsubscribeAddress(signer, token)).toBe("yes@example.com");
      expect(unsubscribeAddress(signer, token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
      await withdrawConsent(t.db, "yes@example.com", "en");
      expect((await marketingRecipients(t.db)).map((r) => r.email)).toEqual(["news@example.com"]);
    });

    it("confirms a data request once, by its link only, then exports and erases everything about the address", async () => {
      const email = "erase.me@example.com";
      await acceptLead(t.db, "enquiry", { ...lead(email), projectId: 0, unitId: 0 }, { marketingConsent: true });
      await acceptSubscription(t.db, { name: "Erase Me", email });
      await createDataRequest(t.db, { email, kind: "erase", locale: "en" });
      await deliver();
      const link = mailsTo(email).map((m) => /\/data-request\/confirm\/(\S+)/.exec(m.text)?.[1]).find(Boolean)!;
      expect(link).toBeTruthy();
      const request = (await t.db.selectFrom("data_requests").selectAll().where("email", "=", email).executeTakeFirstOrThrow());
      expect((await confirmDataRequest(t.db, signer, confirmToken(signer, { id: Number(request.id), recipient: "other@example.com" }))).result).toBe("invalid");
      const late = new Date(Date.now() + 49 * 60 * 60_000);
      expect((await confirmDataRequest(t.db, signer, link, late)).result).toBe("invalid");
      const confirmed = await confirmDataRequest(t.db, signer, link);
      expect(confirmed.result).toBe("confirmed");
      expect(Date.parse(confirmed.request!.due_at!) - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60_000);
      expect((await confirmDataRequest(t.db, signer, link)).result).toBe("invalid");

      const copy = await collectData(t.db, email);
      expect(copy.leads.length).toBe(2);
      expect(copy.subscriptions.length).toBe(1);
      expect(copy.consentRecords.map((r) => r.subject)).toEqual(["lead", "subscriber"]);
      expect(copy.mails.length).toBeGreaterThan(0);
      expect(copy.dataRequests.length).toBe(1);

      const counts = await eraseData(t.db, admin, email, Number(request.id));
      expect(counts).toMatchObject({ leads: 2, subscriptions: 1, consentRecords: 2 });
      const after = await collectData(t.db, email);
      expect([after.leads, after.subscriptions, after.consentRecords, after.mails, after.dataRequests].map((l) => l.length)).toEqual([0, 0, 0, 0, 0]);
      const kept = await t.db.selectFrom("leads").select(["email", "name", "anonymised_at"]).where("anonymised_at", "is not", null).execute();
      expect(kept.length).toBeGreaterThanOrEqual(2);
      expect(kept.every((l) => l.email === "" && l.name === "")).toBe(true);
      const audit = await t.db.selectFrom("audit_log").selectAll().where("entity", "=", "data-request").execute();
      expect(audit.length).toBe(1);
      expect(JSON.stringify(audit)).not.toContain(email);
      const everywhere = JSON.stringify(await Promise.all(["leads", "subscribers", "consent_records", "outbox", "data_requests", "search_alerts", "lead_history", "audit_log"].map((table) => t.db.selectFrom(table as "leads").selectAll().execute())));
      expect(everywhere).not.toContain(email);
    });

    it("anonymises leads older than the brokerage's retention period", async () => {
      const old = await acceptLead(t.db, "contact", lead("old@example.com"), { marketingConsent: false });
      if (!old.ok) throw new Error("lead refused");
      await t.db.updateTable("leads").set({ created_at: "2022-01-01T00:00:00.000Z" }).where("id", "=", old.id).execute();
      await t.db.updateTable("brokerage").set({ lead_retention_years: 5 }).execute();
      expect(await anonymiseExpiredLeads(t.db, new Date("2026-12-01T00:00:00.000Z"))).toBe(0);
      await t.db.updateTable("brokerage").set({ lead_retention_years: null }).execute();
      expect(await anonymiseExpiredLeads(t.db, new Date("2026-12-01T00:00:00.000Z"))).toBeGreaterThanOrEqual(1);
      const row = await t.db.selectFrom("leads").select(["email", "anonymised_at"]).where("id", "=", old.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: "" });
      expect(row.anonymised_at).not.toBeNull();
      expect(await anonymiseExpiredLeads(t.db, new Date("2026-12-01T00:00:00.000Z"))).toBe(0);
    });
  });
}
