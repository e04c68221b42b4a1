/**
 * The search forms' option lists are read once and kept (app/modules/listings/lookups.server.ts): a
 * burst of list pages does not re-read them, and clearAllCaches() (after a seed or an import)
 * makes the next page show the new lists at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { lookups } from "../../app/modules/listings/lookups.server.ts";
import { clearAllCaches } from "../../app/platform/cache/cache.server.ts";

const dialect = testDialects()[0]!;

describe(`kept option lists on ${dialect}`, () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await seededTestDb(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("answers from memory until the data is invalidated, then reads the new rows", async () => {
    const first = await lookups.statuses(t.db);
    expect(first.length).toBeGreaterThan(0);
    const renamed = `${first[0]!.name} (renamed)`;
    await t.db.updateTable("statuses").set({ name: renamed }).where("id", "=", first[0]!.id).execute();
    expect(await lookups.statuses(t.db)).toBe(first);
    clearAllCaches();
    const fresh = await lookups.statuses(t.db);
    expect(fresh.find((s) => s.id === first[0]!.id)?.name).toBe(renamed);
  });
});
