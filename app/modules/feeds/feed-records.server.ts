/**
 * What we hold of a feed's entries, read and written many at a time: the units with their
 * references, the feed's record of each (`feed_listings`) and its photos by address (`feed_photos`).
 */
import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { Database } from "../../platform/db/schema.ts";
import type { Tx } from "../../platform/cache/write.server.ts";
import type { ListingState } from "../listings/index.server.ts";

export type FeedRow = Omit<Insertable<Database["feed_listings"]>, "unit_id">;

/** The feed's records of the entries just written (insert or replace by reference), many to a statement. */
export async function writeFeedRows(trx: Tx, rows: Insertable<Database["feed_listings"]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto("feed_listings")
      .values(rows.slice(i, i + 500))
      .onConflict((oc) =>
        oc.column("crm_ref").doUpdateSet((eb) => ({
          unit_id: eb.ref("excluded.unit_id"), source: eb.ref("excluded.source"), entry_hash: eb.ref("excluded.entry_hash"),
          extras_json: eb.ref("excluded.extras_json"), media_json: eb.ref("excluded.media_json"), permit_number: eb.ref("excluded.permit_number"),
          permit_seen_on: eb.ref("excluded.permit_seen_on"), last_run_id: eb.ref("excluded.last_run_id"), updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
}

export type Existing = { id: number; page_url: string; state: ListingState; entry_hash: string | null; permit_number: string; permit_seen_on: string | null };

/** Our units with these references, with the feed's record of each where there is one (two queries per 500). */
export async function existingListings(db: Db, refs: string[]): Promise<Map<string, Existing>> {
  const out = new Map<string, Existing>();
  for (let i = 0; i < refs.length; i += 500) {
    const chunk = refs.slice(i, i + 500);
    // Two lookups by key rather than a join: SQLite's planner walked the units for the join as the table grew.
    const recorded = await db.selectFrom("feed_listings").select(["crm_ref", "unit_id", "entry_hash", "permit_number", "permit_seen_on"]).where("crm_ref", "in", chunk).execute();
    if (recorded.length) {
      const units = new Map(
        (await db.selectFrom("units").select(["id", "page_url", "state"]).where("id", "in", recorded.map((r) => r.unit_id)).execute()).map((u) => [Number(u.id), u]),
      );
      for (const { crm_ref, unit_id, ...f } of recorded) {
        const u = units.get(Number(unit_id));
        if (u) out.set(crm_ref, { id: Number(u.id), page_url: u.page_url, state: u.state, ...f });
      }
    }
    const rest = chunk.filter((r) => !out.has(r));
    if (!rest.length) continue;
    // A unit of ours that carries the reference but came from no feed (typed in, or the seed).
    const units = await db.selectFrom("units").select(["id", "crm_ref", "page_url", "state"]).where("crm_ref", "in", rest).execute();
    for (const u of units) out.set(u.crm_ref!, { id: u.id, page_url: u.page_url, state: u.state, entry_hash: null, permit_number: "", permit_seen_on: null });
  }
  return out;
}

type StoredPhoto = { path: string; width: number | null; height: number | null; contentHash: string | null };

/** The entry's photo addresses already stored; the others are queued (pending) once. */
export async function storedPhotos(db: Db, urls: string[], now: () => Date): Promise<Map<string, StoredPhoto | null>> {
  const out = new Map<string, StoredPhoto | null>();
  if (!urls.length) return out;
  const unique = [...new Set(urls)];
  const rows = [];
  for (let i = 0; i < unique.length; i += 1000)
    rows.push(...(await db.selectFrom("feed_photos").select(["url", "status", "path", "width", "height", "content_hash"]).where("url", "in", unique.slice(i, i + 1000)).execute()));
  for (const r of rows) out.set(r.url, r.status === "done" && r.path ? { path: r.path, width: r.width, height: r.height, contentHash: r.content_hash } : null);
  const fresh = [...new Set(urls.filter((u) => !out.has(u)))];
  if (fresh.length) {
    const t = now().toISOString();
    for (let i = 0; i < fresh.length; i += 1000)
      await db
        .insertInto("feed_photos")
        .values(fresh.slice(i, i + 1000).map((url) => ({ url, status: "pending" as const, next_attempt_at: t, updated_at: t })))
        .onConflict((oc) => oc.column("url").doNothing())
        .execute();
    for (const u of fresh) out.set(u, null);
  }
  return out;
}
