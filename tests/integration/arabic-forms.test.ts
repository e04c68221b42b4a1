/**
 * Arabic lead forms and mails, on both databases: a lead posted from an Arabic page
 * (the form posts to /forms/lead?lang=ar) is refused with Arabic field messages, stored with
 * locale "ar", and its visitor's confirmation e-mail, delivered through a real SMTP server, is
 * Arabic; the same form from an English page keeps the spec's English messages and mail; an
 * alert saved on an Arabic page mails its confirmation in Arabic with a link to /ar/alerts/confirm.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { silentLogger, TestSmtp } from "../support/lead-server.ts";
import { readMail } from "../support/mail-text.ts";
import { dbContext, requestInfoContext } from "../../app/platform/context.ts";
import { createFormGuard, leadRequestContext } from "../../app/modules/leads/lead-guard.server.ts";
import { leadFormAction, subscribeFormAction } from "../../app/modules/leads/lead-actions.server.ts";
import { createOutboxWorker } from "../../app/platform/mail/outbox.server.ts";
import { siteMailKinds } from "../../app/mail-kinds.server.ts";
import { saveAlert } from "../../app/modules/alerts/alerts.server.ts";
import { describeSearch, searchOf } from "../../app/modules/alerts/alert-search.server.ts";
import { alertListingsMessage } from "../../app/modules/alerts/alert-mail.server.ts";
import { readBrokerage } from "../../app/modules/content/pages/read-content.server.ts";
import type { LeadActionData } from "../../app/modules/leads/lead-forms.ts";
import { formPost } from "../support/form-post.ts";

const run = Date.now();
const MESSAGE = "I would like to book a viewing of this apartment next week please";
const signer = createFormGuard({ secret: "arabic-forms-secret-0123456789", minFillMs: 0 });


for (const dialect of testDialects()) {
  describe(`Arabic lead forms and mails on ${dialect}`, () => {
    let t: TestDb;
    let context: RouterContextProvider;
    const smtp = new TestSmtp();
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      await smtp.start();
      context = new RouterContextProvider();
      context.set(dbContext, t.db);
      context.set(requestInfoContext, { csp: { scriptHashes: [] }, ip: "203.0.113.23", document: true });
      context.set(leadRequestContext, { rateLimited: false, siteOrigin: "https://www.site.test", guard: signer });
    });
    afterAll(async () => {
      await smtp.stop();
      await t?.cleanup();
    });

    const post = async (action: typeof leadFormAction, path: string, fields: Record<string, string | number>) =>
      ((await action({ request: formPost(path, fields), context })) as { data: LeadActionData }).data;
    const deliver = async () => {
      const w = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger: silentLogger, smtpUrl: smtp.url, notifyEmail: "leads@agency.example", siteUrl: "http://site.test", linkSigner: signer });
      await w.runOnce();
      await w.stop();
    };
    const mailTo = (to: string) => {
      const found = smtp.received.filter((m) => m.to.includes(to));
      expect(found, to).toHaveLength(1);
      return readMail(found[0]!.raw);
    };

    it("refuses a form from an Arabic page with Arabic messages, and from an English page with the spec's", async () => {
      const empty = { form: "contact", name: "", email: "", countryCode: 221, phone: "", message: "", _return: "/ar/contact-us" };
      const ar = await post(leadFormAction, "/forms/lead?lang=ar", empty);
      expect(ar).toMatchObject({ ok: false, returnTo: "/ar/contact-us", errors: { name: "الاسم مطلوب.", email: "البريد الإلكتروني مطلوب.", phone: "رقم الجوال مطلوب.", message: "الرسالة مطلوبة." } });
      const en = await post(leadFormAction, "/forms/lead", { ...empty, _return: "/contact-us" });
      expect(en).toMatchObject({ ok: false, errors: { name: "Name is required.", email: "Email is required.", phone: "Mobile number is required.", message: "Message is required." } });
      const sub = await post(subscribeFormAction, "/forms/subscribe?lang=ar", { name: "Al", email: "x@" });
      expect(sub).toMatchObject({ ok: false, errors: { name: "3 أحرف على الأقل", email: "البريد الإلكتروني غير صالح" } });
    });

    it("stores an Arabic page's lead with locale ar and mails its visitor in Arabic; an English lead stays English", async () => {
      const arEmail = `arabic-${run}@example.com`;
      const enEmail = `english-${run}@example.com`;
      const lead = { form: "contact", countryCode: 221, phone: "501234567", message: MESSAGE };
      expect(await post(leadFormAction, "/forms/lead?lang=ar", { ...lead, name: "Omar", email: arEmail, _return: "/ar/contact-us" })).toEqual({ ok: true, returnTo: "/ar/contact-us" });
      expect(await post(leadFormAction, "/forms/lead", { ...lead, name: "Anna", email: enEmail, _return: "/contact-us" })).toEqual({ ok: true, returnTo: "/contact-us" });
      const stored = await t.db.selectFrom("leads").select(["email", "locale"]).where("email", "in", [arEmail, enEmail]).orderBy("id").execute();
      expect(stored).toEqual([
        { email: arEmail, locale: "ar" },
        { email: enEmail, locale: "en" },
      ]);

      await deliver();
      const ar = mailTo(arEmail);
      expect(ar.subject).toMatch(/^لقد استلمنا طلبك — /);
      expect(ar.body).toContain("مرحبًا،");
      expect(ar.body).toContain("شكرًا لك، لقد استلمنا طلبك. سيتواصل معك الوكيل قريبًا للتأكيد.");
      expect(ar.body).not.toMatch(/we've received/i);
      const en = mailTo(enEmail);
      expect(en.subject).toMatch(/^We've received your request — /);
      expect(en.body).toContain("Thanks, we've received your request. The agent will contact you soon to confirm.");
      expect(en.body).toContain("If you did not contact us, please ignore this e-mail.");
      // The agency's notices stay English.
      const notices = smtp.received.filter((m) => m.to.includes("leads@agency.example")).map((m) => readMail(m.raw));
      const arNotice = notices.find((n) => n.subject.startsWith("New Contact-us message") && n.subject.includes("Omar"));
      expect(arNotice?.body).toContain("Language: Arabic");
      const enNotice = notices.find((n) => n.subject.includes("Anna"));
      expect(enNotice?.body).toContain("Message:");
      expect(enNotice?.body).not.toContain("Language:");
    });

    it("mails an alert saved on an Arabic page in Arabic, its link to the Arabic confirmation page", async () => {
      const arEmail = `alert-ar-${run}@example.com`;
      const enEmail = `alert-en-${run}@example.com`;
      await saveAlert(t.db, { email: arEmail, frequency: "daily", path: "/property-list", query: "?purpose=1" }, new Date(), "ar");
      await saveAlert(t.db, { email: enEmail, frequency: "daily", path: "/property-list", query: "?purpose=1" });
      expect((await t.db.selectFrom("search_alerts").select("locale").where("email", "=", arEmail).executeTakeFirstOrThrow()).locale).toBe("ar");
      await deliver();
      const ar = mailTo(arEmail);
      expect(ar.subject).toMatch(/^أكّد تنبيه العقارات — /);
      expect(ar.body).toContain("مرة واحدة يوميًا");
      // The search in Arabic words, from the options' Arabic names.
      expect(ar.body).toContain("عقارات للبيع في دبي");
      expect(ar.body).toMatch(/http:\/\/site\.test\/ar\/alerts\/confirm\/\d+\.\w+\.[\w-]+/);
      const en = mailTo(enEmail);
      expect(en.subject).toMatch(/^Confirm your property alert — /);
      expect(en.body).toContain("Properties for sale in Dubai");
      expect(en.body).toMatch(/http:\/\/site\.test\/alerts\/confirm\/\d+\./);
    });

    it("puts a search into Arabic words with the options' Arabic names", async () => {
      const area = await t.db.selectFrom("areas").select(["id", "name", "name_ar"]).where("name_ar", "is not", null).orderBy("id").executeTakeFirstOrThrow();
      const words = await describeSearch(t.db, searchOf({ path: "/property-list", query: `?area=${area.id}&purpose=1&unitType=1&beds=3&beds=4&priceTo=2000000` }), "ar");
      expect(words).toMatch(new RegExp(`^عقارات للبيع في ${area.name_ar}، النوع: شقة، `));
      expect(words).toContain("حتى 2,000,000 درهم");
      expect(words).not.toMatch(/[A-Za-z]/);
      const projects = await describeSearch(t.db, searchOf({ path: "/project-list", query: "?completionYear=2029" }), "ar");
      expect(projects).toBe("مشاريع في دبي، التسليم في 2029");
    });

    it("writes an Arabic alert's new listings in Arabic, every link to an Arabic page", async () => {
      const saved = await saveAlert(t.db, { email: `alert-listings-${run}@example.com`, frequency: "instant", path: "/property-list", query: "" }, new Date(), "ar");
      await t.db.updateTable("search_alerts").set({ status: "active" }).where("id", "=", saved.alertId!).execute();
      const unit = await t.db.selectFrom("units").select(["id", "page_url"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      const ctx = { db: t.db, signer, siteUrl: "http://site.test", brokerage: await readBrokerage(t.db), brokerageAr: await readBrokerage(t.db, "ar") };
      const message = await alertListingsMessage(ctx, { alertId: saved.alertId!, listingIds: [unit.id], more: 2 });
      if (typeof message === "string") throw new Error(message);
      expect(message.subject).toMatch(/^3 عقارات جديدة: عقارات في دبي — /);
      expect(message.text).toContain("3 عقارات جديدة تطابق بحثك: عقارات في دبي.");
      expect(message.text).toContain(`http://site.test/ar/property/${unit.page_url}/${unit.id}`);
      expect(message.text).toContain("و2 غيرها:");
      expect(message.text).toContain("جميع النتائج المطابقة: http://site.test/ar/property-list");
      expect(message.text).toMatch(/تنبيهاتك: http:\/\/site\.test\/ar\/alerts\/manage\//);
      expect(message.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/site\.test\/ar\/alerts\/unsubscribe\//);
      expect(message.text).not.toMatch(/\b(new|matches?|your search|Stop this alert)\b/i);
    });
  });
}
