/**
 * One schema per form: the browser's check (the values as the form holds them), the route
 * action (the same values posted as a form without JavaScript) and the JSON API (posted as a
 * client posts them) refuse the same inputs with the same messages, and accept the same ones.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startLeadApi, type LeadApi, type Visitor } from "../support/lead-server.ts";
import { dbContext, requestInfoContext } from "../../app/platform/context.ts";
import { createFormGuard, leadRequestContext } from "../../app/modules/leads/lead-guard.server.ts";
import { leadFormAction, subscribeFormAction } from "../../app/modules/leads/lead-actions.server.ts";
import { loadLeadCheck } from "../../app/modules/leads/ui/lead-form.tsx";
import { loadSubscriptionCheck } from "../../app/modules/leads/ui/subscribe-form.tsx";
import type { LeadActionData } from "../../app/modules/leads/lead-forms.ts";
import { formPost } from "../support/form-post.ts";

const TEN = "I would like to book a viewing of this apartment";
const run = Date.now();
const contact = (over: Partial<Contact>, i: number): Contact => ({
  name: "Aisha Rahman",
  email: `agree-${run}-${i}@example.com`,
  countryCode: 221,
  phone: "501234567",
  message: `${TEN} please`,
  ...over,
});
type Contact = { name: string; email: string; countryCode: number; phone: string; message: string };

const CONTACTS: Partial<Contact>[] = [
  { name: "", email: "", phone: "", message: "" },
  { name: "   ", email: "bad", phone: "12a", message: "see www.example.com now" },
  { email: "ann@", phone: "12", message: "short" },
  { name: "A".repeat(101), email: `${"a".repeat(250)}@example.com`, phone: "1234567890123456" },
  { message: `${TEN} 😀` },
  { message: `${TEN} visit x dot com` },
  { phone: "+971501234567", message: "one two three four five six seven eight nine" },
  { countryCode: 0 },
  {},
  { name: "  Omar  ", message: `أرغب في حجز موعد لمشاهدة الشقة المكونة من غرفتين في دبي مارينا` },
];
const SUBSCRIPTIONS = [
  { name: "", email: "" },
  { name: "Al", email: "x@" },
  { name: "Omar", email: "omar@example" },
  { name: "Omar", email: `agree-sub-${run}@example.com` },
];


for (const dialect of testDialects()) {
  describe(`browser, action and API agree on ${dialect}`, () => {
    let t: TestDb;
    let api: LeadApi;
    let visitor: Visitor;
    let context: RouterContextProvider;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      api = await startLeadApi(t.db);
      visitor = await api.visitor();
      context = new RouterContextProvider();
      context.set(dbContext, t.db);
      context.set(requestInfoContext, { csp: { scriptHashes: [] }, ip: "203.0.113.9", document: true });
      context.set(leadRequestContext, { rateLimited: false, siteOrigin: "https://www.site.test", guard: createFormGuard({ secret: "agree-secret-0123456789", minFillMs: 0 }) });
    });
    afterAll(async () => {
      await api?.close();
      await t?.cleanup();
    });

    /** The action's field messages ({} when it accepted the form). */
    async function actionErrors(action: typeof leadFormAction, path: string, fields: Record<string, string | number>) {
      const answer = (await action({ request: formPost(path, fields), context })) as { data: LeadActionData };
      expect(answer.data.ok || !!answer.data.errors, JSON.stringify(answer.data)).toBe(true);
      return answer.data.ok ? {} : answer.data.errors;
    }
    async function apiErrors(call: string, body: Record<string, unknown>) {
      const res = await api.submit(call, body, visitor);
      if (res.status === 200) return {};
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: "invalid_body" });
      return res.json.fields as Record<string, string>;
    }

    it.each(CONTACTS.map((over, i) => [i, over] as const))("contact and enquiry form, case %i", async (i, over) => {
      const values = contact(over, i);
      const browser = (await loadLeadCheck())(values);
      expect(await actionErrors(leadFormAction, "/forms/lead", { form: "contact", ...values })).toEqual(browser);
      expect(await actionErrors(leadFormAction, "/forms/lead", { form: "enquiry", projectId: 1, unitId: 0, ...values, email: values.email.replace("@", "+e@") })).toEqual(browser);
      expect(await apiErrors("AddContactUsLead", { ...values, email: values.email.replace("@", "+api@") })).toEqual(browser);
    });

    it("the browser's checks are the spec's messages", async () => {
      const validateLead = await loadLeadCheck();
      expect(validateLead(contact(CONTACTS[0]!, 0))).toEqual({
        name: "Name is required.",
        email: "Email is required.",
        phone: "Mobile number is required.",
        message: "Message is required.",
      });
      expect(validateLead(contact({}, 0))).toEqual({});
    });

    it.each(SUBSCRIPTIONS.map((v, i) => [i, v] as const))("subscribe form, case %i", async (_i, values) => {
      const browser = (await loadSubscriptionCheck())(values);
      expect(await actionErrors(subscribeFormAction, "/forms/subscribe", values)).toEqual(browser);
      expect(await apiErrors("InsertSubscriberDetail", values)).toEqual(browser);
    });
  });
}
