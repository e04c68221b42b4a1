/**
 * The lead inbox's services on both databases: leads arrive through the real lead path
 * (acceptLead / acceptSubscription) with their agent, history and agent's e-mail; an agent reaches
 * only its own leads (get, list, history, change, export); each change writes its history and
 * audit entry together, assignments e-mail the agent (through a real SMTP server), bad input
 * changes nothing; CSV exports quote and defuse cells; a removed subscriber gets no more mail;
 * keyset pages and filters.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { silentLogger, TestSmtp } from "../support/lead-server.ts";
import { acceptLead, acceptSubscription } from "../../app/modules/leads/leads.server.ts";
import { createOutboxWorker } from "../../app/platform/mail/outbox.server.ts";
import { siteMailKinds } from "../../app/mail-kinds.server.ts";
import { readAudit } from "../../app/modules/staff/audit.server.ts";
import {
  addLeadNote,
  assignLead,
  exportLeadsCsv,
  getLead,
  InboxError,
  leadHistory,
  listLeads,
  setLeadStatus,
} from "../../app/modules/leads/inbox/lead-inbox.server.ts";
import { exportSubscribersCsv, listSubscribers, removeSubscriber } from "../../app/modules/leads/subscribers.server.ts";
import type { Actor } from "../../app/modules/staff/scope.ts";
import { agentMail } from "../../app/modules/leads/lead-agent-mail.server.ts";
import { createStaff } from "../../app/modules/staff/staff.server.ts";
import { leadPage, resolveSearch } from "../../app/modules/leads/queries/inbox.server.ts";
import { leadFiltersSchema } from "../../app/modules/leads/inbox/inbox-schemas.ts";

const UAE = 221;
const MESSAGE = "Please send me the floor plans and the payment plan for this one today";
const admin: Actor = { staffId: 901, name: "Amal Admin", role: "admin", agentId: null };
const editor: Actor = { staffId: 902, name: "Eisa Editor", role: "editor", agentId: null };

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let out = "";
  for await (const line of lines) out += line;
  return out;
}

/** Rejects with an InboxError of this code (and returns it for more checks). */
async function refused(work: Promise<unknown>, code: InboxError["code"]): Promise<InboxError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InboxError);
  expect((error as InboxError).code).toBe(code);
  return error as InboxError;
}

