/**
 * A local HTTP server standing in for a CRM and its photo host: `/feeds/<file>` serves a fixture
 * of tests/fixtures/feeds with `{{BASE}}` replaced by the server's own address (or a feed set
 * with `setFeed`), `/photos/<name>.jpg|png` a small picture drawn for that name, `/photos/missing-…`
 * 404, `/photos/flaky-…` 503 until `heal()`, and `/photos/not-image-…` an HTML page. It counts
 * the requests per path, so a test can prove a photo was fetched once.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export const FIXTURES = path.resolve("tests/fixtures/feeds");

export type FeedServer = {
  base: string;
  url: (file: string) => string;
  hits: Map<string, number>;
  setFeed: (name: string, xml: string) => void;
  heal: () => void;
  close: () => Promise<void>;
};

async function picture(name: string, png: boolean): Promise<Buffer> {
  const h = crypto.createHash("sha256").update(name).digest();
  const img = sharp({ create: { width: 640, height: 420, channels: 3, background: { r: h[0]!, g: h[1]!, b: h[2]! } } });
  return png ? img.png().toBuffer() : img.jpeg({ quality: 70 }).toBuffer();
}

export async function startFeedServer(): Promise<FeedServer> {
  const hits = new Map<string, number>();
  const feeds = new Map<string, string>();
  let healed = false;
  let base = "";
  const server = http.createServer(async (req, res) => {
    const p = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    hits.set(p, (hits.get(p) ?? 0) + 1);
    const m = /^\/(feeds|photos)\/([\w.-]+)$/.exec(p);
    if (!m) return res.writeHead(404).end();
    const name = m[2]!;
    if (m[1] === "feeds") {
      const file = path.join(FIXTURES, name);
      const xml = feeds.get(name) ?? (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
      if (xml === null) return res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
      return res.end(xml.replaceAll("{{BASE}}", base));
    }
    if (name.startsWith("missing-")) return res.writeHead(404).end("not here");
    if (name.startsWith("flaky-") && !healed) return res.writeHead(503).end("try later");
    if (name.startsWith("not-image-")) return res.writeHead(200, { "content-type": "image/jpeg" }).end("<html><body>Sign in to see this photo</body></html>");
    const body = await picture(name, name.endsWith(".png"));
    res.writeHead(200, { "content-type": name.endsWith(".png") ? "image/png" : "image/jpeg", "content-length": body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    url: (file) => `${base}/feeds/${file}`,
    hits,
    setFeed: (name, xml) => feeds.set(name, xml),
    heal: () => {
      healed = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A fixture's text with `{{BASE}}` replaced, for a test that writes it to a file. */
export function fixture(file: string, base: string): string {
  return fs.readFileSync(path.join(FIXTURES, file), "utf8").replaceAll("{{BASE}}", base);
}
