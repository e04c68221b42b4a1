/**
 * The site's media store, chosen by the environment: the MEDIA_DIR folder, or the S3-compatible
 * bucket of MEDIA_STORE with its S3_* settings and AWS_* credentials. Every writer and reader of
 * the running site (uploads, feed photos, the demo seed, `/media`) and the backup scripts take
 * their store from here, so they always agree on where the files are.
 */
import type { Env } from "../env.server.ts";
import { getEnv } from "../env.server.ts";
import { diskMediaFiles } from "./media-disk.server.ts";
import type { MediaFiles } from "./media-files.server.ts";
import { s3MediaFiles } from "./media-s3.server.ts";
import type { ImageFormat, MediaStore } from "./media-store.server.ts";

/** The responsive variants the site serves besides the JPEG fallback. */
const SITE_IMAGE_FORMATS: ImageFormat[] = ["avif", "webp"];

type MediaEnv = Pick<Env, "MEDIA_DIR" | "MEDIA_STORE" | "S3_ENDPOINT" | "S3_REGION" | "S3_FORCE_PATH_STYLE" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY" | "AWS_SESSION_TOKEN">;

// One backend per configuration: an S3 client keeps its connections open for the next request.
const opened = new WeakMap<MediaEnv, MediaFiles>();

export function mediaFilesFor(env: MediaEnv): MediaFiles {
  let files = opened.get(env);
  if (!files) {
    const s3 = env.MEDIA_STORE;
    files = s3
      ? s3MediaFiles({
          bucket: s3.bucket,
          prefix: s3.prefix,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN }
              : undefined,
        })
      : diskMediaFiles(env.MEDIA_DIR);
    opened.set(env, files);
  }
  return files;
}

/** Where the site's images and brochures are written, with the formats the pipeline makes. */
export function siteMediaStore(env: MediaEnv = getEnv()): MediaStore {
  return { files: mediaFilesFor(env), formats: SITE_IMAGE_FORMATS };
}
