/**
 * The demo's generated SVG art, rasterised and handed to the site's one image pipeline
 * (app/platform/media/media-store.server.ts), which writes the JPEG fallback and the responsive
 * variants. Files that already exist are kept, so re-seeding and test runs reuse them (the art
 * is deterministic).
 */
import sharp from "sharp";
import { existingImage, writeImageSet, type MediaStore } from "../app/platform/media/media-store.server.ts";

export { storeFile, type ImageFormat, type MediaStore } from "../app/platform/media/media-store.server.ts";

/**
 * Writes `<dir>/<folder>/<name>.jpg` and its variants; returns the public path of the JPEG
 * (`/media/<folder>/<name>.jpg`), which is what the database stores.
 */
export async function storeSvgImage(store: MediaStore, folder: string, name: string, svg: string, width: number): Promise<string> {
  // Checked before rendering: rasterising the SVG is the expensive part.
  const existing = await existingImage(store, folder, name);
  if (existing) return existing;
  const { data, info } = await sharp(Buffer.from(svg)).resize({ width }).raw().toBuffer({ resolveWithObject: true });
  const stored = await writeImageSet(store, folder, name, { data, info: { width: info.width, height: info.height, channels: info.channels } });
  return stored.path;
}
