/**
 * The upload post's parser on real multipart bodies (built by FormData, as fetch and a plain
 * form send them, and a hand-made endless stream): files and fields come out, and every limit
 * refuses the post while it streams, having read about the limit and no more.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { UPLOAD_POST_TOO_LARGE } from "./upload-limits.ts";
import { describe, expect, it } from "vitest";
import { LISTING_UPLOAD_LIMITS, parseListingUploads, type UploadLimits } from "./upload-form.server.ts";

const KB = 1024;
const small: UploadLimits = { maxFileBytes: 64 * KB, maxFiles: 3, maxTotalBytes: 256 * KB };

function post(form: FormData): Request {
  return new Request("http://localhost/admin/units/1/media", { method: "POST", body: form });
}

const fileOf = (size: number, name = "a.jpg", type = "image/jpeg") => new File([new Uint8Array(size).fill(7)], name, { type });

/** A multipart body that never ends: one file part whose content keeps coming, 64 KB at a time. Counts what was read. */
function endless(declaredLength?: number): { request: Request; read: () => number } {
  const boundary = "----endless";
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  let read = 0;
  let sentHead = false;
  const chunk = new Uint8Array(64 * KB).fill(0x41);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = sentHead ? chunk : head;
      sentHead = true;
      read += next.byteLength;
      controller.enqueue(next);
    },
  });
  const headers: Record<string, string> = { "content-type": `multipart/form-data; boundary=${boundary}` };
  if (declaredLength !== undefined) headers["content-length"] = String(declaredLength);
  const request = new Request("http://localhost/upload", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, read: () => read };
}

describe("parseListingUploads", () => {
  it("returns each file's bytes with its field and name, and the text fields; an empty file input is left out", async () => {
    const form = new FormData();
    form.append("photos", fileOf(1000, "one.jpg"));
    form.append("photos", fileOf(2000, "two.png", "image/png"));
    form.append("brochure", new File([], "", { type: "application/octet-stream" }));
    form.append("intent", "add-photos");
    const r = await parseListingUploads(post(form), small);
    if (!r.ok) throw new Error(r.reason);
    expect(r.files.map((f) => [f.field, f.name, f.bytes.byteLength, f.bytes[0]])).toEqual([
      ["photos", "one.jpg", 1000, 7],
      ["photos", "two.png", 2000, 7],
    ]);
    expect(r.fields.get("intent")).toEqual(["add-photos"]);
  });

  it("refuses a file over the per-file limit, too many files, and a body over the total, with a 413 and a reason", async () => {
    const big = new FormData();
    big.append("photos", fileOf(64 * KB + 1));
    expect(await parseListingUploads(post(big), small)).toEqual({ ok: false, status: 413, reason: "A file is larger than 64 KB: nothing was uploaded." });

    const many = new FormData();
    for (let i = 0; i < 4; i++) many.append("photos", fileOf(10));
    expect(await parseListingUploads(post(many), small)).toMatchObject({ ok: false, status: 413, reason: "At most 3 files at a time: send the rest in another upload." });

    const total = new FormData();
    for (let i = 0; i < 5; i++) total.append("photos", fileOf(60 * KB));
    expect(await parseListingUploads(post(total), { ...small, maxFiles: 10 })).toMatchObject({ ok: false, status: 413, reason: "The upload is larger than 256 KB in all: send fewer files at a time." });
  });

  it("stops reading an endless upload at the per-file limit (a 2 GB post is not buffered)", async () => {
    const up = endless();
    const r = await parseListingUploads(up.request, LISTING_UPLOAD_LIMITS);
    expect(r).toMatchObject({ ok: false, status: 413, reason: "A file is larger than 20 MB: nothing was uploaded." });
    // Read up to the 20 MB limit and a chunk or two of read-ahead: not the 2 GB the client would send.
    expect(up.read()).toBeGreaterThan(LISTING_UPLOAD_LIMITS.maxFileBytes);
    expect(up.read()).toBeLessThan(LISTING_UPLOAD_LIMITS.maxFileBytes + 1024 * KB);
  });

  it("over HTTP: the client gets the 413 and its reason while still sending, and the server has read about the limit", async () => {
    let read = 0;
    const server = http.createServer((req, res) => {
      req.on("data", (chunk: Buffer) => (read += chunk.length));
      // As server/page-handler.ts hands a request to React Router.
      const request = new Request("http://localhost/upload", { method: "POST", headers: req.headers as Record<string, string>, body: createReadableStreamFromReadable(req), duplex: "half" } as RequestInit);
      void parseListingUploads(request).then((r) => {
        if (r.ok) res.writeHead(200).end("ok");
        else res.writeHead(r.status, { "content-type": "text/plain" }).end(r.reason);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const boundary = "----http";
      const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = http.request({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, method: "POST", path: "/upload", headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
        req.on("response", (res) => {
          answered = true;
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (body += c));
          res.on("end", () => {
            // As a browser does on an early final answer: stop sending.
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, sent });
          });
        });
        req.on("error", (e) => (answered ? undefined : reject(e)));
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
        const chunk = Buffer.alloc(256 * KB, 0x41);
        const pump = () => {
          // Up to 2 GB, stopping as soon as the answer came.
          while (!answered && sent < 2 * 1024 * 1024 * KB) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toBe("A file is larger than 20 MB: nothing was uploaded.");
      expect(read).toBeLessThan(LISTING_UPLOAD_LIMITS.maxFileBytes + 2 * 1024 * KB);
      expect(answer.sent).toBeLessThan(200 * 1024 * KB);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses a declared length over the total without reading the body", async () => {
    const up = endless(2 * 1024 * 1024 * 1024);
    const r = await parseListingUploads(up.request, LISTING_UPLOAD_LIMITS);
    expect(r).toMatchObject({ ok: false, status: 413, reason: UPLOAD_POST_TOO_LARGE });
    expect(UPLOAD_POST_TOO_LARGE).toContain("larger than 20 MB");
    // The stream's first pull may happen when the Request is built; nothing past that.
    expect(up.read()).toBeLessThanOrEqual(64 * KB + 200);
  });

  it("refuses a body that is not multipart (415) and one cut off in the middle (400)", async () => {
    const urlencoded = new Request("http://localhost/upload", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(await parseListingUploads(urlencoded)).toMatchObject({ ok: false, status: 415, reason: "Send the files as a multipart form (multipart/form-data)." });
    const boundary = "----cut";
    const cut = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabc`,
    });
    expect(await parseListingUploads(cut)).toMatchObject({ ok: false, status: 400 });
  });
});
