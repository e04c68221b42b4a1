/**
 * The one image pipeline: the demo's art and staff uploads both become the files the
 * site serves through here: a JPEG fallback at full size plus responsive WebP and AVIF variants
 * at `variantWidths(width)` (`name-640.webp`, …), under `<folder>/` of the store's files (a
 * folder or a bucket: media-files.server.ts).
 *
 * Uploads (`ingestUpload`) are checked by their bytes, never their name or declared type; images
 * are decoded and encoded again, which drops every metadata block (EXIF with its GPS position,
 * XMP, IPTC, ICC profiles, comments) and anything hidden after the pixels, after turning them
 * upright by their EXIF orientation. Each upload is named by the SHA-256 of its bytes, so the
 * same photo uploaded twice is stored once. Brochures are PDFs stored as uploaded.
 */
import crypto from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { variantWidths } from "./media.ts";
import { FILE_LIMITS, MB } from "./upload-limits.ts";
import { imageRefusal, isPdf, sniffType, UPLOAD_IMAGE_TYPES, type UploadImageType } from "./media-types.ts";
import { diskMediaFiles } from "./media-disk.server.ts";
import type { MediaFiles } from "./media-files.server.ts";

export type ImageFormat = "avif" | "webp" | "jpg";

export type MediaStore = {
  /** Where the files go: a folder or a bucket (media-files.server.ts). */
  files: MediaFiles;
  /** Formats of the responsive variants (the JPEG fallback is always written). */
  formats: ImageFormat[];
};

/** A store on a folder (tests, tools; the site takes its own from site-media.server.ts). */
export const diskMediaStore = (dir: string, formats: ImageFormat[]): MediaStore => ({ files: diskMediaFiles(dir), formats });

export type StoredImage = { path: string; width: number; height: number };

/** Pixels decoded once, from which every file of a set is encoded. */
type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

export { MB };

/**
 * The limits of an upload. Bytes are checked before anything is decoded; pixels from the
 * header before the pixels are (a small PNG can declare a 50,000 × 50,000 image: a
 * decompression bomb). The stored image is at most 1920 px on its longer side (the largest
 * responsive width); a smaller one is not enlarged.
 */
export const UPLOAD_LIMITS = {
  photo: { maxBytes: FILE_LIMITS.image, maxPixels: 40_000_000 },
  "floor-plan": { maxBytes: FILE_LIMITS.image, maxPixels: 40_000_000 },
  /**
   * Pictures in content: a blog post's cover and body images (app/modules/content/editing/content-images.server.ts),
   * logos, area pictures, agents' photos and the media library's own uploads (media-library.server.ts).
   */
  "content-image": { maxBytes: FILE_LIMITS.image, maxPixels: 40_000_000 },
  brochure: { maxBytes: FILE_LIMITS.brochure },
} as const;
const MAX_IMAGE_SIDE = 1920;

type UploadPurpose = keyof typeof UPLOAD_LIMITS;

/** Where each purpose's files go under the media folder. */
export const UPLOAD_FOLDERS: Record<UploadPurpose, string> = { photo: "listing-photos", "floor-plan": "floor-plans", "content-image": "content-images", brochure: "brochures" };

export type IngestedImage = StoredImage & { ok: true; kind: "image"; hash: string; type: UploadImageType; bytes: number };
export type IngestedFile = { ok: true; kind: "file"; path: string; hash: string; bytes: number };
type UploadRefusal = { ok: false; code: "empty" | "too_large" | "type" | "too_many_pixels" | "unreadable"; reason: string };
export type IngestResult = IngestedImage | IngestedFile | UploadRefusal;

/** The public path of a file in the media folder (what the database stores). */
const publicPath = (folder: string, fileName: string) => `/media/${folder}/${fileName}`;

/** The JPEG fallback's public path, when a set named so is already complete (else null). */
export async function existingImage(store: MediaStore, folder: string, name: string): Promise<string | null> {
  return (await store.files.stat(`${folder}/${name}.jpg`)) ? publicPath(folder, `${name}.jpg`) : null;
}

/**
 * Writes `<folder>/<name>.jpg` and its variants from decoded pixels; returns the JPEG's
 * public path (`/media/<folder>/<name>.jpg`). A complete set already there is kept: the same
 * name always means the same pixels (the demo's art is deterministic; uploads are named by hash).
 */
export async function writeImageSet(store: MediaStore, folder: string, name: string, master: RawImage): Promise<StoredImage> {
  const { width, height, channels } = master.info;
  const result = { path: publicPath(folder, `${name}.jpg`), width, height };
  const fallback = `${folder}/${name}.jpg`;
  if (await store.files.stat(fallback)) return result;
  const pixels = () => sharp(master.data, { raw: { width, height, channels } });
  const jobs: Promise<void>[] = [];
  for (const w of variantWidths(width)) {
    for (const format of store.formats) {
      if (format === "jpg") continue;
      const img = pixels().resize({ width: w });
      const encoded = format === "avif" ? img.avif({ quality: 50, effort: 0 }) : img.webp({ quality: 72 });
      jobs.push(encoded.toBuffer().then((buf) => store.files.write(`${folder}/${name}-${w}.${format}`, buf)));
    }
  }
  await Promise.all(jobs);
  // The fallback is written last: its presence means the whole set is complete.
  const jpeg = await pixels().flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  await store.files.write(fallback, jpeg);
  return result;
}

