/**
 * The permit-expiry job (the Dubai rule): a listing whose advertising permit has expired leaves
 * the site. Registered with the server's job runner (server/app.ts); it runs at start and then
 * every `intervalMs` (an hour by default).
 *
 * Safe with several instances: the change is one conditional UPDATE per kind (shown, and the
 * permit's last day before today), so two instances running at once unpublish each listing
 * once; the second finds nothing left to change (PostgreSQL re-checks the condition on the
 * locked row; SQLite runs one writer at a time). The search totals follow through the count
 * triggers, and the change goes through `writeChange`, so every instance's caches drop the
 * listing. Each listing it unpublishes is in the audit log as the system's change (no staff
 * member), in the same transaction. The clock is a parameter, so tests run it at a fixed time.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { Job } from "../../platform/jobs/runner.server.ts";
import { LISTING_KINDS, type ListingKind } from "./listing-input.ts";
import { utcDay } from "./listings.server.ts";
import { writeChange } from "../../platform/cache/write.server.ts";
import { recordAuditMany } from "../staff/index.server.ts";

const TABLE = { unit: "units", project: "projects" } as const;

type ExpiryResult = Record<ListingKind, number>;

/** Unpublishes (back to draft) every shown listing whose permit expired before `now`'s UTC day. */
export async function unpublishExpiredListings(db: Db, now: Date): Promise<ExpiryResult> {
  const today = utcDay(now);
  const result: ExpiryResult = { unit: 0, project: 0 };
  for (const kind of LISTING_KINDS) {
    const table = TABLE[kind];
    // A cheap look first (an index on is_active, permit_expires_on), so a quiet hour moves no data version.
    const due = await db.selectFrom(table).select("id").where("is_active", "=", 1).where("permit_expires_on", "<", today).limit(1).executeTakeFirst();
    if (!due) continue;
    result[kind] = await writeChange(db, async (trx) => {
      const changed = await trx
        .updateTable(table)
        .set({ state: "draft", is_active: 0, updated_at: now.toISOString() })
        .where("is_active", "=", 1)
        .where("permit_expires_on", "<", today)
        .returning(["id", "permit_expires_on"])
        .execute();
      // In the audit log as the system's (no staff member), so staff can see why a listing left the site.
      const entries = changed.map((r) => ({
        action: "unpublish (permit expired)",
        entity: kind,
        entityId: r.id,
        before: { permitExpiresOn: r.permit_expires_on },
        after: { state: "draft" },
      }));
      await recordAuditMany(trx, null, entries, now);
      return changed.length;
    });
  }
  return result;
}

export function permitExpiryJob(opts: { db: Db; intervalMs?: number; clock?: () => Date }): Job<ExpiryResult> {
  const { db, intervalMs = 60 * 60_000, clock } = opts;
  return {
    name: "permit expiry",
    intervalMs,
    clock,
    async run({ now, logger }) {
      const result = await unpublishExpiredListings(db, now);
      if (result.unit || result.project) logger.info({ ...result }, "permit expiry: unpublished listings whose permit expired");
      return result;
    },
  };
}
