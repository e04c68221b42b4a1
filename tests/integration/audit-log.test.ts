/**
 * The audit log on both databases: an entry commits with its change and rolls back with it, reads
 * newest first with the actor's name as it was, pages back, and keeps only the changed fields.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedFields, readAudit, recordAudit } from "../../app/modules/staff/audit.server.ts";
import { writeChange } from "../../app/platform/cache/write.server.ts";
import type { Actor } from "../../app/modules/staff/scope.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";

const mona: Actor = { staffId: 7, name: "Mona Al Suwaidi", role: "editor", agentId: null };

for (const dialect of testDialects()) {
  describe(`audit log (${dialect})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it("records an entry with its change, and none when the change rolls back", async () => {
      await writeChange(t.db, (trx) => recordAudit(trx, mona, { action: "update", entity: "unit", entityId: 12, before: { price: 1_200_000 }, after: { price: 1_150_000 } }));
      await expect(
        writeChange(t.db, async (trx) => {
          await recordAudit(trx, mona, { action: "delete", entity: "unit", entityId: 12, before: { price: 1_150_000 }, after: null });
          throw new Error("refused");
        }),
      ).rejects.toThrow("refused");
      await writeChange(t.db, (trx) => recordAudit(trx, null, { action: "unpublish", entity: "unit", entityId: 12, before: { state: "published" }, after: { state: "draft" } }));

      const rows = await readAudit(t.db, { entity: "unit", entityId: 12 });
      expect(rows.map((r) => [r.action, r.staffName])).toEqual([
        ["unpublish", null],
        ["update", "Mona Al Suwaidi"],
      ]);
      expect(rows[1]).toMatchObject({ staffId: 7, before: { price: 1_200_000 }, after: { price: 1_150_000 } });
      expect(await readAudit(t.db, { entity: "unit", entityId: 12, beforeId: rows[0]!.id })).toHaveLength(1);
      expect(await readAudit(t.db, { staffId: 7 })).toHaveLength(1);
    });
  });
}

describe("changedFields", () => {
  it("keeps only what differs, with null for a field that went or came", () => {
    expect(changedFields({ price: 1, title: "A", agent: 3 }, { price: 2, title: "A", permit: "71234" })).toEqual({
      before: { price: 1, agent: 3, permit: null },
      after: { price: 2, agent: null, permit: "71234" },
    });
  });
});
