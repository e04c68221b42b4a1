/**
 * What an uploaded file is, read from its bytes (magic numbers), never from its name or the
 * content type the browser sent: both are the uploader's to choose. The image decoder is asked
 * again afterwards (app/platform/media/media-store.server.ts), and must agree.
 */
type SniffedType = "jpeg" | "png" | "webp" | "avif" | "heic" | "gif" | "bmp" | "tiff" | "pdf" | "svg" | "html" | "unknown";

/** The raster formats a photo or a floor plan may be uploaded in. */
export const UPLOAD_IMAGE_TYPES = ["jpeg", "png", "webp", "avif"] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The brands of an ISO-BMFF `ftyp` box (AVIF, HEIC), or none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let i = 16; i + 4 <= size; i += 4) brands.push(ascii(bytes, i, i + 4));
  return brands;
}

export function sniffType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  const brands = ftypBrands(bytes);
  if (brands.some((b) => b === "avif" || b === "avis")) return "avif";
  if (brands.some((b) => ["heic", "heix", "hevc", "hevx", "mif1", "msf1"].includes(b))) return "heic";
  if (ascii(bytes, 0, 4) === "GIF8") return "gif";
  if (ascii(bytes, 0, 2) === "BM") return "bmp";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  // Markup: what a browser would render as a document (and run the script of), however it is named.
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, "").trimStart().toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg)/.test(head)) return "svg";
  if (/^(<\?xml|<!doctype|<html|<head|<body|<script|<iframe|<!--|<[a-z]+[\s>])/.test(head)) return "html";
  return "unknown";
}

/** Why a file that is not one of the accepted image types is refused, in the uploader's words. */
export function imageRefusal(type: SniffedType): string {
  switch (type) {
    case "svg":
    case "html":
      return "This file is an SVG or HTML document, not a photo: documents can carry scripts, so only JPEG, PNG, WebP or AVIF images are accepted.";
    case "pdf":
      return "This file is a PDF, not a photo: upload a PDF as the brochure, or export the page as a JPEG or PNG.";
    case "heic":
      return "This file is a HEIC photo, which browsers cannot show: export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).";
    case "gif":
    case "bmp":
    case "tiff":
      return `This file is a ${type.toUpperCase()} image: only JPEG, PNG, WebP or AVIF images are accepted.`;
    default:
      return "This file is not an image we can read: only JPEG, PNG, WebP or AVIF images are accepted.";
  }
}

/**
 * A PDF: the `%PDF-` header, and a trailer that ends with `startxref <offset> %%EOF` whose offset
 * points inside the file at a cross-reference table (`xref`) or stream (`n g obj`). Enough to
 * know it is a PDF a viewer can open, not a proof that every object in it is well formed.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length < 64 || ascii(bytes, 0, 5) !== "%PDF-") return false;
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  const m = /startxref\s+(\d{1,12})\s+%%EOF\s*$/.exec(tail);
  if (!m) return false;
  const offset = Number(m[1]);
  if (offset <= 0 || offset >= bytes.length) return false;
  const at = new TextDecoder("latin1").decode(bytes.subarray(offset, offset + 32));
  return /^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(at);
}