/** Stores a file as it is (brochures), keeping an existing one of that name. */
export async function storeFile(store: MediaStore, folder: string, fileName: string, content: Uint8Array | string): Promise<string> {
  const key = `${folder}/${fileName}`;
  if (!(await store.files.stat(key))) await store.files.write(key, typeof content === "string" ? Buffer.from(content) : content);
  return publicPath(folder, fileName);
}

const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

const megabytes = (n: number) => `${Math.round(n / MB)} MB`;

/** sharp's name for a decoded format, as the sniffed type calls it. */
function decodedType(meta: Metadata): string {
  if (meta.format === "heif") return meta.compression === "av1" ? "avif" : "heic";
  return meta.format;
}

async function ingestImage(store: MediaStore, bytes: Uint8Array, purpose: Exclude<UploadPurpose, "brochure">, hash: string): Promise<IngestedImage | UploadRefusal> {
  const sniffed = sniffType(bytes);
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(sniffed)) return { ok: false, code: "type", reason: imageRefusal(sniffed) };
  const type = sniffed as UploadImageType;
  const limit = UPLOAD_LIMITS[purpose];
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // `limitInputPixels` makes the decoder refuse a larger image from its header; `failOn: "error"`
  // refuses a broken file rather than storing whatever part of it decoded.
  const open = () => sharp(input, { limitInputPixels: limit.maxPixels, failOn: "error", sequentialRead: true });
  let meta: Metadata;
  try {
    // The header only (no pixels decoded), without the limit, so an image over it gets its own message below.
    meta = await sharp(input, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    return { ok: false, code: "unreadable", reason: "This image could not be read: it may be damaged or incomplete. Export it again as JPEG or PNG." };
  }
  // The magic number and the decoder must agree: a file that starts like one format and decodes as another is refused.
  if (decodedType(meta) !== type) return { ok: false, code: "type", reason: imageRefusal("unknown") };
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > limit.maxPixels) {
    return { ok: false, code: "too_many_pixels", reason: `This image is ${meta.width} × ${meta.height} pixels; at most ${limit.maxPixels / 1_000_000} megapixels are accepted.` };
  }
  let master: RawImage;
  try {
    const { data, info } = await open()
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    master = { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    return { ok: false, code: "unreadable", reason: "This image could not be read: it may be damaged or incomplete. Export it again as JPEG or PNG." };
  }
  const name = `${hash}-${master.info.width}x${master.info.height}`;
  const stored = await writeImageSet(store, UPLOAD_FOLDERS[purpose], name, master);
  return { ok: true, kind: "image", ...stored, hash, type, bytes: bytes.byteLength };
}

/**
 * Checks and stores one uploaded file for its purpose. A refusal says why in words for the
 * person who uploaded it, and stores nothing.
 */
export async function ingestUpload(store: MediaStore, bytes: Uint8Array, opts: { purpose: UploadPurpose }): Promise<IngestResult> {
  const { purpose } = opts;
  const limit = UPLOAD_LIMITS[purpose];
  if (bytes.byteLength === 0) return { ok: false, code: "empty", reason: "The file is empty." };
  if (bytes.byteLength > limit.maxBytes) {
    return { ok: false, code: "too_large", reason: `The file is ${(bytes.byteLength / MB).toFixed(1)} MB; at most ${megabytes(limit.maxBytes)} is accepted.` };
  }
  const hash = sha256(bytes);
  if (purpose !== "brochure") return ingestImage(store, bytes, purpose, hash);
  if (!isPdf(bytes)) {
    const sniffed = sniffType(bytes);
    const what = sniffed === "pdf" ? "This PDF is damaged or incomplete (its end is missing)" : "This file is not a PDF";
    return { ok: false, code: "type", reason: `${what}: the brochure must be a PDF document.` };
  }
  const stored = await storeFile(store, UPLOAD_FOLDERS.brochure, `${hash}.pdf`, bytes);
  return { ok: true, kind: "file", path: stored, hash, bytes: bytes.byteLength };
}

/** The keys a stored upload may have (the JPEG and its variants, or the PDF); none for a path this pipeline did not name. */
function uploadFiles(publicFile: string): string[] {
  const m = /^\/media\/([a-z0-9-]+)\/([0-9a-f]{64})(?:-(\d+)x\d+)?\.(jpg|pdf)$/.exec(publicFile);
  if (!m || !Object.values(UPLOAD_FOLDERS).includes(m[1]!)) return [];
  const file = publicFile.slice("/media/".length);
  if (m[4] === "pdf" || !m[3]) return [file];
  const base = file.slice(0, -".jpg".length);
  // The fallback first: without it a set counts as incomplete, so one half-removed is written again by a new upload.
  return [file, ...variantWidths(Number(m[3])).flatMap((w) => [`${base}-${w}.avif`, `${base}-${w}.webp`])];
}

/**
 * Deletes a stored upload's files. Only files this pipeline named (an upload folder and a
 * SHA-256 name) are ever deleted: the demo's shared art and anything else stay.
 */
export async function deleteUpload(store: MediaStore, publicFile: string): Promise<number> {
  const files = uploadFiles(publicFile);
  for (const file of files) await store.files.remove(file);
  return files.length;
}
