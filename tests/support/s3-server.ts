/**
 * An S3-compatible server on this machine for the media store's tests (s3rver: the S3 protocol
 * with signature checks, path-style addressing, objects in a temporary folder), started on an
 * ephemeral loopback port with one bucket. `env` is what the site is given to use it, as a
 * deployment would set MEDIA_STORE and the S3_* / AWS_* variables.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "site-media";

export type TestS3 = {
  endpoint: string;
  /** The environment of a site keeping its media under `prefix` of the test bucket. */
  env: (prefix: string) => Record<string, string>;
  close: () => Promise<void>;
};

export async function startS3(): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (prefix) => ({
      MEDIA_STORE: `s3://${TEST_BUCKET}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      // s3rver's fixed credentials: it checks each request's signature with them.
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
