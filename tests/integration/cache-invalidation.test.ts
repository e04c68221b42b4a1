/**
 * Cross-instance invalidation: content written by one process (here a second connection to the
 * same database, as `npm run db:seed` or another instance would) empties the page cache of a
 * running instance within one poll, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, type Db } from "../../app/db/client.server.ts";
import { bumpDataVersion, readDataVersions } from "../../app/db/queries/data-versions.server.ts";
import { startCacheInvalidation, type CacheInvalidation } from "../../server/cache-invalidation.ts";
import { createPageCache } from "../../server/page-cache.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { silentLogger } from "../support/lead-server.ts";


for (const dialect of testDialects()) {
  describe(`cache invalidation on ${dialect}`, () => {
    let t: TestDb;
    /** The "other process": its own connection pool to the same database. */
    let other: Db;
    let sync: CacheInvalidation | undefined;
    beforeAll(async () => {
      t = await seededTestDb(dialect);
      other = createDb(t.url, { poolSize: 2 }).db;
    });
    afterAll(async () => {
      await sync?.stop();
      await other?.destroy();
      await t?.cleanup();
    });

    /** A cached read answer as an instance serves it: the number of units on the market. */
    const cache = createPageCache({ ttlMs: 60_000 });
    const unitCount = () =>
      cache.api("UnitCount", {}, async () => {
        const row = await t.db.selectFrom("units").where("is_active", "=", 1).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
        return Number(row.n);
      });

    // The seed writes its listings through the listing service, which moves the version once per batch.
    const contentVersion = async () => Number(/^content:(\d+)$/.exec(await readDataVersions(t.db))?.[1]);

    it("the demo seed leaves a content version behind", async () => {
      expect(await contentVersion()).toBeGreaterThanOrEqual(1);
    });

    it("an import by another process moves the version once per write", async () => {
      const before = await contentVersion();
      await bumpDataVersion(other, "content");
      await other.transaction().execute((trx) => bumpDataVersion(trx, "content"));
      expect(await contentVersion()).toBe(before + 2);
    });

    /** Another process takes a unit off the market and records the change, in one transaction. */
    const takeUnitOffMarket = () =>
      other.transaction().execute(async (trx) => {
        const unit = await trx.selectFrom("units").select("id").where("is_active", "=", 1).orderBy("id").limit(1).executeTakeFirstOrThrow();
        await trx.updateTable("units").set({ is_active: 0 }).where("id", "=", unit.id).execute();
        await bumpDataVersion(trx, "content");
      });

    it("a check after another process's write empties the cache; without a change it keeps it", async () => {
      const manual = startCacheInvalidation({ db: t.db, logger: silentLogger, pollMs: 60_000 });
      try {
        expect(await manual.check()).toBe(false);
        const before = await unitCount();
        await takeUnitOffMarket();
        // Until the versions are read, the cache keeps the old answer (for its 60 s time to live).
        expect(await unitCount()).toBe(before);
        expect(await manual.check()).toBe(true);
        expect(await unitCount()).toBe(before - 1);
        expect(await manual.check()).toBe(false);
      } finally {
        await manual.stop();
      }
    });

    it("a running instance serves the new content within one poll, without waiting for the time to live", async () => {
      sync = startCacheInvalidation({ db: t.db, logger: silentLogger, pollMs: 50 });
      await sync.check();
      const before = await unitCount();
      await takeUnitOffMarket();
      await vi.waitFor(async () => expect(await unitCount()).toBe(before - 1), { timeout: 5_000, interval: 20 });
    });
  });
}
