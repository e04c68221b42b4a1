/**
 * A finished answer as the page cache keeps it (server/page-cache.ts): status, the headers worth
 * replaying, a strong ETag for pages, and the body with its compressed copies; and its replay,
 * which writes stored bytes only.
 */
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { etagMatches, strongEtag } from "../app/platform/http/response-digest.server.ts";
import { ownBytes } from "../app/platform/cache/cache.server.ts";

export type Entry = {
  status: number;
  headers: Record<string, string>;
  /** Pages: a strong validator (304 on a match). API answers (POST) have none. */
  etag?: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
};

const MAX_BODY = 4 * 1024 * 1024;

/** Smaller bodies go out as they are (compression would gain little). */
const MIN_COMPRESS = 1024;
/** Brotli quality 5: about gzip's speed with a smaller result; done once per entry. */
const BROTLI_QUALITY = 5;
const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript))/i;
const SKIP_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "x-cache",
  "vary",
]);

/** The encoding to send: the smallest one the client accepts and the entry has ready. */
function encodingFor(accept: string | undefined, entry: Entry): "br" | "gzip" | undefined {
  if (!accept || !entry.gzip) return undefined;
  const accepts = (name: string) =>
    accept.split(",").some((part) => {
      const [coding, ...params] = part.trim().split(";");
      return coding!.trim().toLowerCase() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (entry.br && accepts("br")) return "br";
  return accepts("gzip") ? "gzip" : undefined;
}

/** Writes a stored answer: its headers, a 304 when the client's ETag matches, else the best encoding it accepts. */
export function replay(entry: Entry, req: Request, res: Response): void {
  for (const name in entry.headers) res.setHeader(name, entry.headers[name]!);
  if (entry.etag) res.setHeader("ETag", entry.etag);
  res.setHeader("X-Cache", "HIT");
  if (entry.gzip) res.setHeader("Vary", "Accept-Encoding");
  if (entry.etag && etagMatches(req.headers["if-none-match"], entry.etag)) {
    res.writeHead(304).end();
    return;
  }
  const encoding = encodingFor(req.headers["accept-encoding"], entry);
  const body = encoding ? entry[encoding]! : entry.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.writeHead(entry.status).end(req.method === "HEAD" ? undefined : body);
}

/** Compresses a new entry's body: gzip now, Brotli in the thread pool (served once ready). */
function compress(entry: Entry): void {
  if (entry.identity.length < MIN_COMPRESS) return;
  entry.gzip = zlib.gzipSync(entry.identity, { level: 6 });
  zlib.brotliCompress(
    entry.identity,
    {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
      },
    },
    (error, result) => {
      if (!error) entry.br = result;
    },
  );
}

/** The entry to store for a finished answer, or undefined when it must not be kept. */
export function entryFor(res: Response, body: Buffer, api: boolean): Entry | undefined {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  const type = String(res.getHeader("content-type") ?? "");
  // An API answer's `no-store` keeps HTTP caches from keeping a POST answer; this cache keys it by its body.
  if (
    res.statusCode !== 200 ||
    body.length > MAX_BODY ||
    !TEXT_TYPE.test(type) ||
    (!api && /no-store|private/i.test(cacheControl)) ||
    res.getHeader("set-cookie") !== undefined
  )
    return undefined;
  const identity = ownBytes(body);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (SKIP_HEADERS.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  const sent = res.getHeader("etag");
  const etag = api ? undefined : typeof sent === "string" && !sent.startsWith("W/") ? sent : strongEtag(identity);
  const entry: Entry = { status: 200, headers, etag, identity };
  compress(entry);
  return entry;
}

/** What an entry holds: its body, the gzip copy, and the Brotli one (about gzip's size; made after it is stored). */
export function entryBytes(entry: Entry): number {
  let headers = 0;
  for (const name in entry.headers) headers += name.length + entry.headers[name]!.length;
  return entry.identity.length + 2 * (entry.gzip?.length ?? 0) + 2 * headers;
}
