/**
 * The upload pipeline on real files (sharp encoding real images, a temporary media folder):
 * types decided by bytes whatever the name or declared type (through the multipart helper, as
 * a browser would post them), metadata gone after the re-encode, upright by EXIF orientation,
 * the byte and pixel limits, one stored set per content hash, the variants at the right widths,
 * brochures as PDFs only, and removal that touches only the pipeline's own files.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageSources } from "./media.ts";
import { deleteUpload, diskMediaStore, ingestUpload, MB, UPLOAD_LIMITS, type IngestResult, type MediaStore } from "./media-store.server.ts";
import { parseListingUploads } from "./upload-form.server.ts";

let store: MediaStore;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "media-store-test-"));
  store = diskMediaStore(mediaDir, ["avif", "webp"]);
});
afterAll(async () => {
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const solid = (width: number, height: number, background = "#c86432") => sharp({ create: { width, height, channels: 3, background } });
const file = (publicPath: string) => path.join(mediaDir, publicPath.replace(/^\/media\//, ""));

function minimalPdf(): Buffer {
  let body = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n";
  const xref = Buffer.byteLength(body);
  body += "xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n" + xref + "\n%%EOF\n";
  return Buffer.from(body, "latin1");
}

/** Posts files as a browser would (names and types chosen by the sender) and ingests each for `purpose`. */
async function uploadAs(purpose: "photo" | "floor-plan" | "brochure", files: { name: string; type: string; bytes: Uint8Array }[]): Promise<IngestResult[]> {
  const form = new FormData();
  for (const f of files) form.append("files", new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type }));
  const parsed = await parseListingUploads(new Request("http://localhost/upload", { method: "POST", body: form }));
  if (!parsed.ok) throw new Error(parsed.reason);
  const results: IngestResult[] = [];
  for (const f of parsed.files) results.push(await ingestUpload(store, f.bytes, { purpose }));
  return results;
}

function ok(r: IngestResult) {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
}

describe("ingestUpload: the type comes from the bytes", () => {
  it("stores a PNG posted as brochure.pdf (application/pdf) as a photo", async () => {
    const png = await solid(500, 300).png().toBuffer();
    const [r] = await uploadAs("photo", [{ name: "brochure.pdf", type: "application/pdf", bytes: png }]);
    const stored = ok(r!);
    expect(stored).toMatchObject({ kind: "image", type: "png", width: 500, height: 300 });
    expect(stored.path).toMatch(/^\/media\/listing-photos\/[0-9a-f]{64}-500x300\.jpg$/);
    expect((await sharp(file(stored.path)).metadata()).format).toBe("jpeg");
  });

  it("refuses an SVG with a script posted as photo.jpg (image/jpeg), and stores nothing", async () => {
    const before = await fs.readdir(mediaDir, { recursive: true });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
    const [r] = await uploadAs("photo", [{ name: "photo.jpg", type: "image/jpeg", bytes: svg }]);
    expect(r).toEqual({ ok: false, code: "type", reason: expect.stringMatching(/SVG or HTML document/) });
    expect(await fs.readdir(mediaDir, { recursive: true })).toEqual(before);
  });

  it("refuses HTML, a PDF, a GIF polyglot, a text file named .jpg and a damaged JPEG as photos, each with its reason", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).gif().toBuffer();
    const results = await uploadAs("floor-plan", [
      { name: "plan.png", type: "image/png", bytes: Buffer.from("<!doctype html><html><body><script>fetch('/admin')</script>") },
      { name: "plan.jpg", type: "image/jpeg", bytes: minimalPdf() },
      { name: "plan.jpg", type: "image/jpeg", bytes: Buffer.concat([Buffer.from("GIF89a/*"), gif.subarray(8), Buffer.from("*/=1;alert(1)//")]) },
      { name: "plan.jpg", type: "image/jpeg", bytes: Buffer.from("this is not a picture at all") },
      { name: "plan.jpg", type: "image/jpeg", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]) },
    ]);
    expect(results.map((r) => !r.ok && r.code)).toEqual(["type", "type", "type", "type", "unreadable"]);
    const reasons = results.map((r) => (r.ok ? "" : r.reason));
    expect(reasons[0]).toMatch(/SVG or HTML document/);
    expect(reasons[1]).toMatch(/is a PDF, not a photo/);
    expect(reasons[2]).toMatch(/GIF image: only JPEG, PNG, WebP or AVIF/);
    expect(reasons[3]).toMatch(/not an image we can read/);
    expect(reasons[4]).toMatch(/could not be read/);
  });

  it("accepts WebP and AVIF photos", async () => {
    const [webp, avif] = await uploadAs("photo", [
      { name: "a", type: "", bytes: await solid(400, 400, "#123456").webp().toBuffer() },
      { name: "b", type: "", bytes: await solid(300, 200, "#654321").avif().toBuffer() },
    ]);
    expect(ok(webp!)).toMatchObject({ type: "webp", width: 400, height: 400 });
    expect(ok(avif!)).toMatchObject({ type: "avif", width: 300, height: 200 });
  });

  it("takes a PDF as the brochure (stored as it came, under its hash) and refuses it as a photo; refuses a PNG or a truncated PDF as a brochure", async () => {
    const pdf = minimalPdf();
    const [asBrochure] = await uploadAs("brochure", [{ name: "x.jpg", type: "image/jpeg", bytes: pdf }]);
    const stored = ok(asBrochure!);
    expect(stored.path).toMatch(/^\/media\/brochures\/[0-9a-f]{64}\.pdf$/);
    expect(await fs.readFile(file(stored.path))).toEqual(pdf);
    const [asPhoto] = await uploadAs("photo", [{ name: "x.pdf", type: "application/pdf", bytes: pdf }]);
    expect(asPhoto).toMatchObject({ ok: false, code: "type" });
    const [png, cut] = await uploadAs("brochure", [
      { name: "b.pdf", type: "application/pdf", bytes: await solid(10, 10).png().toBuffer() },
      { name: "b.pdf", type: "application/pdf", bytes: pdf.subarray(0, pdf.length - 30) },
    ]);
    expect(png).toEqual({ ok: false, code: "type", reason: "This file is not a PDF: the brochure must be a PDF document." });
    expect(cut).toEqual({ ok: false, code: "type", reason: "This PDF is damaged or incomplete (its end is missing): the brochure must be a PDF document." });
  });
});

