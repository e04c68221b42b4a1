/**
 * In a real browser ("an uploaded SVG or HTML file cannot run script on our origin"):
 * an uploaded photo opens and shows; an HTML page saved under an image name, and SVG and HTML
 * files put into the media folder by hand, run no script when visited, because /media serves
 * only image types and PDFs, with `nosniff` and a sandboxing CSP. A brochure is a download.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { diskMediaStore, ingestUpload } from "../../app/platform/media/media-store.server.ts";

// The built server's media folder (scripts/e2e-server.ts).
const MEDIA_DIR = path.resolve(process.env.MEDIA_DIR ?? "data/test-media");
const store = diskMediaStore(MEDIA_DIR, ["avif", "webp"]);
// Each script, if it ever ran, would leave its mark where the test looks: the title and a dialog.
const PAYLOAD = "<script>document.title = 'PWNED'; alert(document.domain)</script>";
const HOSTILE: Record<string, string> = {
  "e2e-evil.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${PAYLOAD}</svg>`,
  "e2e-evil.html": `<!doctype html><html><head><title>ok</title></head><body>${PAYLOAD}</body></html>`,
  "e2e-page.jpg": `<!doctype html><html><head><title>ok</title></head><body>${PAYLOAD}</body></html>`,
  "e2e-vector.png": `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${PAYLOAD}</svg>`,
};

let photo: string;

test.beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#1d4e89" } }).jpeg().toBuffer();
  const stored = await ingestUpload(store, jpeg, { purpose: "photo" });
  if (!stored.ok) throw new Error(stored.reason);
  photo = stored.path;
  const dir = path.join(MEDIA_DIR, "listing-photos");
  for (const [name, content] of Object.entries(HOSTILE)) await fs.writeFile(path.join(dir, name), content);
});

test("an uploaded photo opens as an image", async ({ page }) => {
  const res = await page.goto(photo);
  expect(res?.status()).toBe(200);
  const img = page.getByRole("img");
  await expect(img).toBeVisible();
  expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(640);
});

test("hostile files in the media folder run no script when visited", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const name of Object.keys(HOSTILE)) {
    const res = await page.goto(`/media/listing-photos/${name}`);
    // SVG and HTML are not served at all; the disguised files go out as the image their name says, which does not decode.
    const disguised = /\.(jpg|png)$/.test(name);
    expect(res?.status(), name).toBe(disguised ? 200 : 404);
    if (disguised) expect(res?.headers()["content-type"], name).toMatch(/^image\/(jpeg|png)$/);
    expect(await page.title(), name).not.toBe("PWNED");
    expect(await page.evaluate(() => document.querySelectorAll("script").length), name).toBe(0);
  }
  expect(dialogs).toEqual([]);
});

test("a brochure is downloaded, not opened on our origin", async ({ page, baseURL }) => {
  let pdf = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
  const xref = pdf.length;
  pdf += `xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const stored = await ingestUpload(store, Buffer.from(pdf, "latin1"), { purpose: "brochure" });
  if (!stored.ok) throw new Error(stored.reason);
  await page.setContent(`<a href="${baseURL}${stored.path}">Brochure</a>`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Brochure" }).click()]);
  expect(download.suggestedFilename()).toBe(path.basename(stored.path));
});
