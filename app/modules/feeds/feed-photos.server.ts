/**
 * The feeds' photos and floor plans: each address is fetched once (`feed_photos`, keyed by the
 * address) and stored through the image pipeline (media-store.server.ts `ingestUpload`: checked
 * by its bytes, re-encoded, named by the SHA-256 of its content, so the same picture under two
 * addresses is one set of files). A photo that fails (HTTP error, timeout, not an image) is tried
 * again later with a growing delay; its listing is written without it meanwhile and gets it when
 * it is stored (`attachStoredPhotos`, through the listing service).
 */
import type { Db } from "../../platform/db/client.server.ts";
import { getLogger } from "../../platform/logger.server.ts";
import { ingestUpload, UPLOAD_LIMITS, type MediaStore } from "../../platform/media/media-store.server.ts";
import { ListingError, updateListing } from "../listings/index.server.ts";

export type PhotoOptions = { store: MediaStore; concurrency?: number; timeoutMs?: number };

/** The wait before the next try after `attempts` failures: 1 min, 2, 4 … up to a day. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 86_400_000);
/** How long a fetch in progress holds its photo (another instance leaves it alone meanwhile). */
const LEASE_MS = 5 * 60_000;

async function fetchBytes(url: string, timeoutMs: number): Promise<Uint8Array> {
  if (!/^https?:\/\//i.test(url)) throw new Error("not an http(s) address");
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  const max = UPLOAD_LIMITS.photo.maxBytes;
  const declared = Number(res.headers.get("content-length") ?? 0);
  if (declared > max) throw new Error(`${declared} bytes is over the limit`);
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of res.body as AsyncIterable<Uint8Array>) {
    size += part.byteLength;
    if (size > max) throw new Error("over the size limit");
    parts.push(part);
  }
  return Buffer.concat(parts);
}

export async function fetchDuePhotos(
  db: Db,
  opts: PhotoOptions,
  run: { now: () => Date; urls?: string[]; limit?: number; onProgress?: (done: number, total: number) => void },
): Promise<{ stored: string[]; failures: { url: string; error: string }[] }> {
  const nowIso = run.now().toISOString();
  let q = db.selectFrom("feed_photos").select(["url", "attempts"]).where("status", "in", ["pending", "failed"]).where("next_attempt_at", "<=", nowIso);
  if (run.urls) {
    if (!run.urls.length) return { stored: [], failures: [] };
    q = q.where("url", "in", run.urls.slice(0, 5000));
  }
  const due = await q.orderBy("next_attempt_at").limit(run.limit ?? 5000).execute();
  const stored: string[] = [];
  const failures: { url: string; error: string }[] = [];
  let done = 0;
  const work = async (photo: { url: string; attempts: number }) => {
    // Claimed by a conditional update: an instance that lost the race skips it.
    const lease = new Date(run.now().getTime() + LEASE_MS).toISOString();
    const claimed = await db.updateTable("feed_photos").set({ next_attempt_at: lease }).where("url", "=", photo.url).where("next_attempt_at", "<=", nowIso).where("status", "<>", "done").executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    let error: string;
    try {
      const bytes = await fetchBytes(photo.url, opts.timeoutMs ?? 20_000);
      const result = await ingestUpload(opts.store, bytes, { purpose: "photo" });
      if (result.ok && result.kind === "image") {
        await db
          .updateTable("feed_photos")
          .set({ status: "done", path: result.path, width: result.width, height: result.height, content_hash: result.hash, last_error: null, attempts: photo.attempts + 1, updated_at: run.now().toISOString() })
          .where("url", "=", photo.url)
          .execute();
        stored.push(photo.url);
        return;
      }
      error = result.ok ? "not an image" : result.reason;
    } catch (e) {
      error = (e as Error).message;
    }
    const attempts = photo.attempts + 1;
    failures.push({ url: photo.url, error });
    await db
      .updateTable("feed_photos")
      .set({ status: "failed", attempts, last_error: error.slice(0, 500), next_attempt_at: new Date(run.now().getTime() + retryDelayMs(attempts)).toISOString(), updated_at: run.now().toISOString() })
      .where("url", "=", photo.url)
      .execute();
  };
  const queue = [...due];
  const workers = Array.from({ length: Math.min(opts.concurrency ?? 4, queue.length) }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      await work(p);
      run.onProgress?.(++done, due.length);
    }
  });
  await Promise.all(workers);
  return { stored, failures };
}

/**
 * Gives the listings of these feed references every stored photo and floor plan of their entry,
 * in the feed's order, when that differs from what they show (one listing write each).
 */
export async function attachStoredPhotos(db: Db, refs: string[], run: { now: () => Date }): Promise<number> {
  let changed = 0;
  for (const ref of refs) {
    const row = await db.selectFrom("feed_listings as f").innerJoin("units as u", "u.id", "f.unit_id").select(["f.unit_id", "f.media_json", "u.title"]).where("f.crm_ref", "=", ref).executeTakeFirst();
    if (!row) continue;
    const media = JSON.parse(row.media_json) as { url: string; kind: "photo" | "floor_plan" }[];
    if (!media.length) continue;
    const photos = new Map(
      (await db.selectFrom("feed_photos").select(["url", "path", "width", "height", "content_hash"]).where("url", "in", media.map((m) => m.url)).where("status", "=", "done").execute()).map((p) => [p.url, p]),
    );
    const wanted = media.flatMap((m) => {
      const p = photos.get(m.url);
      return p?.path ? [{ kind: m.kind, path: p.path, width: p.width, height: p.height, alt: m.kind === "photo" ? row.title : "Floor plan", contentHash: p.content_hash }] : [];
    });
    const current = await db.selectFrom("listing_media").select(["kind", "path"]).where("unit_id", "=", row.unit_id).orderBy("sort").orderBy("id").execute();
    if (current.map((c) => `${c.kind}:${c.path}`).join("|") === wanted.map((w) => `${w.kind}:${w.path}`).join("|")) continue;
    try {
      await updateListing(db, "unit", row.unit_id, { media: wanted }, { actor: "system", now: run.now() });
      changed++;
    } catch (e) {
      if (!(e instanceof ListingError)) throw e;
      getLogger().warn({ ref, err: e.message }, "feed photos not attached");
    }
  }
  return changed;
}

/** The references whose entries list any of these addresses (for photos stored by a later retry). */
async function refsUsing(db: Db, urls: string[]): Promise<string[]> {
  const refs = new Set<string>();
  for (const url of urls) {
    const rows = await db.selectFrom("feed_listings").select("crm_ref").where("media_json", "like", `%${JSON.stringify(url).slice(1, -1).replace(/[%_]/g, "")}%`).execute();
    for (const r of rows) refs.add(r.crm_ref);
  }
  return [...refs];
}

/** Retries the photos that are due (failed ones after their delay) and attaches those stored. */
export async function retryFeedPhotos(db: Db, opts: PhotoOptions, now: () => Date = () => new Date()): Promise<{ stored: number; failed: number }> {
  const { stored, failures } = await fetchDuePhotos(db, opts, { now, limit: 500 });
  if (stored.length) await attachStoredPhotos(db, await refsUsing(db, stored), { now });
  return { stored: stored.length, failed: failures.length };
}
