/** storeContentImage: a picture stored through the image pipeline into content-images; anything else refused with a reason, nothing stored. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeContentImage } from "./content-images.server.ts";
import type { MediaStore } from "./media-store.server.ts";

let store: MediaStore;
beforeAll(async () => {
  store = { dir: await fs.mkdtemp(path.join(os.tmpdir(), "content-images-test-")), formats: ["webp"] };
});
afterAll(async () => {
  await fs.rm(store.dir, { recursive: true, force: true });
});

it("stores a picture with its responsive variants, named by its hash and size", async () => {
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#2a6f97" } }).png().toBuffer();
  const r = await storeContentImage(store, { name: "marina.png", bytes });
  expect(r).toMatchObject({ ok: true, name: "marina.png", width: 800, height: 500 });
  if (!r.ok) return;
  expect(r.path).toMatch(/^\/media\/content-images\/[0-9a-f]{64}-800x500\.jpg$/);
  const files = await fs.readdir(path.join(store.dir, "content-images"));
  expect(files.sort()).toEqual([path.basename(r.path), path.basename(r.path, ".jpg") + "-320.webp", path.basename(r.path, ".jpg") + "-640.webp", path.basename(r.path, ".jpg") + "-800.webp"].sort());
});

it("refuses what is not a picture, storing nothing", async () => {
  const r = await storeContentImage(store, { name: "evil.jpg", bytes: new TextEncoder().encode("<svg onload=alert(1)>") });
  expect(r).toMatchObject({ ok: false, name: "evil.jpg" });
  expect(r.ok ? "" : r.reason).not.toBe("");
});
