/**
 * The media store's keys and its folder backend: what a key may be (nothing that climbs out of
 * the store, hides or names a folder), and the folder's files written whole, read, listed (never
 * a write in progress), and removed. The bucket backend is exercised against a local S3 server by
 * tests/integration/media-serving.test.ts and backup-restore.test.ts.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskMediaFiles } from "./media-disk.server.ts";
import { contentTypeOf, countMediaFiles, isMediaKey, mediaKeyOf, type MediaFiles } from "./media-files.server.ts";

describe("media keys", () => {
  it("are plain relative paths of the names the site writes", () => {
    for (const key of ["listing-photos/ab12-640x480.jpg", "shorts/pLm2_offQx8-320.webp", "brochures/unit-7.pdf", "hero/dubai-skyline.jpg", "a.jpg"]) expect(isMediaKey(key), key).toBe(true);
    for (const key of ["", "/etc/passwd", "../x.jpg", "a/../b.jpg", "a/./b.jpg", ".hidden/x.jpg", "a/.x.jpg", "a//b.jpg", "a/", "a\\..\\b.jpg", "a/b c.jpg", "a/b\0.jpg", `${"a/".repeat(300)}x.jpg`]) {
      expect(isMediaKey(key), JSON.stringify(key)).toBe(false);
    }
    expect(mediaKeyOf("/media/areas/dubai-marina.jpg")).toBe("areas/dubai-marina.jpg");
    expect(mediaKeyOf("/video/property-tour.mp4")).toBeNull();
    expect(mediaKeyOf("/media/../package.json")).toBeNull();
    expect([contentTypeOf("x/a.JPG"), contentTypeOf("b.avif"), contentTypeOf("c.pdf"), contentTypeOf("d.svg")]).toEqual(["image/jpeg", "image/avif", "application/pdf", "application/octet-stream"]);
  });
});

describe("the folder store", () => {
  let dir: string;
  let files: MediaFiles;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "media-files-test-"));
    files = diskMediaFiles(dir);
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("writes, reads, lists and removes files by key, and refuses what is not a key", async () => {
    await files.write("listing-photos/one.jpg", Buffer.from("first"));
    await files.write("listing-photos/one.jpg", Buffer.from("replaced"));
    await files.write("brochures/two.pdf", Buffer.from("%PDF-"));
    // A write in progress and a file under a name no store writes are not media.
    await fs.writeFile(path.join(dir, "listing-photos", "three.jpg.1a2b3c.tmp"), "half");
    await fs.writeFile(path.join(dir, ".DS_Store"), "x");
    expect(await files.stat("listing-photos/one.jpg")).toMatchObject({ size: 8, etag: expect.stringMatching(/^W\/"8-[0-9a-f]+"$/) });
    const read = await files.read("listing-photos/one.jpg");
    expect(read && (await text(read.body))).toBe("replaced");
    expect(await files.read("listing-photos/none.jpg")).toBeNull();
    expect(await files.read("listing-photos")).toBeNull();
    const listed = [];
    for await (const f of files.list()) listed.push(f);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([{ key: "brochures/two.pdf", size: 5 }, { key: "listing-photos/one.jpg", size: 8 }]);
    expect(await countMediaFiles(files)).toEqual({ files: 2, bytes: 13 });
    await files.remove("brochures/two.pdf");
    await files.remove("brochures/two.pdf");
    expect(await files.stat("brochures/two.pdf")).toBeNull();
    await expect(files.write("../escape.jpg", Buffer.from("x"))).rejects.toThrow(/not a media file name/);
    await expect(files.stat("/etc/passwd")).rejects.toThrow(/not a media file name/);
    expect(await fs.readdir(path.dirname(dir))).not.toContain("escape.jpg");
  });

  it("lists nothing for a folder not made yet; the start-up check makes it", async () => {
    const later = diskMediaFiles(path.join(dir, "not-yet"));
    expect(await countMediaFiles(later)).toEqual({ files: 0, bytes: 0 });
    await later.check();
    expect((await fs.stat(path.join(dir, "not-yet"))).isDirectory()).toBe(true);
  });
});