for (const dialect of testDialects()) {
  describe(`lead inbox (${dialect})`, () => {
    let t: TestDb;
    let agentA: Actor;
    let agentB: Actor;
    let unitA: { id: number; title: string };
    let projectB: { id: number; name: string };
    let emailB: string;

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      const unit = await t.db.selectFrom("units").select(["id", "title", "agent_id"]).orderBy("id").executeTakeFirstOrThrow();
      const project = await t.db.selectFrom("projects").select(["id", "name", "agent_id"]).where("agent_id", "<>", unit.agent_id).orderBy("id").executeTakeFirstOrThrow();
      unitA = { id: unit.id, title: unit.title };
      projectB = { id: project.id, name: project.name };
      agentA = { staffId: 911, name: "Agent A", role: "agent", agentId: unit.agent_id };
      agentB = { staffId: 912, name: "Agent B", role: "agent", agentId: project.agent_id };
      emailB = (await t.db.selectFrom("agents").select("email").where("id", "=", project.agent_id).executeTakeFirstOrThrow()).email;
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const enquire = async (name: string, email: string, about: { unitId?: number; projectId?: number } = {}, extra: Record<string, unknown> = {}) => {
      const kind = about.unitId ? "unit-enquiry" : about.projectId ? "enquiry" : "contact";
      const result = await acceptLead(t.db, kind, { name, email, countryCode: UAE, phone: "501234567", message: MESSAGE, ...about, ...extra });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.id;
    };
    const outboxOf = async (leadId: number) =>
      (await t.db.selectFrom("outbox").selectAll().orderBy("id").execute()).filter((r) => JSON.parse(r.payload).leadId === leadId);
    const historyCount = async (leadId: number) => (await t.db.selectFrom("lead_history").select("id").where("lead_id", "=", leadId).execute()).length;
    const auditCount = async (leadId: number) => (await readAudit(t.db, { entity: "lead", entityId: leadId })).length;
    const row = (id: number) => t.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

    it("a lead arrives with its listing's agent, an 'arrived' event and the agent's e-mail queued", async () => {
      const onUnit = await enquire("Aisha Rahman", "aisha.arrive@example.com", { unitId: unitA.id });
      const onProject = await enquire("Bilal Khan", "bilal.arrive@example.com", { projectId: projectB.id });
      const contact = await enquire("Carla Diaz", "carla.arrive@example.com");
      expect(await row(onUnit)).toMatchObject({ agent_id: agentA.agentId, status: "new" });
      expect((await row(onProject)).agent_id).toBe(agentB.agentId);
      expect((await row(contact)).agent_id).toBeNull();
      expect((await row(contact)).updated_at).toBe((await row(contact)).created_at);
      // The listing comes with its slug, for the inbox's link to its public page.
      const pageUrlOf = async (table: "units" | "projects", id: number) => (await t.db.selectFrom(table).select("page_url").where("id", "=", id).executeTakeFirstOrThrow()).page_url;
      expect((await getLead(t.db, admin, onUnit))?.listing).toEqual({ kind: "unit", id: unitA.id, title: unitA.title, slug: await pageUrlOf("units", unitA.id) });
      expect((await getLead(t.db, admin, onProject))?.listing).toEqual({ kind: "project", id: projectB.id, title: projectB.name, slug: await pageUrlOf("projects", projectB.id) });

      expect((await outboxOf(onUnit)).map((r) => r.kind)).toEqual(["lead-notification", "lead-confirmation", "lead-agent"]);
      expect(JSON.parse((await outboxOf(onProject)).at(-1)!.payload)).toEqual({ leadId: onProject, agentId: agentB.agentId, reason: "arrived" });
      expect((await outboxOf(contact)).map((r) => r.kind)).toEqual(["lead-notification", "lead-confirmation"]);

      const history = await leadHistory(t.db, admin, onProject);
      expect(history).toMatchObject([{ kind: "arrived", staff: null, from: null }]);
      expect(history![0]!.to).toBeTypeOf("string");
    });

    it("an agent reaches only its own leads: get, list, history, changes and export find nothing of another's", async () => {
      const mine = await enquire("Dana Scope", "dana.scope@example.com", { unitId: unitA.id });
      const theirs = await enquire("Dana Scope", "dana.scope2@example.com", { projectId: projectB.id });
      const general = await enquire("Dana Scope", "dana.scope3@example.com");

      expect((await getLead(t.db, agentA, mine))?.email).toBe("dana.scope@example.com");
      expect(await getLead(t.db, agentA, theirs)).toBeNull();
      expect(await getLead(t.db, agentA, general)).toBeNull();
      expect(await leadHistory(t.db, agentA, theirs)).toBeNull();
      expect((await getLead(t.db, admin, theirs))?.agent?.id).toBe(agentB.agentId);
      expect((await getLead(t.db, editor, general))?.agent).toBeNull();

      const listed = async (actor: Actor, filters = {}) => (await listLeads(t.db, actor, { q: "dana scope", ...filters }, "newest")).items.map((i) => i.id);
      expect(await listed(agentA)).toEqual([mine]);
      expect(await listed(agentB)).toEqual([theirs]);
      expect(await listed(admin)).toEqual([general, theirs, mine]);
      // Asking for another agent's leads by filter gives nothing: the scope is in the query.
      expect(await listed(agentA, { agent: agentB.agentId })).toEqual([]);
      // An agent account without a profile sees nothing rather than everything.
      expect(await listed({ ...agentA, agentId: null })).toEqual([]);

      const before = { row: await row(theirs), history: await historyCount(theirs), audit: await auditCount(theirs) };
      await refused(setLeadStatus(t.db, agentA, theirs, { status: "contacted" }), "not_found");
      await refused(addLeadNote(t.db, agentA, theirs, { text: "Called" }), "not_found");
      await refused(assignLead(t.db, agentA, theirs, { agentId: agentA.agentId }), "not_found");
      expect({ row: await row(theirs), history: await historyCount(theirs), audit: await auditCount(theirs) }).toEqual(before);

      const csv = await collect(exportLeadsCsv(t.db, agentA, { q: "dana scope" }));
      expect(csv).toContain("dana.scope@example.com");
      expect(csv).not.toContain("dana.scope2@example.com");
      expect(csv).not.toContain("dana.scope3@example.com");
    });

    it("a status change writes the lead, its history and the audit entry together; the same status again writes nothing", async () => {
      const id = await enquire("Elif Status", "elif.status@example.com", { unitId: unitA.id });
      const created = (await row(id)).updated_at;
      expect(await setLeadStatus(t.db, agentA, id, { status: "contacted", note: "Called, wants a viewing on Sunday" })).toEqual({ changed: true });
      expect(await setLeadStatus(t.db, agentA, id, { status: "contacted" })).toEqual({ changed: false });
      const lead = await row(id);
      expect(lead.status).toBe("contacted");
      expect(lead.updated_at >= created).toBe(true);
      const history = await leadHistory(t.db, agentA, id);
      expect(history!.map((h) => h.kind)).toEqual(["arrived", "status"]);
      expect(history![1]).toMatchObject({ staff: { id: agentA.staffId, name: "Agent A" }, from: "new", to: "contacted", note: "Called, wants a viewing on Sunday" });
      const audit = await readAudit(t.db, { entity: "lead", entityId: id });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "status", staffId: agentA.staffId, before: { status: "new" }, after: { status: "contacted" } });
    });

    it("refuses bad input with field messages and changes nothing", async () => {
      const id = await enquire("Farid Invalid", "farid.invalid@example.com", { unitId: unitA.id });
      const before = { row: await row(id), history: await historyCount(id), audit: await auditCount(id), outbox: (await outboxOf(id)).length };
      expect((await refused(setLeadStatus(t.db, admin, id, { status: "archived" as never }), "invalid")).fieldErrors.status).toEqual(["Choose a status."]);
      expect((await refused(setLeadStatus(t.db, admin, id, { status: "won", note: "x".repeat(4001) }), "invalid")).fieldErrors.note).toEqual([
        "A note is at most 4000 characters.",
      ]);
      expect((await refused(addLeadNote(t.db, admin, id, { text: "   " }), "invalid")).fieldErrors.text).toEqual(["Write the note."]);
      expect((await refused(assignLead(t.db, admin, id, { agentId: 987654 }), "invalid")).fieldErrors.agentId).toEqual(["Choose an agent from the list."]);
      expect((await refused(assignLead(t.db, admin, id, { agentId: -3 }), "invalid")).fieldErrors.agentId).toEqual(["Choose an agent."]);
      // An agent may work its leads but not hand them out.
      await refused(assignLead(t.db, agentA, id, { agentId: agentB.agentId }), "forbidden");
      await refused(setLeadStatus(t.db, admin, 99_999_999, { status: "won" }), "not_found");
      await refused(listLeads(t.db, admin, { status: "open" as never }, "newest"), "invalid");
      await refused(listLeads(t.db, admin, { from: "2026-11-30", to: "2026-11-01" }, "newest"), "invalid");
      await refused(listLeads(t.db, admin, {}, "newest", { after: "not-a-cursor" }), "invalid");
      expect({ row: await row(id), history: await historyCount(id), audit: await auditCount(id), outbox: (await outboxOf(id)).length }).toEqual(before);
    });

    it("assigning hands the lead over, writes history and audit, and e-mails the new agent over SMTP", async () => {
      const id = await enquire("Gita Assign", "gita.assign@example.com");
      expect(await assignLead(t.db, admin, id, { agentId: agentB.agentId })).toEqual({ changed: true });
      expect(await assignLead(t.db, admin, id, { agentId: agentB.agentId })).toEqual({ changed: false });
      expect((await getLead(t.db, agentB, id))?.agent?.id).toBe(agentB.agentId);
      const queued = (await outboxOf(id)).filter((r) => r.kind === "lead-agent");
      expect(queued.map((r) => JSON.parse(r.payload))).toEqual([{ leadId: id, agentId: agentB.agentId, reason: "assigned" }]);
      expect(await readAudit(t.db, { entity: "lead", entityId: id })).toMatchObject([{ action: "assign", staffId: admin.staffId, before: { agentId: null }, after: { agentId: agentB.agentId } }]);

      const smtp = new TestSmtp();
      await smtp.start();
      try {
        const worker = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger: silentLogger, smtpUrl: smtp.url, notifyEmail: "office@agency.example", siteUrl: "http://site.test", batchSize: 500 });
        await worker.runOnce();
        await worker.stop();
        const mail = smtp.received.find((m) => m.to.includes(emailB) && m.text.includes(`Lead assigned to you #${id}`));
        expect(mail, "the assigned agent's e-mail").toBeDefined();
        expect(mail!.text).toContain("Gita Assign");
        expect(mail!.text).toContain(`Open it in the back office: http://site.test/admin/leads/${id}`);
        expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
        expect(mail!.text).toContain(`<a href="http://site.test/admin/leads/${id}">`);
        expect(mail!.raw).toContain("Reply-To: gita.assign@example.com");
      } finally {
        await smtp.stop();
      }
      const history = await leadHistory(t.db, admin, id);
      expect(history!.map((h) => h.kind)).toEqual(["arrived", "assigned", "mailed"]);
      expect(history![1]).toMatchObject({ from: null, staff: { name: "Amal Admin" } });
      expect(history![1]!.to).toBe((await t.db.selectFrom("agents").select("name").where("id", "=", agentB.agentId!).executeTakeFirstOrThrow()).name);
      expect(history![2]!.to).toContain(emailB);

      // Taken off every agent: no one is mailed, and agent B no longer sees it.
      expect(await assignLead(t.db, editor, id, { agentId: null })).toEqual({ changed: true });
      expect(await getLead(t.db, agentB, id)).toBeNull();
      expect((await outboxOf(id)).filter((r) => r.kind === "lead-agent")).toHaveLength(1);
    });

    it("tells the agent at the staff account's own address, the profile's public address only without an active account", async () => {
      const id = await enquire("Omar Address", "omar.address@example.com", { projectId: projectB.id });
      const payload = { leadId: id, agentId: agentB.agentId!, reason: "arrived" as const };
      expect((await agentMail(t.db, payload, "http://site.test"))?.to).toBe(emailB);
      const staffId = await createStaff(t.db, null, { email: `desk-b-${dialect}@agency.example`, name: "Agent B", role: "agent", agentId: agentB.agentId!, password: "amber courtyard ferry 19" });
      try {
        expect((await agentMail(t.db, payload, "http://site.test"))?.to).toBe(`desk-b-${dialect}@agency.example`);
        await t.db.updateTable("staff").set({ is_active: 0 }).where("id", "=", staffId).execute();
        expect((await agentMail(t.db, payload, "http://site.test"))?.to).toBe(emailB);
      } finally {
        await t.db.deleteFrom("staff").where("id", "=", staffId).execute();
      }
    });

    it("the arrival e-mail names the listing and links to the lead; an agent's mail for a lead reassigned meanwhile is not sent", async () => {
      const id = await enquire("Hana Listing", "hana.listing@example.com", { projectId: projectB.id });
      const moved = await enquire("Hana Moved", "hana.moved@example.com", { projectId: projectB.id });
      await assignLead(t.db, admin, moved, { agentId: agentA.agentId });
      const smtp = new TestSmtp();
      await smtp.start();
      try {
        const worker = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger: silentLogger, smtpUrl: smtp.url, notifyEmail: "office@agency.example", siteUrl: "http://site.test", batchSize: 500 });
        await worker.runOnce();
        await worker.stop();
      } finally {
        await smtp.stop();
      }
      const mail = smtp.received.find((m) => m.to.includes(emailB) && new RegExp(`http://site\\.test/admin/leads/${id}\\b`).test(m.text));
      expect(mail?.text).toContain("A new enquiry has arrived for your listing.");
      expect(mail?.text).toMatch(new RegExp(`Project: +${projectB.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(http://site\\.test/project/`));
      expect(smtp.received.some((m) => m.to.includes(emailB) && new RegExp(`#${moved}\\b`).test(m.text))).toBe(false);
      const skipped = (await outboxOf(moved)).find((r) => r.kind === "lead-agent" && JSON.parse(r.payload).reason === "arrived");
      expect(skipped).toMatchObject({ status: "sent", last_error: "skipped: lead not found or no longer this agent's" });
    });

    it("notes go into the history with the author and into the audit log", async () => {
      const id = await enquire("Ines Note", "ines.note@example.com", { unitId: unitA.id });
      await addLeadNote(t.db, agentA, id, { text: "  Viewing booked for Tuesday 4 pm  " });
      const history = await leadHistory(t.db, agentA, id);
      expect(history!.at(-1)).toMatchObject({ kind: "note", note: "Viewing booked for Tuesday 4 pm", staff: { id: agentA.staffId } });
      expect(await readAudit(t.db, { entity: "lead", entityId: id })).toMatchObject([{ action: "note", after: { note: "Viewing booked for Tuesday 4 pm" } }]);
    });

    it("exports CSV with a byte-order mark, quoted cells and formulas defused", async () => {
      const formula = await enquire("=HYPERLINK(\"http://evil.example\",\"x\")", "formula.export@example.com", { unitId: unitA.id });
      const arabic = await enquire("عائشة الرحمن", "arabic.export@example.com", { unitId: unitA.id }, { message: "مرحبا أريد معرفة السعر والتفاصيل الكاملة عن هذه الشقة من فضلك اليوم" });
      const quoted = await enquire("Jo, \"The\" Buyer", "quoted.export@example.com", { unitId: unitA.id }, { message: "First line\nsecond line, with a comma and more words here" });
      const lines: string[] = [];
      for await (const line of exportLeadsCsv(t.db, admin, { kind: "unit-enquiry", q: "" })) lines.push(line);
      expect(lines[0]!.startsWith("\uFEFFID,Received (UTC),Kind,Status,Name,E-mail")).toBe(true);
      expect(lines.every((l) => l.endsWith("\r\n"))).toBe(true);
      const of = (id: number) => lines.find((l) => l.startsWith(`${id},`))!;
      expect(of(formula)).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(of(arabic)).toContain(",عائشة الرحمن,");
      expect(of(arabic)).toContain(",مرحبا أريد معرفة");
      expect(of(quoted)).toContain(`"Jo, ""The"" Buyer"`);
      expect(of(quoted)).toContain(`"First line\nsecond line, with a comma and more words here"`);
      expect(of(quoted)).toContain(`unit #${unitA.id} ${unitA.title}`);
      // The filter holds: only unit enquiries.
      expect(lines.slice(1).every((l) => l.split(",")[2] === "unit-enquiry")).toBe(true);
      // Bad filters are refused before any line.
      expect(() => exportLeadsCsv(t.db, admin, { status: "nope" as never })).toThrow(InboxError);
    });

    it("subscriptions are inbox entries; subscribers are listed, exported and removed by admins and editors only", async () => {
      expect(await acceptSubscription(t.db, { name: "Karim Sub", email: "Karim.Sub+news@Example.com" })).toEqual({ ok: true });
      expect(await acceptSubscription(t.db, { name: "Karim S", email: "karim.sub+news@example.com" })).toEqual({ ok: true });
      const entries = (await listLeads(t.db, admin, { kind: "subscription", q: "karim.sub" }, "newest")).items;
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ kind: "subscription", status: "new", agent: null, phone: "", email: "karim.sub+news@example.com" });

      const { items } = await listSubscribers(t.db, editor, { q: "KARIM" });
      expect(items.map((s) => [s.name, s.email])).toEqual([["Karim S", "karim.sub+news@example.com"]]);
      await refused(listSubscribers(t.db, agentA), "forbidden");
      expect(() => exportSubscribersCsv(t.db, agentA)).toThrow(InboxError);
      await refused(removeSubscriber(t.db, agentA, items[0]!.id), "forbidden");
      const csv = await collect(exportSubscribersCsv(t.db, admin));
      expect(csv.startsWith("\uFEFFID,Name,E-mail")).toBe(true);
      expect(csv).toContain(`${items[0]!.id},Karim S,karim.sub+news@example.com,`);
      // LIKE's own characters are searched for literally.
      expect((await listSubscribers(t.db, admin, { q: "%" })).items).toEqual([]);
    });

    it("a removed subscriber gets no later mail from the site, until subscribing again", async () => {
      await acceptSubscription(t.db, { name: "Layla Removed", email: "layla.removed+news@example.com" });
      const sub = (await listSubscribers(t.db, admin, { q: "layla.removed" })).items[0]!;
      await removeSubscriber(t.db, admin, sub.id);
      await refused(removeSubscriber(t.db, admin, sub.id), "not_found");
      expect((await listSubscribers(t.db, admin, { q: "layla.removed" })).items).toEqual([]);
      expect(await readAudit(t.db, { entity: "subscriber", entityId: sub.id })).toMatchObject([{ action: "remove", before: { email: "layla.removed+news@example.com" }, after: null }]);
      const entry = (await listLeads(t.db, admin, { kind: "subscription", q: "layla.removed" }, "newest")).items[0]!;
      expect((await leadHistory(t.db, admin, entry.id))!.map((h) => h.kind)).toEqual(["arrived", "removed"]);

      // The same mailbox written another way enquires: the office hears of it, the visitor gets no confirmation.
      const id = await enquire("Layla Removed", "Layla.Removed@Example.com", { unitId: unitA.id });
      const smtp = new TestSmtp();
      await smtp.start();
      try {
        const worker = createOutboxWorker({ kinds: siteMailKinds, db: t.db, logger: silentLogger, smtpUrl: smtp.url, notifyEmail: "office@agency.example", siteUrl: "http://site.test", batchSize: 500 });
        await worker.runOnce();
        await worker.stop();
      } finally {
        await smtp.stop();
      }
      expect(smtp.received.some((m) => m.to.some((to) => /layla\.removed/i.test(to)))).toBe(false);
      expect(smtp.received.some((m) => m.to.includes("office@agency.example") && m.text.includes(`Lead #${id} `))).toBe(true);
      expect((await outboxOf(id)).find((r) => r.kind === "lead-confirmation")).toMatchObject({ status: "sent", last_error: "skipped: address removed from the mailing list" });

      // Subscribing again is a new explicit opt-in: the removal is lifted and a new entry arrives.
      await acceptSubscription(t.db, { name: "Layla Back", email: "layla.removed@example.com" });
      expect(await t.db.selectFrom("mail_suppressions").selectAll().where("recipient", "=", "layla.removed@example.com").execute()).toEqual([]);
      expect((await listLeads(t.db, admin, { kind: "subscription", q: "layla" }, "newest")).items).toHaveLength(2);
    });

    it("pages are stable keyset pages in both orders, with a capped total", async () => {
      const ids: number[] = [];
      for (let i = 0; i < 57; i++) ids.push(await enquire(`Pager Person${i}`, `pager${i}@example.com`, { unitId: unitA.id }));
      // Several leads share one timestamp: the id orders them.
      await t.db.updateTable("leads").set({ created_at: "2026-11-10T10:00:00.000Z" }).where("id", "in", ids.slice(0, 20)).execute();
      await t.db.updateTable("leads").set({ created_at: "2026-11-11T10:00:00.000Z" }).where("id", "in", ids.slice(20)).execute();
      const newestFirst = [...ids.slice(20).reverse(), ...ids.slice(0, 20).reverse()];

      const seen: number[] = [];
      let page = await listLeads(t.db, agentA, { q: "pager" }, "newest", { size: 25 });
      expect(page).toMatchObject({ total: 57, totalCapped: false, prev: null });
      seen.push(...page.items.map((i) => i.id));
      // A lead arriving meanwhile does not shift the next page.
      const late = await enquire("Pager Late", "pager.late@example.com", { unitId: unitA.id });
      while (page.next) {
        page = await listLeads(t.db, agentA, { q: "pager" }, "newest", { size: 25, after: page.next });
        seen.push(...page.items.map((i) => i.id));
      }
      expect(seen).toEqual(newestFirst);
      // Back from the last page.
      const back = await listLeads(t.db, agentA, { q: "pager" }, "newest", { size: 25, before: page.prev! });
      expect(back.items.map((i) => i.id)).toEqual(newestFirst.slice(25, 50));
      expect(back.next).not.toBeNull();

      const oldest = await listLeads(t.db, agentA, { q: "pager person" }, "oldest", { size: 50 });
      expect(oldest.items.map((i) => i.id)).toEqual([...newestFirst].reverse().slice(0, 50));
      const rest = await listLeads(t.db, agentA, { q: "pager person" }, "oldest", { size: 50, after: oldest.next! });
      expect(rest.items.map((i) => i.id)).toEqual([...newestFirst].reverse().slice(50));
      expect(rest.next).toBeNull();
      expect((await listLeads(t.db, agentA, { q: "pager" }, "newest")).items[0]!.id).toBe(late);
    });

    it("filters by status, kind, agent, listing, Dubai days and name, e-mail or phone", async () => {
      const a = await enquire("Omar Filter", "omar.filter@example.com", { unitId: unitA.id }, { phone: "551112233" });
      const b = await enquire("Noor Filter", "noor.filter@example.com", { projectId: projectB.id }, { phone: "562223344" });
      const c = await enquire("Omar Hassan", "contact.filter@example.com", {}, { phone: "573334455" });
      await setLeadStatus(t.db, admin, b, { status: "qualified" });
      await setLeadStatus(t.db, admin, c, { status: "spam" });
      // 2026-11-25 20:30 UTC is already the 26th in Dubai.
      await t.db.updateTable("leads").set({ created_at: "2026-11-25T20:30:00.000Z" }).where("id", "=", a).execute();
      await t.db.updateTable("leads").set({ created_at: "2026-11-25T19:30:00.000Z" }).where("id", "=", b).execute();
      const ids = async (filters: Record<string, unknown>, actor = admin) =>
        (await listLeads(t.db, actor, filters as never, "newest")).items.map((i) => i.id).filter((id) => [a, b, c].includes(id)).sort((x, y) => x - y);

      expect(await ids({ q: "filter", status: "qualified" })).toEqual([b]);
      expect(await ids({ q: "omar", status: ["new", "spam"] })).toEqual([a, c]);
      expect(await ids({ q: "filter", kind: "unit-enquiry" })).toEqual([a]);
      expect(await ids({ q: "omar", kind: ["contact", "enquiry"] })).toEqual([c]);
      expect(await ids({ q: "filter", agent: String(agentB.agentId) })).toEqual([b]);
      expect(await ids({ q: "omar", agent: "none" })).toEqual([c]);
      expect(await ids({ q: "filter", unitId: String(unitA.id) })).toEqual([a]);
      expect(await ids({ q: "filter", projectId: projectB.id })).toEqual([b]);
      expect(await ids({ q: "filter", from: "2026-11-26", to: "2026-11-26" })).toEqual([a]);
      expect(await ids({ q: "filter", to: "2026-11-25" })).toEqual([b]);
      // Name words by their start, in any order; the e-mail; the phone as typed, dialled or international.
      expect(await ids({ q: "OMAR" })).toEqual([a, c]);
      expect(await ids({ q: "hass om" })).toEqual([c]);
      expect(await ids({ q: "noor.filter@ex" })).toEqual([b]);
      expect(await ids({ q: "056 222" })).toEqual([b]);
      expect(await ids({ q: "+971 57 333 4455" })).toEqual([c]);
      expect(await ids({ q: "55111" })).toEqual([a]);
      expect(await ids({ q: "zz-no-such-person" })).toEqual([]);
      // A broad search (too many matches to resolve to ids first) reads by subqueries: the same leads.
      for (const q of ["omar", "filter", "056 222", "noor.filter@ex", "hass om"]) {
        const f = leadFiltersSchema.parse({ q });
        const page = async (g: typeof f) => (await leadPage(t.db, { agentId: null }, g, { sort: "newest", size: 100 })).items.map((i) => i.id);
        const resolved = await resolveSearch(t.db, f);
        expect(resolved.ids, q).toBeDefined();
        expect(await page(f), q).toEqual(await page(resolved));
      }
      // An agent's filters never reach past its scope.
      expect(await ids({ q: "filter" }, agentB)).toEqual([b]);
      expect(await ids({ q: "omar", agent: "none" }, agentA)).toEqual([]);
    });
  });
}
