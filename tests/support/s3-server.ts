/**
 * An S3-compatible server on this machine for the media store's tests, started on an ephemeral
 * loopback port: the part of the S3 protocol the site uses (PUT, GET, HEAD and DELETE of an
 * object, ListObjectsV2 with continuation tokens), path-style addressing, objects in memory, and
 * every request's Signature Version 4 checked against the test credentials, as S3 checks them.
 *
 * Not s3rver: on Node 24 its listing fails once a bucket holds more than one page of objects
 * (its continuation token uses DES, which OpenSSL 3 no longer provides by default), and a site's
 * backup lists thousands. `env` is what the site is given to use it, as a deployment would set
 * MEDIA_STORE and the S3_* / AWS_* variables.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const TEST_BUCKET = "site-media";
const ACCESS_KEY = "TESTACCESSKEY";
const SECRET_KEY = "test-secret-key-0123456789";
const REGION = "us-east-1";

type StoredObject = { body: Buffer; type: string; modified: Date; etag: string };

export type TestS3 = {
  endpoint: string;
  /** The environment of a site keeping its media under `prefix` of the test bucket. */
  env: (prefix: string) => Record<string, string>;
  /** The keys stored in the test bucket. */
  keys: () => string[];
  /** Stores an object directly (many files for a test, without a request each). */
  preload: (key: string, body: Buffer) => void;
  /** Requests answered, by operation (`GET`, `PUT`, `HEAD`, `DELETE`, `LIST`). */
  requests: Record<string, number>;
  close: () => Promise<void>;
};

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => crypto.createHmac("sha256", key).update(data).digest();
/** RFC 3986 encoding, as Signature Version 4 writes query names and values. */
const uriEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xmlText = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Why the request's signature is not the one the test credentials make, or null when it is. */
function signatureProblem(req: http.IncomingMessage, rawPath: string, rawQuery: string, body: Buffer): string | null {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? "");
  if (!m) return "no Signature Version 4 authorization";
  const [, keyId, day, region, signedHeaders, signature] = m as unknown as string[];
  if (keyId !== ACCESS_KEY) return "unknown access key";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "the body does not match its declared hash";
  const query = rawQuery
    ? rawQuery
        .split("&")
        .map((pair) => {
          const [k = "", v = ""] = pair.split(/=(.*)/s);
          return [uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v))] as const;
        })
        .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
        .map(([k, v]) => `${k}=${v}`)
        .join("&")
    : "";
  const headers = signedHeaders!.split(";").map((name) => `${name}:${String(req.headers[name] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const canonical = [req.method, rawPath, query, headers, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, day!), region!), "s3"), "aws4_request");
  return crypto.createHmac("sha256", key).update(toSign).digest("hex") === signature ? null : "signature does not match";
}

function errorXml(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { "Content-Type": "application/xml" }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlText(message)}</Message></Error>`);
}

function listXml(objects: Map<string, StoredObject>, params: URLSearchParams): string {
  const prefix = params.get("prefix") ?? "";
  const max = Math.min(1000, Number(params.get("max-keys") ?? 1000));
  const token = params.get("continuation-token");
  const after = token ? Buffer.from(token, "base64url").toString("utf8") : (params.get("start-after") ?? "");
  const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
  const page = keys.slice(0, max);
  const truncated = keys.length > page.length;
  const contents = page
    .map((k) => {
      const o = objects.get(k)!;
      return `<Contents><Key>${xmlText(k)}</Key><LastModified>${o.modified.toISOString()}</LastModified><ETag>${xmlText(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join("");
  const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString("base64url")}</NextContinuationToken>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${TEST_BUCKET}</Name><Prefix>${xmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}

export async function startS3(): Promise<TestS3> {
  const objects = new Map<string, StoredObject>();
  const requests: Record<string, number> = {};
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split(/\?(.*)/s);
    const problem = signatureProblem(req, rawPath, rawQuery, body);
    if (problem) return errorXml(res, 403, "SignatureDoesNotMatch", problem);
    const [bucket = "", ...rest] = rawPath.slice(1).split("/");
    const key = rest.map(decodeURIComponent).join("/");
    if (decodeURIComponent(bucket) !== TEST_BUCKET) return errorXml(res, 404, "NoSuchBucket", "The specified bucket does not exist");
    const params = new URLSearchParams(rawQuery);
    const op = !key && req.method === "GET" && params.get("list-type") === "2" ? "LIST" : req.method!;
    requests[op] = (requests[op] ?? 0) + 1;
    if (op === "LIST") return res.writeHead(200, { "Content-Type": "application/xml" }).end(listXml(objects, params));
    if (!key) return errorXml(res, 400, "InvalidRequest", "not an operation this server knows");
    const found = objects.get(key);
    switch (req.method) {
      case "PUT": {
        const etag = `"${crypto.createHash("md5").update(body).digest("hex")}"`;
        objects.set(key, { body, type: String(req.headers["content-type"] ?? "binary/octet-stream"), modified: new Date(), etag });
        return res.writeHead(200, { ETag: etag }).end();
      }
      case "GET":
      case "HEAD":
        if (!found) return req.method === "HEAD" ? res.writeHead(404).end() : errorXml(res, 404, "NoSuchKey", "The specified key does not exist.");
        res.writeHead(200, { "Content-Type": found.type, "Content-Length": found.body.length, ETag: found.etag, "Last-Modified": found.modified.toUTCString() });
        return res.end(req.method === "GET" ? found.body : undefined);
      case "DELETE":
        objects.delete(key);
        return res.writeHead(204).end();
      default:
        return errorXml(res, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    env: (prefix) => ({
      MEDIA_STORE: `s3://${TEST_BUCKET}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET_KEY,
    }),
    keys: () => [...objects.keys()].sort(),
    preload: (key, body) => objects.set(key, { body, type: "binary/octet-stream", modified: new Date(), etag: `"${crypto.createHash("md5").update(body).digest("hex")}"` }),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
