/**
 * GET /api/places?q=marina+gate&lang=ar: the search bars' place suggestions (areas, buildings,
 * projects, developers), grouped by kind, in the page's language. A GET with Cache-Control, so a
 * CDN and the browser keep the answers for the prefixes people type most; checked by zod (a
 * malformed parameter is a 400 naming it). Served here rather than as a page route: a route would
 * add a line to every page's first-load route manifest.
 */
import type { NextFunction, Request, Response } from "express";
import { z } from "zod";
import type { Db } from "../../app/platform/db/client.server.ts";
import { suggestPlaces } from "../../app/modules/places/index.server.ts";

const querySchema = z.object({
  q: z.string().max(100, "must be at most 100 characters").default(""),
  lang: z.enum(["en", "ar"]).default("en"),
});

export function placeAnswers(db: Db) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const query = querySchema.safeParse(req.query);
    if (!query.success) {
      const issue = query.error.issues[0];
      res.status(400).json({ error: `${issue?.path.join(".") || "query"}: ${issue?.message ?? "invalid"}` });
      return;
    }
    suggestPlaces(db, query.data.q, query.data.lang).then((suggestions) => {
      res.set("Cache-Control", "public, max-age=60, stale-while-revalidate=600").json({ suggestions });
    }, next);
  };
}
