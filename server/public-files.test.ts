import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPublicFiles, publicFiles } from "./public-files.ts";
import { listen } from "../tests/support/listen.ts";

// Mounted the way server/app.ts mounts it: the build's root files, then the pages' handler.
let dir = "";
let server: http.Server;
let base = "";

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "public-"));
  await fs.mkdir(path.join(dir, "video"));
  await fs.mkdir(path.join(dir, "assets"));
  await fs.writeFile(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await fs.writeFile(path.join(dir, "video", "tour.mp4"), "not really a video");
  await fs.writeFile(path.join(dir, "assets", "app-AbC123.js"), "export {};");
  const app = express();
  app.use(publicFiles(dir, { maxAge: "1h", skip: ["/assets"] }));
  app.use((req, res) => {
    res.status(200).type("text").send(`page ${req.method} ${req.path}`);
  });
  ({ server, base } = await listen(app));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await fs.rm(dir, { recursive: true, force: true });
});

describe("publicFiles", () => {
  it("lists the files under the directory as URL paths, without the skipped folder", () => {
    expect([...listPublicFiles(dir, ["/assets"])].sort()).toEqual(["/favicon.svg", "/video/tour.mp4"]);
  });

  it("serves a listed file with its type and cache lifetime", async () => {
    const r = await fetch(`${base}/video/tour.mp4`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("video/mp4");
    expect(r.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await r.text()).toBe("not really a video");
  });

  it("lets every other path through to the pages", async () => {
    for (const p of ["/", "/about-us", "/favicon.svg/x", "/assets/app-AbC123.js", "/video", "/Favicon.svg"]) {
      const r = await fetch(`${base}${p}`);
      expect(await r.text()).toMatch(/^page GET /);
    }
  });

  it("answers only GET and HEAD from the files", async () => {
    const r = await fetch(`${base}/favicon.svg`, { method: "POST" });
    expect(await r.text()).toBe("page POST /favicon.svg");
    const head = await fetch(`${base}/favicon.svg`, { method: "HEAD" });
    expect(head.headers.get("content-type")).toBe("image/svg+xml");
  });
});
