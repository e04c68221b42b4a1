/**
 * `/media` as the whole Express app serves it: an uploaded photo and brochure come
 * back with fixed types, `nosniff`, a sandboxing CSP and the year-long immutable cache; a PDF
 * is a download; hostile files put into the media folder by hand (an SVG and an HTML page with
 * scripts, a JPEG-named HTML file) are never served as a document that could run script on our
 * origin.
 */
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { MEDIA_CSP } from "../../server/media-files.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { deleteUpload, ingestUpload, type MediaStore } from "../../app/platform/media/media-store.server.ts";
import { mediaFilesFor } from "../../app/platform/media/site-media.server.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { listen } from "../support/listen.ts";
import { startS3, type TestS3 } from "../support/s3-server.ts";

const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
const SCRIPT_HTML = "<!doctype html><html><body><script>fetch('/admin').then(r => r.text()).then(alert)</script></body></html>";

for (const kind of ["folder", "bucket"] as const) describe(`/media answers (${kind})`, () => {
  let t: TestDb;
  let s3: TestS3 | undefined;
  let base: string;
  let close: () => Promise<void>;
  let store: MediaStore;
  let mediaDir: string;
  let photo: string;
  let brochure: string;

  beforeAll(async () => {
    t = await seededTestDb(testDialects()[0]!);
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "media-serving-test-"));
    if (kind === "bucket") s3 = await startS3();
    const env = parseEnv({ NODE_ENV: "production", DATABASE_URL: t.url, MEDIA_DIR: mediaDir, SEED_ON_START: "false", FORM_SECRET: "media-test-secret-0123456789", ...s3?.env("serving") });
    store = { files: mediaFilesFor(env), formats: ["avif", "webp"] };
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#246" } }).jpeg().toBuffer();
    const p = await ingestUpload(store, jpeg, { purpose: "photo" });
    let pdf = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
    const xref = pdf.length;
    pdf += `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    const b = await ingestUpload(store, Buffer.from(pdf, "latin1"), { purpose: "brochure" });
    if (!p.ok || !b.ok) throw new Error("test files refused");
    photo = p.path;
    brochure = b.path;
    // What an attacker might get into the store some other way than the upload pipeline.
    for (const [name, text] of Object.entries({ "evil.svg": SCRIPT_SVG, "evil.html": SCRIPT_HTML, "evil.htm": SCRIPT_HTML, "page.jpg": SCRIPT_HTML, "index.html": SCRIPT_HTML })) {
      await store.files.write(`listing-photos/${name}`, Buffer.from(text));
    }
    // The bucket holds everything: nothing was written to the folder.
    if (kind === "bucket") expect(await fs.readdir(mediaDir)).toEqual([]);
    ({ base, close } = await listen(createApp({ db: t.db, env })));
  });
  afterAll(async () => {
    await close?.();
    await t?.cleanup();
    await s3?.close();
    if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it("serves an uploaded photo and its variants as images, nosniff, sandboxed, immutable for a year", async () => {
    for (const url of [photo, photo.replace(/\.jpg$/, "-320.webp"), photo.replace(/\.jpg$/, "-400.avif")]) {
      const res = await fetch(base + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe(url.endsWith(".jpg") ? "image/jpeg" : url.endsWith(".webp") ? "image/webp" : "image/avif");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe(MEDIA_CSP);
      expect(res.headers.get("content-disposition")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
    }
  });

  it("revalidates by ETag (304, no body) and answers HEAD with the headers only", async () => {
    const first = await fetch(base + photo);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("last-modified")).toBeTruthy();
    await first.arrayBuffer();
    // Through node:http: fetch adds `Cache-Control: no-cache` to a conditional request, which asks for the whole answer.
    const again = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(base + photo, { headers: { "If-None-Match": etag! } }, resolve).on("error", reject));
    let body = "";
    for await (const chunk of again) body += String(chunk);
    expect(again.statusCode).toBe(304);
    expect(body).toBe("");
    expect(again.headers["content-security-policy"]).toBe(MEDIA_CSP);
    const head = await fetch(base + photo, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/jpeg");
    expect(Number(head.headers.get("content-length"))).toBe(Number(first.headers.get("content-length")));
    expect(head.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves a brochure as a download, never inline", async () => {
    const res = await fetch(base + brochure);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe("attachment");
    expect(res.headers.get("content-security-policy")).toBe(MEDIA_CSP);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await res.text()).startsWith("%PDF-")).toBe(true);
  });

  it("never serves an SVG or HTML file put in the folder by hand; HTML named .jpg goes out as an image, nosniff and sandboxed", async () => {
    for (const name of ["evil.svg", "evil.html", "evil.htm", "EVIL.SVG", "", "index.html", "evil.svg%3f.jpg"]) {
      const res = await fetch(`${base}/media/listing-photos/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.text()).not.toContain("<script>");
      expect(res.headers.get("content-security-policy")).toBe(MEDIA_CSP);
    }
    const disguised = await fetch(`${base}/media/listing-photos/page.jpg`);
    expect(disguised.status).toBe(200);
    // A browser given this type and nosniff shows a broken image, never a page; the sandbox gives it no origin even so.
    expect(disguised.headers.get("content-type")).toBe("image/jpeg");
    expect(disguised.headers.get("x-content-type-options")).toBe("nosniff");
    expect(disguised.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("stops serving an upload once its files are deleted from the store", async () => {
    const gone = await ingestUpload(store, await sharp({ create: { width: 320, height: 200, channels: 3, background: "#a52" } }).jpeg().toBuffer(), { purpose: "photo" });
    if (!gone.ok) throw new Error(gone.reason);
    expect((await fetch(base + gone.path)).status).toBe(200);
    expect(await deleteUpload(store, gone.path)).toBeGreaterThan(1);
    for (const url of [gone.path, gone.path.replace(/\.jpg$/, "-320.webp")]) expect((await fetch(base + url)).status, url).toBe(404);
  });

  it("answers a missing file 404 with the same protections", async () => {
    const res = await fetch(`${base}/media/listing-photos/${"0".repeat(64)}-10x10.jpg`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toBe(MEDIA_CSP);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
