/**
 * POST /taps: the beacon a tap on Call, WhatsApp or E-mail sends (app/ui/contact-tap.ts), form-encoded
 * `kind`, `id`, `channel`. No cookie is read or set; 204 when taken (counted, a repeat or a robot:
 * the page does not care which), 400 with the fields' errors for a bad body, 404 for an id no live
 * listing or public agent has.
 */
import express, { type RequestHandler } from "express";
import type { Db } from "../app/platform/db/client.server.ts";
import type { Logger } from "pino";
import { MAX_FORM_BYTES } from "../app/platform/constants.ts";
import { recordContactTap, tapSchema } from "../app/modules/leads/index.server.ts";

export function contactTaps(deps: { db: Db; logger: Logger; secret: string }): RequestHandler[] {
  const read = express.urlencoded({ extended: false, limit: MAX_FORM_BYTES, type: ["application/x-www-form-urlencoded", "text/plain"] });
  const handle: RequestHandler = async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    const parsed = tapSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ errors: parsed.error.flatten().fieldErrors });
      return;
    }
    try {
      const result = await recordContactTap(deps.db, parsed.data, { ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "", secret: deps.secret });
      if (result === "unknown") res.status(404).json({ errors: { id: ["No live listing or agent has this id."] } });
      else res.status(204).end();
    } catch (error) {
      deps.logger.error({ err: error, tap: parsed.data }, "a contact tap was not counted");
      next(error);
    }
  };
  return [read, handle];
}