describe("ingestUpload: what is stored", () => {
  it("keeps no EXIF (GPS, camera), XMP or ICC metadata, nor bytes hidden after the image, in any stored file", async () => {
    const jpeg = await solid(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: "LeakyCam", Copyright: "Agent Smith" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 4/1 3/1", GPSLongitudeRef: "E", GPSLongitude: "55/1 8/1 0/1" },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>SecretXmpName</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
      .withIccProfile("p3")
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes("LeakyCam")).toBe(true);
    expect(input.xmp?.includes("SecretXmpName")).toBe(true);
    expect(input.icc).toBeDefined();
    // A polyglot's payload after the JPEG's end marker.
    const withPayload = Buffer.concat([jpeg, Buffer.from("<script>alert(document.domain)</script>")]);

    const stored = ok(await ingestUpload(store, withPayload, { purpose: "photo" }));
    const base = file(stored.path).slice(0, -".jpg".length);
    const files = [file(stored.path), ...[320, 640, 800].flatMap((w) => [`${base}-${w}.webp`, `${base}-${w}.avif`])];
    for (const f of files) {
      const bytes = await fs.readFile(f);
      const meta = await sharp(bytes).metadata();
      expect({ f, exif: meta.exif, xmp: meta.xmp, icc: meta.icc, iptc: meta.iptc }).toEqual({ f, exif: undefined, xmp: undefined, icc: undefined, iptc: undefined });
      for (const secret of ["LeakyCam", "Agent Smith", "SecretXmpName", "<script", "GPS"]) expect(bytes.includes(secret), `${secret} in ${f}`).toBe(false);
    }
  });

  it("stores CMYK, 16-bit and grey-with-alpha images as 8-bit sRGB files a browser shows", async () => {
    const cmyk = await solid(300, 200).jpeg().toColourspace("cmyk").toBuffer();
    const deep = await solid(300, 200).png().toColourspace("rgb16").toBuffer();
    const grey = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 90, g: 90, b: 90, alpha: 0.5 } } }).greyscale().png().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    for (const bytes of [cmyk, deep, grey]) {
      const stored = ok(await ingestUpload(store, bytes, { purpose: "photo" }));
      for (const f of [file(stored.path), file(stored.path).replace(/\.jpg$/, "-300.webp")]) {
        const meta = await sharp(f).metadata();
        expect([meta.space, meta.depth, meta.width]).toEqual(["srgb", "uchar", 300]);
      }
    }
  });

  it("turns a photo upright by its EXIF orientation before dropping the EXIF", async () => {
    // 800 × 400 pixels, tagged "rotate 90° clockwise to view": the stored image is 400 × 800.
    const tagged = await solid(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = ok(await ingestUpload(store, tagged, { purpose: "photo" }));
    expect(stored).toMatchObject({ width: 400, height: 800 });
    const meta = await sharp(file(stored.path)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([400, 800, undefined]);
  });

  it("writes the JPEG and the WebP and AVIF variants at every standard width up to the image's own, at most 1920", async () => {
    const stored = ok(await ingestUpload(store, await solid(2400, 1600, "#2a7a4a").jpeg().toBuffer(), { purpose: "photo" }));
    expect(stored).toMatchObject({ width: 1920, height: 1280 });
    const base = file(stored.path).slice(0, -".jpg".length);
    const names = (await fs.readdir(path.dirname(base))).filter((n) => n.startsWith(path.basename(base))).sort();
    const expected = [`${path.basename(base)}.jpg`, ...IMAGE_WIDTHS.flatMap((w) => [`${path.basename(base)}-${w}.avif`, `${path.basename(base)}-${w}.webp`])].sort();
    expect(names).toEqual(expected);
    for (const w of IMAGE_WIDTHS) {
      for (const ext of ["avif", "webp"]) expect((await sharp(`${base}-${w}.${ext}`).metadata()).width).toBe(w);
    }
    // The page writes its srcset from the stored path alone.
    expect(imageSources(stored.path)).toMatchObject({ width: 1920, height: 1280, webp: expect.stringContaining(`-1920x1280-640.webp 640w`) });
  });

  it("stores the same photo once, however often it is uploaded", async () => {
    const bytes = await solid(640, 480, "#336699").png().toBuffer();
    const first = ok(await ingestUpload(store, bytes, { purpose: "photo" }));
    const before = await fs.stat(file(first.path));
    const second = ok(await ingestUpload(store, bytes, { purpose: "photo" }));
    expect(second.path).toBe(first.path);
    expect(second.hash).toBe(first.hash);
    const after = await fs.stat(file(first.path));
    // Not written again: the same file (a rewrite would rename a new one into place).
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });
});

