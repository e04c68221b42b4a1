/** storeContentImage: a picture stored through the image pipeline into content-images; anything else refused with a reason, nothing stored. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emptyTestDb, type TestDb } from "../../../../tests/support/databases.ts";
import { migrateToLatest } from "../../../platform/db/migrate.server.ts";
import { storeContentImage } from "./content-images.server.ts";
import { listMediaAssets } from "../media-library.server.ts";
import { diskMediaStore, type MediaStore } from "../../../platform/media/media-store.server.ts";

let store: MediaStore;
let mediaDir: string;
let t: TestDb;
beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "content-images-test-"));
  store = diskMediaStore(mediaDir, ["webp"]);
  t = await emptyTestDb("sqlite");
  await migrateToLatest(t.db);
});
afterAll(async () => {
  await fs.rm(mediaDir, { recursive: true, force: true });
  await t?.cleanup();
});

it("stores a picture with its responsive variants, named by its hash and size", async () => {
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#2a6f97" } }).png().toBuffer();
  const r = await storeContentImage(t.db, store, { name: "marina.png", bytes }, { alt: "The marina at dusk" });
  expect(r).toMatchObject({ ok: true, name: "marina.png", width: 800, height: 500 });
  if (!r.ok) return;
  expect(r.path).toMatch(/^\/media\/content-images\/[0-9a-f]{64}-800x500\.jpg$/);
  const files = await fs.readdir(path.join(mediaDir, "content-images"));
  expect(files.sort()).toEqual([path.basename(r.path), path.basename(r.path, ".jpg") + "-320.webp", path.basename(r.path, ".jpg") + "-640.webp", path.basename(r.path, ".jpg") + "-800.webp"].sort());
  // In the media library, under its file name and alt text.
  expect((await listMediaAssets(t.db, { q: "marina at dusk" })).assets).toMatchObject([{ path: r.path, fileName: "marina.png" }]);
});

it("refuses what is not a picture, storing nothing", async () => {
  const before = (await listMediaAssets(t.db)).total;
  const r = await storeContentImage(t.db, store, { name: "evil.jpg", bytes: new TextEncoder().encode("<svg onload=alert(1)>") });
  expect(r).toMatchObject({ ok: false, name: "evil.jpg" });
  expect(r.ok ? "" : r.reason).not.toBe("");
  expect((await listMediaAssets(t.db)).total).toBe(before);
});
