import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressAssets } from "../scripts/compress-assets.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { listen } from "../tests/support/listen.ts";

// Served the way server/app.ts serves /assets: precompressed copies first, then the files.
const JS = `export const hello = ${JSON.stringify("hello ".repeat(2000))};\n`;
let dir = "";
let server: http.Server;
let base = "";

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "assets-"));
  await fs.writeFile(path.join(dir, "app-AbC123.js"), JS);
  await fs.writeFile(path.join(dir, "app-AbC123.css"), `body{color:red}${".x{margin:0}".repeat(500)}`);
  expect(await compressAssets(dir)).toBe(2);
  // A file the build did not compress (e.g. added by hand): compressed on the fly.
  await fs.writeFile(path.join(dir, "late-Zz9.js"), JS);
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(dir));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y" }));
  ({ server, base } = await listen(app));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await fs.rm(dir, { recursive: true, force: true });
});

/** A raw GET (Node's fetch would decode the body): status, headers and the bytes on the wire. */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(base + url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("precompressed assets", () => {
  it("writes Brotli and gzip copies that decode to the original", async () => {
    const br = await fs.readFile(path.join(dir, "app-AbC123.js.br"));
    const gz = await fs.readFile(path.join(dir, "app-AbC123.js.gz"));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(JS);
    expect(zlib.gunzipSync(gz).toString()).toBe(JS);
    expect(br.length).toBeLessThan(gz.length);
  });

  it("sends the Brotli copy to a browser that accepts it, as JavaScript cached for a year", async () => {
    const r = await get("/assets/app-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(r.status).toBe(200);
    expect(r.headers["content-encoding"]).toBe("br");
    expect(r.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.body.equals(await fs.readFile(path.join(dir, "app-AbC123.js.br")))).toBe(true);
    expect(Number(r.headers["content-length"])).toBe(r.body.length);
  });

  it("sends the gzip copy when Brotli is not accepted, and CSS as CSS", async () => {
    const r = await get("/assets/app-AbC123.css", { "accept-encoding": "gzip, br;q=0" });
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(r.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(zlib.gunzipSync(r.body).toString()).toMatch(/^body\{color:red\}/);
  });

  it("sends the plain file to a client that accepts no compression", async () => {
    const r = await get("/assets/app-AbC123.js", { "accept-encoding": "identity" });
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(r.body.toString()).toBe(JS);
  });

  it("answers HEAD with the headers of the compressed copy and no body", async () => {
    const r = await get("/assets/app-AbC123.js", { "accept-encoding": "br" }, "HEAD");
    expect(r.status).toBe(200);
    expect(r.headers["content-encoding"]).toBe("br");
    expect(r.body.length).toBe(0);
  });

  it("falls back to on-the-fly compression for a file without copies", async () => {
    const r = await get("/assets/late-Zz9.js", { "accept-encoding": "gzip" });
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(r.body).toString()).toBe(JS);
  });

  it("never serves anything outside the assets folder, and 404s unknown files", async () => {
    expect((await get("/assets/..%2Fpasswd.js", { "accept-encoding": "br" })).status).toBe(404);
    expect((await get("/assets/missing-123.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});