describe("ingestUpload: limits", () => {
  it("refuses a photo over 15 MB before decoding it", async () => {
    const jpeg = await solid(100, 100).jpeg().toBuffer();
    const big = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_LIMITS.photo.maxBytes + 1 - jpeg.length)]);
    expect(await ingestUpload(store, big, { purpose: "photo" })).toEqual({ ok: false, code: "too_large", reason: "The file is 15.0 MB; at most 15 MB is accepted." });
    expect(UPLOAD_LIMITS.photo.maxBytes).toBe(15 * MB);
    expect(UPLOAD_LIMITS.brochure.maxBytes).toBe(20 * MB);
    const pdf = minimalPdf();
    const bigPdf = Buffer.concat([Buffer.from("%PDF-1.4\n%"), Buffer.alloc(20 * MB), pdf.subarray(9)]);
    expect(await ingestUpload(store, bigPdf, { purpose: "brochure" })).toMatchObject({ ok: false, code: "too_large" });
    expect(await ingestUpload(store, new Uint8Array(), { purpose: "photo" })).toEqual({ ok: false, code: "empty", reason: "The file is empty." });
  });

  it("refuses an image of more than 40 megapixels: a small file declaring a huge image (a decompression bomb)", async () => {
    // 8000 × 5100 of one colour: 40.8 MP in about 130 KB of PNG.
    const bomb = await solid(8000, 5100, "#777777").png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1 * MB);
    expect(await ingestUpload(store, bomb, { purpose: "photo" })).toEqual({
      ok: false,
      code: "too_many_pixels",
      reason: "This image is 8000 × 5100 pixels; at most 40 megapixels are accepted.",
    });
    // A tiny PNG whose header claims 30,000 × 30,000 (its CRC made right): refused from the header.
    const png = Buffer.from(await solid(2, 2).png().toBuffer());
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    expect(await ingestUpload(store, png, { purpose: "floor-plan" })).toMatchObject({ ok: false, code: "too_many_pixels", reason: expect.stringContaining("30000 × 30000") });
  });
});

describe("deleteUpload", () => {
  it("deletes an upload's files and nothing else; never a file the pipeline did not name", async () => {
    const stored = ok(await ingestUpload(store, await solid(700, 500, "#aa0000").jpeg().toBuffer(), { purpose: "photo" }));
    const keep = path.join(mediaDir, "photos", "tower-1.jpg");
    await fs.mkdir(path.dirname(keep), { recursive: true });
    await fs.writeFile(keep, "demo art");
    expect(await deleteUpload(store, stored.path)).toBe(7);
    const left = (await fs.readdir(path.dirname(file(stored.path)))).filter((n) => n.startsWith(stored.hash));
    expect(left).toEqual([]);
    expect(await deleteUpload(store, "/media/photos/tower-1.jpg")).toBe(0);
    expect(await deleteUpload(store, "/media/../photos/tower-1.jpg")).toBe(0);
    expect(await fs.readFile(keep, "utf8")).toBe("demo art");
  });
});
