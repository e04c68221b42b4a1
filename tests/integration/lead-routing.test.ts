/**
 * Lead routing and response time on both databases: the listing's agent keeps its leads; a lead
 * whose listing's agent has left goes by the first matching rule (by area; a viewing request too),
 * a contact message by an "any lead" rule whose agents take turns, the admin's order deciding which
 * rule is first, else to the fallback agent, each with the agent's mail queued and the rule named in
 * the history; with nothing set up the listing's agent keeps the lead; every change is audited. An overdue lead is
 * mailed to the admin once, even when two runs claim at the same time, and an answered one never;
 * the inbox's "overdue" filter and the dashboard's count use the same rule. The page
 * /admin/lead-routing refuses an editor (403) and a post without the anti-forgery token (403).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { storeLead } from "../../app/modules/leads/queries/leads.server.ts";
import { changeRouting, readRouting } from "../../app/modules/leads/routing/routing.server.ts";
import { requestViewing } from "../../app/modules/leads/viewings/viewings.server.ts";
import pino from "pino";
import { countOverdue, overdueJob, LEAD_OVERDUE } from "../../app/modules/leads/routing/overdue.server.ts";
import { createJobRunner } from "../../app/platform/jobs/runner.server.ts";
import { addLeadNote, countLeadsMatching, listLeads } from "../../app/modules/leads/inbox/lead-inbox.server.ts";
import { createSession } from "../../app/modules/staff/sessions.server.ts";
import { dbContext } from "../../app/platform/context.ts";
import type { Actor } from "../../app/modules/staff/scope.ts";
import { Migrator } from "kysely/migration";
import { migrationProvider } from "../../app/platform/db/migrations/index.ts";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { leadMailKinds } from "../../app/modules/leads/lead-mail.server.ts";
import * as page from "../../app/routes/admin/lead-routing.tsx";

const visitor = { name: "Omar Khalid", email: "omar@example.com", countryCode: 221, phone: "501234567", message: "Please call me about a two bedroom flat in the Marina" };
const HOUR = 60 * 60_000;

for (const dialect of testDialects()) {
  describe(`lead routing (${dialect})`, () => {
    let t: TestDb;
    const admin: Actor = { staffId: 1, name: "Routing Admin", role: "admin", agentId: null };
    let agents: number[];
    let unit: { id: number; agent_id: number; area_id: number };
    let sibling: { id: number; agent_id: number };
    const agentOf = async (id: number) => Number((await t.db.selectFrom("leads").select("agent_id").where("id", "=", id).executeTakeFirstOrThrow()).agent_id);
    const arrivalNote = async (id: number) => (await t.db.selectFrom("lead_history").select("note").where("lead_id", "=", id).where("kind", "=", "arrived").executeTakeFirstOrThrow()).note;
    const contact = async (email: string) => (await storeLead(t.db, "contact", 2, { ...visitor, email })).id;

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      // A unit whose agent has left (its only account switched off), and another unit of the same area whose agent works here.
      const units = await t.db.selectFrom("units").select(["id", "agent_id", "area_id"]).where("is_active", "=", 1).orderBy("id").execute();
      const pair = units.find((u) => units.some((v) => v.area_id === u.area_id && v.agent_id !== u.agent_id))!;
      unit = { id: Number(pair.id), agent_id: Number(pair.agent_id), area_id: Number(pair.area_id) };
      const other = units.find((v) => v.area_id === pair.area_id && v.agent_id !== pair.agent_id)!;
      sibling = { id: Number(other.id), agent_id: Number(other.agent_id) };
      // The rules' agents: four who still work here (not the leaving agent).
      agents = (await t.db.selectFrom("agents").select("id").where("id", "!=", unit.agent_id).orderBy("id").limit(4).execute()).map((a) => Number(a.id));
      const now = new Date().toISOString();
      await t.db.insertInto("staff").values({ email: "gone@example.com", name: "Gone Agent", role: "agent", agent_id: unit.agent_id, is_active: 0, created_at: now, updated_at: now }).execute();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("gives a lead whose listing's agent has left to the area rule's agent, mails that agent and names the rule", async () => {
      // Before any rule or fallback exists, the listing's agent keeps the lead, as it always did.
      const before = await storeLead(t.db, "unit-enquiry", 2, { ...visitor, email: "early@example.com", unitId: unit.id });
      expect(await agentOf(before.id)).toBe(unit.agent_id);
      const target = agents.find((a) => a !== unit.agent_id && a !== sibling.agent_id)!;
      expect(await changeRouting(t.db, admin, { intent: "add", match: `area:${unit.area_id}`, agentIds: [String(target)] })).toMatchObject({ ok: true });
      const { id } = await storeLead(t.db, "unit-enquiry", 2, { ...visitor, unitId: unit.id });
      expect(await agentOf(id)).toBe(target);
      expect(await arrivalNote(id)).toBe("Routed by rule 1");
      const mail = await t.db.selectFrom("outbox").select("payload").where("kind", "=", "lead-agent").where("payload", "like", `{"leadId":${id},%`).executeTakeFirstOrThrow();
      expect(JSON.parse(mail.payload)).toEqual({ leadId: id, agentId: target, reason: "arrived" });
    });

    it("routes a viewing request the same way", async () => {
      const target = Number((await t.db.selectFrom("lead_routing_rules").select("agent_ids").executeTakeFirstOrThrow()).agent_ids);
      // Wednesday 2 December 2026, 08:00 in Dubai; the Friday's 10:00 slot.
      const r = await requestViewing(t.db, { unitId: unit.id, name: "Fatima", email: "fatima@example.com", phone: "+971 50 123 4567", day: "2026-12-04", time: "10:00" }, { locale: "en" }, new Date("2026-12-02T04:00:00Z"));
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      expect(await agentOf(r.id)).toBe(target);
      expect(await arrivalNote(r.id)).toBe("Routed by rule 1");
    });

    it("keeps the listing's agent when that agent works here, whatever the rules say", async () => {
      const { id } = await storeLead(t.db, "unit-enquiry", 2, { ...visitor, email: "sibling@example.com", unitId: sibling.id });
      expect(await agentOf(id)).toBe(sibling.agent_id);
      expect(await arrivalNote(id)).toBeNull();
    });

    it("takes turns among a round-robin rule's agents for contact messages", async () => {
      expect(await changeRouting(t.db, admin, { intent: "add", match: "any", agentIds: [String(agents[0]), String(agents[1])] })).toMatchObject({ ok: true });
      const got = [];
      for (const n of [1, 2, 3, 4]) got.push(await agentOf(await contact(`turn${n}@example.com`)));
      expect(got).toEqual([agents[0], agents[1], agents[0], agents[1]]);
      const ids = await Promise.all([1, 2].map((n) => contact(`together${n}@example.com`)));
      expect(new Set(await Promise.all(ids.map(agentOf)))).toEqual(new Set([agents[0], agents[1]]));
      // The second agent leaves (its only account switched off): the turns skip it until it is back.
      const now = new Date().toISOString();
      const leaver = await t.db.insertInto("staff").values({ email: "left-rr@example.com", name: "Left Agent", role: "agent", agent_id: agents[1]!, is_active: 0, created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
      const afterLeaving = [];
      for (const n of [1, 2, 3]) afterLeaving.push(await agentOf(await contact(`skip${n}@example.com`)));
      expect(afterLeaving).toEqual([agents[0], agents[0], agents[0]]);
      await t.db.deleteFrom("staff").where("id", "=", leaver.id).execute();
      // The admin moves the "any lead" rule first: now it takes the Marina lead too.
      const anyRule = await t.db.selectFrom("lead_routing_rules").select("id").where("match_kind", "=", "any").executeTakeFirstOrThrow();
      expect(await changeRouting(t.db, admin, { intent: "up", ruleId: String(anyRule.id) })).toMatchObject({ ok: true, message: "Moved the rule to position 1." });
      expect((await readRouting(t.db)).rules.map((r) => r.matchLabel)).toEqual(["Any lead", expect.stringMatching(/^Area: /)]);
      const { id } = await storeLead(t.db, "unit-enquiry", 2, { ...visitor, email: "reordered@example.com", unitId: unit.id });
      expect(await arrivalNote(id)).toBe("Routed by rule 1");
      expect([agents[0], agents[1]]).toContain(await agentOf(id));
      expect(await changeRouting(t.db, admin, { intent: "down", ruleId: String(anyRule.id) })).toMatchObject({ ok: true });
    });

    it("sends what no rule matches to the fallback agent; every change is in the audit log", async () => {
      const rule = await t.db.selectFrom("lead_routing_rules").select("id").where("match_kind", "=", "any").executeTakeFirstOrThrow();
      expect(await changeRouting(t.db, admin, { intent: "remove", ruleId: String(rule.id) })).toMatchObject({ ok: true });
      expect(await changeRouting(t.db, admin, { intent: "settings", fallbackAgentId: String(agents[2]), responseHours: "24" })).toMatchObject({ ok: true });
      const id = await contact("fallback@example.com");
      expect(await agentOf(id)).toBe(agents[2]);
      expect(await arrivalNote(id)).toBe("Routed to the fallback agent");
      expect(await changeRouting(t.db, admin, { intent: "settings", fallbackAgentId: null, responseHours: "0" })).toMatchObject({ ok: false, errors: { responseHours: expect.any(String) } });
      const audit = await t.db.selectFrom("audit_log").select(["action", "entity"]).where("entity", "in", ["lead-routing-rule", "lead-routing"]).orderBy("id").execute();
      expect(audit.map((a) => `${a.action} ${a.entity}`)).toEqual(["create lead-routing-rule", "create lead-routing-rule", "reorder lead-routing-rule", "reorder lead-routing-rule", "delete lead-routing-rule", "update lead-routing"]);
    });

    it("mails an overdue lead to the admin once, even when two runs claim together; an answered lead is not overdue", async () => {
      const late = await contact("late@example.com");
      const answered = await contact("answered@example.com");
      await addLeadNote(t.db, admin, answered, { text: "Called back." });
      const later = new Date(Date.now() + 25 * HOUR);
      // Two instances' jobs at the same time, then one of them again.
      const runner = () => createJobRunner({ logger: pino({ level: "silent" }) }).add(overdueJob({ db: t.db, clock: () => later }));
      const [one, two] = [runner(), runner()];
      const mailed = (o: Awaited<ReturnType<typeof one.runOnce>>) => (o.status === "done" ? o.result : 0);
      const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
      expect(mailed(a) + mailed(b)).toBeGreaterThan(0);
      expect(await two.runOnce()).toEqual({ status: "done", result: 0 });
      await Promise.all([one.stop(), two.stop()]);
      const mails = await t.db.selectFrom("outbox").select("payload").where("kind", "=", LEAD_OVERDUE).execute();
      const leadIds = mails.map((m) => (JSON.parse(m.payload) as { leadId: number }).leadId);
      expect(leadIds.length).toBe(new Set(leadIds).size);
      expect(leadIds).toContain(late);
      expect(leadIds).not.toContain(answered);
      const mail = await leadMailKinds[LEAD_OVERDUE]!({ db: t.db, siteUrl: "https://example.test", notifyEmail: "leads@example.test" }, mails.find((m) => m.payload.includes(`"leadId":${late},`))!.payload);
      expect(mail).toMatchObject({ audience: "staff", messages: [{ subject: `Unanswered lead #${late} from ${visitor.name}` }] });
      if ("messages" in mail) expect(mail.messages[0]!.text).toContain(`https://example.test/admin/leads/${late}`);
      expect(await countOverdue(t.db, { agentId: null }, later)).toBeGreaterThanOrEqual(leadIds.length);
      // Right now (within the 24 hours) the new leads are not overdue; the inbox's filter agrees with the rule.
      const overdueNow = await listLeads(t.db, admin, { overdue: "1" }, "newest", { size: "100" });
      expect(overdueNow.items.map((l) => l.id)).not.toContain(late);
      expect(overdueNow.items.every((l) => !l.answered)).toBe(true);
      // Two days old and unanswered: in the filter now; once answered, out of it.
      await t.db.updateTable("leads").set({ created_at: new Date(Date.now() - 48 * HOUR).toISOString() }).where("id", "=", late).execute();
      const overdueIds = async () => (await listLeads(t.db, admin, { overdue: "1" }, "newest", { size: "100" })).items.map((l) => l.id);
      expect(await overdueIds()).toContain(late);
      await addLeadNote(t.db, admin, late, { text: "Sorry for the wait: called now." });
      expect(await overdueIds()).not.toContain(late);
    });

    it("finds the leads waiting over an hour for an answer, and counts a filter as the inbox does (the dashboard's figures)", async () => {
      const waiting = await contact("waiting@example.com");
      const fresh = await contact("fresh@example.com");
      const answeredLate = await contact("answered-late@example.com");
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR).toISOString();
      await t.db.updateTable("leads").set({ created_at: twoHoursAgo }).where("id", "in", [waiting, answeredLate]).execute();
      await addLeadNote(t.db, admin, answeredLate, { text: "Called back." });
      const ids = (await listLeads(t.db, admin, { overdue: "1h" }, "newest", { size: "100" })).items.map((l) => l.id);
      expect(ids).toContain(waiting);
      expect(ids).not.toContain(fresh);
      expect(ids).not.toContain(answeredLate);
      // Two hours is within the brokerage's 24: not overdue by its rule.
      expect((await listLeads(t.db, admin, { overdue: "1" }, "newest", { size: "100" })).items.map((l) => l.id)).not.toContain(waiting);
      for (const filters of [{ overdue: "1h" as const }, { kind: ["contact" as const] }, {}]) {
        expect(await countLeadsMatching(t.db, admin, filters)).toEqual({ total: (await listLeads(t.db, admin, filters, "newest", { size: "25" })).total, totalCapped: false });
      }
      // An agent counts only its own leads: none of these contact messages is theirs.
      const agent: Actor = { staffId: 2, name: "An Agent", role: "agent", agentId: agents[3]! };
      const own = await t.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).where("agent_id", "=", agents[3]!).executeTakeFirstOrThrow();
      expect((await countLeadsMatching(t.db, agent, {})).total).toBe(Number(own.n));
    });

    it("refuses /admin/lead-routing to an editor and a post without the anti-forgery token", async () => {
      const now = new Date().toISOString();
      const account = async (email: string, role: "admin" | "editor") => {
        const row = await t.db.insertInto("staff").values({ email, name: role, role, agent_id: null, is_active: 1, totp_enabled: 1, created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
        return (await createSession(t.db, { staffId: Number(row.id), stage: "signed-in" })).token;
      };
      const args = (token: string, init: RequestInit = {}) => {
        const context = new RouterContextProvider();
        context.set(dbContext, t.db);
        const request = new Request("http://localhost:3000/admin/lead-routing", { ...init, headers: { cookie: `staff_session=${token}`, ...(init.body ? { "content-type": "application/x-www-form-urlencoded" } : {}) } });
        return { request, context, params: {} } as never;
      };
      const status = (e: unknown) => (e as { init?: { status?: number } }).init?.status ?? (e as Response).status;
      const editor = await account("editor-routing@example.com", "editor");
      await expect(page.loader(args(editor))).rejects.toSatisfy((e) => status(e) === 403);
      const owner = await account("admin-routing@example.com", "admin");
      expect(await page.loader(args(owner))).toMatchObject({ responseHours: 24 });
      const before = await t.db.selectFrom("lead_routing_rules").select("id").execute();
      await expect(page.action(args(owner, { method: "POST", body: `intent=add&match=any&agentIds=${agents[0]}` }))).rejects.toSatisfy((e) => status(e) === 403);
      expect(await t.db.selectFrom("lead_routing_rules").select("id").execute()).toHaveLength(before.length);
    });

    it("the migration goes down and up again", async () => {
      expect((await new Migrator({ db: t.db, provider: migrationProvider }).migrateTo("2026-12-01-90-place-index")).error).toBeUndefined();
      // Back up: this migration first, then the later ones (their own down and up ran too).
      expect((await migrateToLatest(t.db))[0]).toBe("2026-12-02-10-lead-routing");
      expect(await t.db.selectFrom("lead_routing_rules").select("id").execute()).toEqual([]);
    });
  });
}
