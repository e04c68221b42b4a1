/**
 * Media files in an S3-compatible bucket (MEDIA_STORE=s3://bucket/prefix): AWS S3, MinIO,
 * Cloudflare R2, DigitalOcean Spaces, Backblaze B2 … through `@aws-sdk/client-s3`, so instances
 * on hosts without a shared volume write and serve the same files. An object appears whole when
 * its PUT completes, which is the "whole or not at all" the pipeline relies on.
 *
 * The SDK is loaded on first use: a site on a folder never pays its start-up time or memory.
 * Server only (a `.server.ts` module): the browser bundle never sees the client or the keys.
 */
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { checkedKey, contentTypeOf, isMediaKey, type MediaFiles } from "./media-files.server.ts";

type S3MediaConfig = {
  bucket: string;
  /** Keys are stored under this prefix (no leading or trailing slash; empty: the bucket's root). */
  prefix: string;
  /** Another service than AWS (`http://127.0.0.1:9000`); AWS's own endpoint for the region when unset. */
  endpoint?: string;
  region: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`: MinIO and most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, shared files, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
};

/** An SDK error meaning "no such object" (HEAD answers a bare 404, GET a NoSuchKey). */
const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

export function s3MediaFiles(config: S3MediaConfig): MediaFiles {
  const base = config.prefix ? `${config.prefix}/` : "";
  const objectKey = (key: string) => base + checkedKey(key);
  let loaded: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  const open = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where S3 requires them: several S3-compatible services refuse the
        // newer default (a CRC32 trailer on every upload) or send none back to validate.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));

  return {
    location: `s3://${config.bucket}${config.prefix ? `/${config.prefix}` : ""}`,
    async stat(key) {
      const { client, sdk } = await open();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: head.ETag ?? `"${head.ContentLength}"` };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async read(key) {
      const { client, sdk } = await open();
      try {
        const got = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return { size: got.ContentLength ?? 0, modified: got.LastModified ?? new Date(0), etag: got.ETag ?? `"${got.ContentLength}"`, body: got.Body as Readable };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async write(key, bytes) {
      const { client, sdk } = await open();
      await client.send(new sdk.PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: bytes, ContentType: contentTypeOf(key) }));
    },
    async remove(key) {
      const { client, sdk } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    async check() {
      const { client, sdk } = await open();
      // Reading one name proves the endpoint, the bucket, the region and the credentials at once.
      await client.send(new sdk.ListObjectsV2Command({ Bucket: config.bucket, Prefix: base, MaxKeys: 1 }));
    },
    async *list() {
      const { client, sdk } = await open();
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket: config.bucket, Prefix: base })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(base.length) ?? "";
          if (isMediaKey(key)) yield { key, size: object.Size ?? 0 };
        }
      }
    },
  };
}
