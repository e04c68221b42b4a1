/**
 * A record whose address has no id (an area, a developer) changed its slug: the old
 * slug is kept in slug_redirects pointing at the record, so the old address answers 301; the new
 * slug, if it was an old one of another record of that kind, stops redirecting.
 */
import type { Tx } from "../../platform/cache/write.server.ts";

export async function moveSlug(trx: Tx, kind: "area" | "developer", id: number, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  const at = new Date().toISOString();
  await trx.deleteFrom("slug_redirects").where("kind", "=", kind).where("old_slug", "=", newSlug).execute();
  await trx
    .insertInto("slug_redirects")
    .values({ kind, old_slug: oldSlug, target_id: id, at })
    .onConflict((oc) => oc.columns(["kind", "old_slug"]).doUpdateSet({ target_id: id, at }))
    .execute();
}
