/**
 * The S3 backend of the media store (app/platform/media/media-s3.server.ts) against a local
 * S3-compatible server (tests/support/s3-server.ts, which checks every request's signature):
 * the image pipeline writes a photo's whole set under the store's prefix and nowhere else, the
 * same upload twice is stored once, a listing reads every page of a bucket holding more than one
 * page of objects, a deleted upload's files go, and wrong credentials or bucket are refused, not
 * ignored (the start-up check, `check()`, says so before the site serves).
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/platform/env.server.ts";
import { countMediaFiles } from "../../app/platform/media/media-files.server.ts";
import { deleteUpload, ingestUpload, type MediaStore } from "../../app/platform/media/media-store.server.ts";
import { mediaFilesFor } from "../../app/platform/media/site-media.server.ts";
import { startS3, TEST_BUCKET, type TestS3 } from "../support/s3-server.ts";

describe("media in an S3-compatible bucket", () => {
  let s3: TestS3;
  let store: MediaStore;
  beforeAll(async () => {
    s3 = await startS3();
    store = { files: mediaFilesFor(parseEnv(s3.env("site/prod"))), formats: ["avif", "webp"] };
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("stores an upload's whole set under the prefix, once, and deletes it", async () => {
    expect(store.files.location).toBe(`s3://${TEST_BUCKET}/site/prod`);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2a7" } }).jpeg().toBuffer();
    const first = await ingestUpload(store, jpeg, { purpose: "photo" });
    if (!first.ok) throw new Error(first.reason);
    const keys = s3.keys();
    expect(keys.length).toBeGreaterThan(4);
    expect(keys.every((k) => k.startsWith("site/prod/listing-photos/"))).toBe(true);
    expect(keys).toContain(`site/prod${first.path.slice("/media".length)}`);
    const puts = s3.requests.PUT;
    expect(await ingestUpload(store, jpeg, { purpose: "photo" })).toEqual(first);
    expect(s3.requests.PUT).toBe(puts);
    expect(await deleteUpload(store, first.path)).toBe(keys.length);
    expect(s3.keys()).toEqual([]);
  });

  it("lists every page of a bucket with more objects than one answer holds, and only its own prefix", async () => {
    for (let i = 0; i < 1203; i++) s3.preload(`site/prod/photos/p-${String(i).padStart(4, "0")}.jpg`, Buffer.from([i % 256]));
    s3.preload("site/other/photos/not-ours.jpg", Buffer.from("x"));
    const lists = s3.requests.LIST ?? 0;
    expect(await countMediaFiles(store.files)).toEqual({ files: 1203, bytes: 1203 });
    expect((s3.requests.LIST ?? 0) - lists).toBe(2);
  });

  it("refuses wrong credentials and a bucket that does not exist, at the start-up check already", async () => {
    await expect(store.files.check()).resolves.toBeUndefined();
    const wrong = mediaFilesFor(parseEnv({ ...s3.env("site/prod"), AWS_SECRET_ACCESS_KEY: "not-the-secret" }));
    await expect(wrong.check()).rejects.toMatchObject({ name: "SignatureDoesNotMatch" });
    await expect(mediaFilesFor(parseEnv({ ...s3.env("site"), MEDIA_STORE: "s3://no-such-bucket/site" })).check()).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(wrong.write("photos/x.jpg", Buffer.from("x"))).rejects.toMatchObject({ name: "SignatureDoesNotMatch" });
    await expect(wrong.stat("photos/p-0001.jpg")).rejects.toThrow();
  });
});
