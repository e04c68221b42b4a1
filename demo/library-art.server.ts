/**
 * The demo's content art as media library rows: the pictures and logos of the areas,
 * the developers' logos and the agents' photos, so /admin/media lists what the pages show, with
 * where each is used. They are not pipeline uploads, so deleting one (once unused) removes only
 * its row: deleteUpload never touches the demo's shared art.
 */
import path from "node:path";
import type { Insertable } from "kysely";
import type { MediaAssetTable } from "../app/platform/db/schema.ts";
import type { MediaStore } from "./media.server.ts";

export async function libraryArtRows(store: MediaStore, art: Array<{ path: string | null | undefined; alt: string }>, at: Date): Promise<Insertable<MediaAssetTable>[]> {
  const seen = new Set<string>();
  const rows: Insertable<MediaAssetTable>[] = [];
  for (const { path: p, alt } of art) {
    if (!p || seen.has(p)) continue;
    seen.add(p);
    const file = await store.files.stat(p.replace(/^\/media\//, "")).catch(() => null);
    const bytes = file?.size ?? 0;
    rows.push({ path: p, file_name: path.basename(p), alt, alt_ar: null, width: null, height: null, bytes, staff_id: null, created_at: at.toISOString() });
  }
  return rows;
}
