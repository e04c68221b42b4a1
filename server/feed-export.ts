/**
 * `/feeds/propertyfinder.xml` and `/feeds/bayut.xml`: the published listings with a
 * valid permit for the portals, streamed as they are written (app/modules/feeds/export.server.ts).
 * Protected by a secret in the URL (`?token=`, FEED_EXPORT_TOKEN, compared in constant time), or
 * open when FEED_EXPORT_OPEN=true; with neither configured the feeds do not exist (404). Never
 * stored by a cache on the way (the address holds the secret).
 */
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express from "express";
import type { Logger } from "pino";
import type { Db } from "../app/platform/db/client.server.ts";
import { exportFeed } from "../app/modules/feeds/export.server.ts";

const FEEDS = { "/propertyfinder.xml": "pf", "/bayut.xml": "bayut" } as const;

const digest = (s: string) => crypto.createHash("sha256").update(s).digest();

export function feedExport(deps: { db: Db; logger: Logger; siteUrl: string; token: string | undefined; open: boolean }): express.Router {
  const router = express.Router();
  router.get(Object.keys(FEEDS), async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!deps.open && !deps.token) return void res.status(404).type("text/plain").send("Not found");
    if (!deps.open) {
      const given = typeof req.query.token === "string" ? req.query.token : "";
      if (!crypto.timingSafeEqual(digest(given), digest(deps.token!))) return void res.status(403).type("text/plain").send("A valid feed token is required.");
    }
    const format = FEEDS[req.path as keyof typeof FEEDS];
    res.status(200).type("application/xml; charset=utf-8");
    res.set("X-Robots-Tag", "noindex");
    try {
      await pipeline(Readable.from(exportFeed(deps.db, format, { siteUrl: deps.siteUrl })), res);
    } catch (error) {
      // The client went away before the end: its choice, not our failure.
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return void deps.logger.info({ feed: req.path }, "feed export: client left early");
      // Headers are gone: the only honest answer left is a cut connection (the portal retries).
      deps.logger.error({ err: error, feed: req.path }, "feed export failed");
      res.destroy();
    }
  });
  return router;
}
