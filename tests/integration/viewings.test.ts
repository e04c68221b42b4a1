/**
 * Viewing requests on both databases, with a fixed clock: a request is a lead of kind "viewing"
 * with the unit's agent, its time (UTC) and the visitor's calendar mail queued; a closed day and a
 * time under two hours ahead are refused with nothing stored; the brokerage's hours come from its
 * settings; the unit's agent proposes another time (SEQUENCE raised, another mail queued), another
 * agent finds no such lead, and the schema refuses a malformed answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { answerViewing, viewingOf } from "../../app/modules/leads/index.server.ts";
import { requestViewing } from "../../app/modules/leads/viewings/viewings.server.ts";
import { InboxError } from "../../app/modules/leads/inbox/lead-inbox.server.ts";
import type { Actor } from "../../app/modules/staff/scope.ts";

// Wednesday 2 December 2026, 08:00 in Dubai.
const NOW = new Date("2026-12-02T04:00:00Z");

for (const dialect of testDialects()) {
  describe(`viewing requests (${dialect})`, () => {
    let t: TestDb;
    let unit: { id: number; agent_id: number };
    let owner: Actor;
    let other: Actor;
    const ask = (extra: Record<string, unknown>) =>
      requestViewing(t.db, { unitId: unit.id, name: "Fatima Al Mansoori", email: "fatima@example.com", phone: "+971 50 123 4567", day: "2026-12-04", time: "10:00", ...extra }, { locale: "en" }, NOW);

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      unit = await t.db.selectFrom("units").select(["id", "agent_id"]).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      const otherAgent = await t.db.selectFrom("agents").select("id").where("id", "<>", unit.agent_id).orderBy("id").executeTakeFirstOrThrow();
      owner = { staffId: 931, name: "Owner Agent", role: "agent", agentId: unit.agent_id };
      other = { staffId: 932, name: "Other Agent", role: "agent", agentId: otherAgent.id };
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("refuses a closed day and a time under two hours ahead, storing nothing", async () => {
      const before = await t.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      expect(await ask({ day: "2026-12-06" })).toEqual({ ok: false, errors: { day: "dayClosed" } });
      expect(await ask({ day: "2026-12-02", time: "09:30" })).toEqual({ ok: false, errors: { time: "tooSoon" } });
      expect(await ask({ phone: "call me" })).toMatchObject({ ok: false, errors: { phone: "phoneInvalid" } });
      const after = await t.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it("stores a Friday 10:00 request as a viewing lead of the unit's agent, with the visitor's calendar mail", async () => {
      const r = await ask({});
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      const lead = await t.db.selectFrom("leads").select(["kind", "agent_id", "unit_id"]).where("id", "=", r.id).executeTakeFirstOrThrow();
      expect(lead).toEqual({ kind: "viewing", agent_id: unit.agent_id, unit_id: unit.id });
      expect(await viewingOf(t.db, r.id)).toMatchObject({ startsAt: "2026-12-04T06:00:00.000Z", day: "2026-12-04", time: "10:00", status: "requested", sequence: 0 });
      const kinds = await t.db.selectFrom("outbox").select("kind").where("payload", "like", `%"leadId":${r.id}%`).execute();
      expect(kinds.map((k) => k.kind).sort()).toEqual(["lead-agent", "lead-notification", "viewing-mail"]);
    });

    it("lets the unit's agent propose another time; another agent finds no such lead", async () => {
      const r = await ask({ email: "second@example.com", time: "11:00" });
      if (!r.ok) throw new Error("refused");
      await expect(answerViewing(t.db, other, r.id, { answer: "confirm" }, NOW)).rejects.toMatchObject({ code: "not_found" });
      await expect(answerViewing(t.db, owner, r.id, { answer: "propose", day: "2026-12-06", time: "10:00" }, NOW)).rejects.toBeInstanceOf(InboxError);
      expect(await answerViewing(t.db, owner, r.id, { answer: "propose", day: "2026-12-05", time: "12:00" }, NOW)).toEqual({ status: "proposed" });
      expect(await viewingOf(t.db, r.id)).toMatchObject({ startsAt: "2026-12-05T08:00:00.000Z", status: "proposed", sequence: 1 });
      const mails = await t.db.selectFrom("outbox").select("id").where("kind", "=", "viewing-mail").where("payload", "=", JSON.stringify({ leadId: r.id })).execute();
      expect(mails).toHaveLength(2);
    });
  });
}
