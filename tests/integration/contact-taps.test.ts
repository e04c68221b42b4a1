/**
 * Contact taps counted as leads, on both databases: once per visitor, listing and day (two taps
 * the same day count once, another day or another visitor counts again), credited to the live
 * listing's agent, robots and unknown or hidden listings not counted, no address stored, and the
 * back office's report scoped to an agent's own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { loadTapReport, recordContactTap } from "../../app/modules/leads/index.server.ts";
import { unpublishListing } from "../../app/modules/listings/listings.server.ts";
import type { Actor } from "../../app/modules/staff/index.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const visitor = (ip: string, now: Date) => ({ ip, userAgent: CHROME, secret: "a-test-secret-of-length", now });
const admin: Actor = { staffId: 1, name: "Admin", role: "admin", agentId: null };

for (const dialect of testDialects()) {
  describe(`contact taps on ${dialect}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const liveUnits = async (n: number) =>
      t.db.selectFrom("units").select(["id", "agent_id"]).where("is_active", "=", 1).orderBy("id").limit(n).execute();

    it("counts a visitor's taps on one listing once a day, credited to its agent", async () => {
      const [unit] = await liveUnits(1);
      const morning = new Date("2026-11-20T05:00:00Z");
      const evening = new Date("2026-11-20T18:00:00Z");
      const tap = { kind: "unit" as const, id: unit!.id, channel: "whatsapp" as const };
      expect(await recordContactTap(t.db, tap, visitor("203.0.113.7", morning))).toBe("counted");
      expect(await recordContactTap(t.db, tap, visitor("203.0.113.7", morning))).toBe("repeat");
      expect(await recordContactTap(t.db, { ...tap, channel: "call" }, visitor("203.0.113.7", morning))).toBe("repeat");
      // 18:00 UTC is 22:00 in Dubai: still the same day there.
      expect(await recordContactTap(t.db, tap, visitor("203.0.113.7", evening))).toBe("repeat");
      expect(await recordContactTap(t.db, tap, visitor("198.51.100.4", morning))).toBe("counted");
      // 21:00 UTC is the next day in Dubai.
      expect(await recordContactTap(t.db, tap, visitor("203.0.113.7", new Date("2026-11-20T21:00:00Z")))).toBe("counted");
      const rows = await t.db.selectFrom("contact_taps").selectAll().where("listing_id", "=", unit!.id).orderBy("day").execute();
      expect(rows.map((r) => [r.day, r.agent_id, r.channel])).toEqual([
        ["2026-11-20", unit!.agent_id, "whatsapp"],
        ["2026-11-20", unit!.agent_id, "whatsapp"],
        ["2026-11-21", unit!.agent_id, "whatsapp"],
      ]);
      // Only a hash of the visitor: no address in any column.
      for (const r of rows) expect(JSON.stringify(r)).not.toMatch(/203\.0\.113|198\.51\.100/);

      const report = await loadTapReport(t.db, admin, 30, new Date("2026-11-21T08:00:00Z"));
      expect(report.byDay.find((d) => d.day === "2026-11-20")?.taps).toBe(2);
      expect(report.byListing.find((l) => l.kind === "unit" && l.id === unit!.id)).toMatchObject({ taps: 3, whatsapp: 3, call: 0 });
      expect(report.byAgent.find((a) => a.agentId === unit!.agent_id)?.taps).toBeGreaterThanOrEqual(3);
    });

    it("does not count robots, unknown ids or listings no longer shown", async () => {
      const [, , hidden] = await liveUnits(3);
      const now = new Date("2026-11-22T08:00:00Z");
      const bot = { ip: "192.0.2.1", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", secret: "a-test-secret-of-length", now };
      expect(await recordContactTap(t.db, { kind: "unit", id: hidden!.id, channel: "call" }, bot)).toBe("robot");
      expect(await recordContactTap(t.db, { kind: "unit", id: 999_999_999, channel: "call" }, visitor("192.0.2.2", now))).toBe("unknown");
      await unpublishListing(t.db, "unit", hidden!.id);
      expect(await recordContactTap(t.db, { kind: "unit", id: hidden!.id, channel: "call" }, visitor("192.0.2.2", now))).toBe("unknown");
      expect(await t.db.selectFrom("contact_taps").select("day").where("day", "=", "2026-11-22").execute()).toEqual([]);
    });

    it("shows an agent only its own taps", async () => {
      const units = await liveUnits(40);
      const other = units.find((u) => u.agent_id !== units[0]!.agent_id)!;
      const now = new Date("2026-11-23T08:00:00Z");
      await recordContactTap(t.db, { kind: "unit", id: other.id, channel: "email" }, visitor("192.0.2.9", now));
      const mine = await loadTapReport(t.db, { staffId: 9, name: "Agent", role: "agent", agentId: units[0]!.agent_id }, 30, now);
      expect(mine.byListing.some((l) => l.id === other.id)).toBe(false);
      expect(mine.byAgent.every((a) => a.agentId === units[0]!.agent_id)).toBe(true);
      const all = await loadTapReport(t.db, admin, 30, now);
      expect(all.byListing.find((l) => l.id === other.id)).toMatchObject({ taps: 1, email: 1 });
    });
  });
}
