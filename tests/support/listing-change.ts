/**
 * The change the two-instance test writes: a unit's new title, through the listing service
 * (app/modules/listings/listings.server.ts), the one write path the back office and imports use. It
 * validates, writes in one transaction and moves the data version there.
 */
import type { Db } from "../../app/platform/db/client.server.ts";
import { updateListing } from "../../app/modules/listings/listings.server.ts";

export async function renameUnit(db: Db, unitId: number, title: string): Promise<void> {
  await updateListing(db, "unit", unitId, { title });
}
