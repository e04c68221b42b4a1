/**
 * The one way a picture enters content: a blog post's cover and the images of its
 * body are stored here, through the image pipeline (app/platform/media/media-store.server.ts: checked
 * by their bytes, metadata dropped, responsive variants, named by their hash) into the
 * `content-images` folder, and registered in the media library (media-library.server.ts), whose
 * "where used" reads blog covers and bodies (MEDIA_USAGE_SOURCES).
 *
 * Files are never deleted when a post drops an image: revisions may still point at them, and a
 * restored revision must find its pictures.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { getLogger } from "../../../platform/logger.server.ts";
import { registerMediaAsset } from "../media-library.server.ts";
import { ingestUpload, MB, type MediaStore } from "../../../platform/media/media-store.server.ts";
import type { UploadedFile, UploadLimits } from "../../../platform/media/upload-form.server.ts";

type StoredContentImage = { ok: true; name: string; path: string; width: number; height: number };
type RefusedContentImage = { ok: false; name: string; reason: string };

/** One post of the blog editor: its cover (without JavaScript) or one body image (with it). */
export const CONTENT_IMAGE_UPLOAD_LIMITS: UploadLimits = { maxFileBytes: 15 * MB, maxFiles: 1, maxTotalBytes: 16 * MB };

/** Checks and stores one picture for content; a refusal says why, in words for the editor, and stores nothing. */
export async function storeContentImage(
  db: Db,
  store: MediaStore,
  file: Pick<UploadedFile, "name" | "bytes">,
  opts: { staffId?: number | null; alt?: string | null } = {},
): Promise<StoredContentImage | RefusedContentImage> {
  const r = await ingestUpload(store, file.bytes, { purpose: "content-image" });
  if (!r.ok) return { ok: false, name: file.name, reason: r.reason };
  if (r.kind !== "image") return { ok: false, name: file.name, reason: "This file is not an image." };
  await registerMediaAsset(db, { path: r.path, width: r.width, height: r.height, bytes: r.bytes, fileName: file.name, alt: opts.alt, staffId: opts.staffId });
  getLogger().info({ path: r.path, bytes: r.bytes }, "content image stored");
  return { ok: true, name: file.name, path: r.path, width: r.width, height: r.height };
}
