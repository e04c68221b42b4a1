/**
 * Cross-instance invalidation: content written by one process (here a second connection to the
 * same database, as `npm run db:seed` or another instance would) is seen by the very next request
 * of a running instance (its version check clears the caches first), on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../app/platform/db/client.server.ts";
import { bumpDataVersion, readDataVersions } from "../../app/platform/db/data-versions.server.ts";
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
      const manual = startCacheInvalidation({ db: t.db, logger: silentLogger });
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

    it("the very next request after another process's write is answered from the new data", async () => {
      sync = startCacheInvalidation({ db: t.db, logger: silentLogger });
      await sync.check();
      const before = await unitCount();
      expect(await unitCount()).toBe(before);
      await takeUnitOffMarket();
      // What the middleware does before each request: wait for a version read begun after it arrived.
      await sync.fresh();
      expect(await unitCount()).toBe(before - 1);
    });

    it("requests arriving while a read is under way wait for the next read, and share it", async () => {
      let reads = 0;
      // The same database, counting the queries sent through it.
      const counted = t.db.withPlugin({
        transformQuery: (args) => (reads++, args.node),
        transformResult: async (args) => args.result,
      });
      const check = startCacheInvalidation({ db: t.db, versionDb: counted, logger: silentLogger });
      await check.check();
      reads = 0;
      const before = await unitCount();
      await takeUnitOffMarket();
      // A burst of requests: each is answered only after a read that began after it arrived.
      const burst = Array.from({ length: 20 }, () => check.fresh());
      await Promise.all(burst);
      expect(await unitCount()).toBe(before - 1);
      // SQLite reads the table only when its connection's data_version moved; PostgreSQL shares reads across the burst.
      expect(reads).toBeGreaterThan(0);
      expect(reads).toBeLessThanOrEqual(2);
      await check.stop();
    });
  });
}
