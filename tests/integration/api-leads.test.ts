/** The lead calls store their row and answer 1; invalid bodies answer 400 and store nothing. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startLeadApi, type LeadApi, type Visitor } from "../support/lead-server.ts";

const valid = {
  name: "Aisha Rahman",
  email: "aisha@example.com",
  countryCode: 221,
  phone: "501234567",
  message: "I would like to see the two bedroom apartments available next month please",
};

for (const dialect of testDialects()) {
  describe(`lead calls on ${dialect}`, () => {
    let t: TestDb;
    let api: LeadApi;
    let visitor: Visitor;
    // A lead call as a client makes it (docs/api.md): a fresh stamp, the anti-forgery token (tests/integration/leads-protection.test.ts).
    const submit = (call: string, body: Record<string, unknown>) => api.submit(call, body, visitor);
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      api = await startLeadApi(t.db);
      visitor = await api.visitor();
    });
    afterAll(async () => {
      await api?.close();
      await t?.cleanup();
    });
    const leads = async () => t.db.selectFrom("leads").selectAll().orderBy("id").execute();

    it("AddEnquiryLeadProjects stores an opCode 3 lead with the project id and queues its notice", async () => {
      const before = (await leads()).length;
      const res = await submit("AddEnquiryLeadProjects", { ...valid, opCode: 3, projectId: 4 });
      expect(res.status).toBe(200);
      expect(res.json).toBe(1);
      const rows = await leads();
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ op_code: 3, project_id: 4, name: "Aisha Rahman", country_id: 221, kind: "enquiry" });
      const outbox = await t.db.selectFrom("outbox").selectAll().execute();
      expect(outbox.some((o) => JSON.parse(o.payload).leadId === rows.at(-1)!.id)).toBe(true);
    });

    it("AddContactUsLead and AddEnquiryLead store opCode 2 and 3 leads", async () => {
      expect((await submit("AddContactUsLead", { ...valid, opCode: 2 })).json).toBe(1);
      expect((await submit("AddEnquiryLead", { ...valid, opCode: 3 })).json).toBe(1);
      const rows = await leads();
      expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(["contact", "unit-enquiry"]));
      expect(rows.find((r) => r.kind === "contact")?.op_code).toBe(2);
    });

    it("refuses an invalid lead with the field's message and stores nothing", async () => {
      const before = (await leads()).length;
      const res = await submit("AddContactUsLead", { ...valid, phone: "12ab" });
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual({ phone: "Only numbers allowed." });
      const short = await submit("AddContactUsLead", { ...valid, message: "Call me please" });
      expect(short.json.fields.message).toBe("Message must be at least 10 words.");
      const unknownCountry = await submit("AddContactUsLead", { ...valid, countryCode: 9999 });
      expect(unknownCountry.status).toBe(400);
      // Spec 5: the country is required; a call without one is not given a default.
      const { countryCode: _, ...noCountry } = valid;
      for (const call of ["AddContactUsLead", "AddEnquiryLeadProjects", "AddEnquiryLead"]) {
        const res = await submit(call, { ...noCountry, projectId: 4 });
        expect(res.status, call).toBe(400);
        expect(res.json).toMatchObject({ error: "invalid_body", fields: { countryCode: "Country code is required." } });
      }
      expect((await leads()).length).toBe(before);
    });

    it("InsertSubscriberDetail keeps one row per e-mail", async () => {
      expect((await submit("InsertSubscriberDetail", { name: "Omar", email: "omar@example.com" })).json).toBe(1);
      expect((await submit("InsertSubscriberDetail", { name: "Omar K", email: "Omar@Example.com" })).json).toBe(1);
      const rows = await t.db.selectFrom("subscribers").selectAll().where("email", "=", "omar@example.com").execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toBe("Omar K");
      const bad = await submit("InsertSubscriberDetail", { name: "Om", email: "x" });
      expect(bad.status).toBe(400);
      expect(bad.json.fields).toEqual({ name: "Min char 3 required", email: "Email id not valid" });
    });
  });
}
