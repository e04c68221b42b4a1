/**
 * The change the two-instance test writes through the one write path (app/services/write.server.ts):
 * a unit's new title, in one transaction that also moves the data version. One small function, so
 * the test follows the listing service (app/services/listings.server.ts) when it takes this over.
 */
import type { Db } from "../../app/db/client.server.ts";
import { writeChange } from "../../app/services/write.server.ts";

export async function renameUnit(db: Db, unitId: number, title: string): Promise<void> {
  await writeChange(db, async (trx) => {
    const { numUpdatedRows } = await trx.updateTable("units").set({ title }).where("id", "=", unitId).executeTakeFirstOrThrow();
    if (numUpdatedRows !== 1n) throw new Error(`no unit ${unitId} to rename`);
  });
}
