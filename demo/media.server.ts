/**
 * Turns a generated SVG into the image files the site serves: a JPEG fallback at full size
 * plus responsive WebP and AVIF variants (`name-640.webp`, …). Files that already exist are
 * kept, so re-seeding and test runs reuse them (the art is deterministic).
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageFormat = "avif" | "webp" | "jpg";

export type MediaStore = {
  dir: string;
  /** Formats of the responsive variants (the JPEG fallback is always written). */
  formats: ImageFormat[];
};

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `<dir>/<folder>/<name>.jpg` and its variants; returns the public path of the JPEG
 * (`/media/<folder>/<name>.jpg`), which is what the database stores.
 */
export async function storeSvgImage(store: MediaStore, folder: string, name: string, svg: string, width: number): Promise<string> {
  const outDir = path.join(store.dir, folder);
  const publicPath = `/media/${folder}/${name}.jpg`;
  const fallback = path.join(outDir, `${name}.jpg`);
  if (await exists(fallback)) return publicPath;
  await fs.mkdir(outDir, { recursive: true });
  const master = await sharp(Buffer.from(svg)).resize({ width }).png().toBuffer();
  const widths: number[] = [...IMAGE_WIDTHS.filter((w) => w < width), width];
  const jobs: Promise<unknown>[] = [];
  for (const w of widths) {
    for (const format of store.formats) {
      if (format === "jpg") continue;
      const file = path.join(outDir, `${name}-${w}.${format}`);
      const img = sharp(master).resize({ width: w });
      jobs.push((format === "avif" ? img.avif({ quality: 50, effort: 0 }) : img.webp({ quality: 72 })).toFile(file));
    }
  }
  await Promise.all(jobs);
  // The fallback is written last: its presence means the whole set is complete.
  await sharp(master).flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }).toFile(fallback);
  return publicPath;
}

/** Copies a file into the media folder (brochures), keeping an existing one. */
export async function storeFile(store: MediaStore, folder: string, fileName: string, content: Buffer | string): Promise<string> {
  const outDir = path.join(store.dir, folder);
  const file = path.join(outDir, fileName);
  if (!(await exists(file))) {
    await fs.mkdir(outDir, { recursive: true });
    await fs.writeFile(file, content);
  }
  return `/media/${folder}/${fileName}`;
}
