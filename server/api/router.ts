/**
 * Express router for `POST /api/<Call>`. Bad JSON or a body that does not fit the call's
 * schema answers 400 with the field named; an unknown call 404; a database that does not
 * answer in time 503; nothing a visitor sends answers 500.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import type { Db } from "../../app/platform/db/client.server.ts";
import { readCalls } from "./calls.ts";
import { leadCalls } from "./lead-calls.ts";
import { placeAnswers } from "./place-answers.ts";
import type { PageCache } from "../page-cache.ts";
import type { LeadProtection } from "../lead-protection.ts";
import { ownBytes } from "../../app/platform/cache/cache.server.ts";
import { isDatabaseUnavailable, RETRY_AFTER_S } from "../../app/platform/db/unavailable.server.ts";

const API_BODY_LIMIT = "16kb";
export const API_BODY_BYTES = 16 * 1024;

const readBytes = express.raw({ limit: API_BODY_LIMIT, type: () => true });
const BODY_ERROR = "apiBodyError";

/**
 * Reads an API call's body, once, as bytes (`req.body`), mounted on /api before the page cache
 * (which answers read calls by their exact bytes) and the router (which parses them, once).
 * A body that cannot be read (too large, cut off) is the router's to answer, as JSON.
 */
export function apiBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "POST") return next();
  readBytes(req, res, (error?: unknown) => {
    if (error) res.locals[BODY_ERROR] = error;
    next();
  });
}

/** A call's answer as bytes: `{ status, json }` results are refusals (e.g. 404), anything else a 200. */
function serialize(result: unknown): { status: number; body: Buffer } {
  if (result && typeof result === "object" && "status" in result && "json" in result) {
    const r = result as { status: number; json: unknown };
    return { status: r.status, body: ownBytes(Buffer.from(JSON.stringify(r.json))) };
  }
  // Kept by the page cache: a Buffer of its own, not a slice of the shared pool.
  return { status: 200, body: ownBytes(Buffer.from(JSON.stringify(result) ?? "null")) };
}

type ApiDeps = {
  db: Db;
  logger: Logger;
  leads: Pick<LeadProtection, "requestInfo">;
  cache?: Pick<PageCache, "api" | "offer">;
};

export function apiRouter(deps: ApiDeps): express.Router {
  const router = express.Router();
  // Read already when the app mounted `apiBody` before the page cache (body-parser reads a body once).
  router.use(apiBody);
  router.use(parseJson);
  router.post("/:call", runCall(deps));
  router.get("/places", placeAnswers(deps.db));
  router.all("/{*rest}", notACall);
  router.use(errorAnswer(deps.logger));
  return router;
}

/** The body's bytes, parsed here once; a body that could not be read goes to the error answers. */
function parseJson(req: Request, res: Response, next: NextFunction): void {
  if (res.locals[BODY_ERROR]) return next(res.locals[BODY_ERROR]);
  if (!Buffer.isBuffer(req.body)) return next();
  if (req.body.length === 0) {
    req.body = undefined;
    return next();
  }
  try {
    req.body = JSON.parse(req.body.toString("utf8"));
    next();
  } catch {
    next(Object.assign(new Error("The body is not valid JSON."), { type: "entity.parse.failed", status: 400 }));
  }
}

function runCall(deps: ApiDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.call);
    const entry = Object.hasOwn(readCalls, name) ? readCalls[name] : Object.hasOwn(leadCalls, name) ? leadCalls[name] : undefined;
    if (!entry) {
      res.status(404).json({ error: "not_found", message: `Unknown API call: ${name}` });
      return;
    }
    const body =
      req.body === undefined ||
      req.body === null ||
      (typeof req.body === "object" && Object.keys(req.body).length === 0 && req.headers["content-length"] === "0")
        ? {}
        : req.body;
    if (typeof body !== "object" || Array.isArray(body)) {
      res.status(400).json({ error: "invalid_body", message: "The body must be a JSON object." });
      return;
    }
    const parsed = await entry.schema.safeParseAsync(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
      const first = Object.keys(fields)[0] ?? "body";
      res.status(400).json({ error: "invalid_body", message: `Invalid field: ${first}`, fields });
      return;
    }
    try {
      const run = async () => serialize(await entry.run({ db: deps.db, req, logger: deps.logger, lead: deps.leads.requestInfo(req, res) }, parsed.data));
      // Read calls answer the same for everyone: served from the in-process cache (server/page-cache.ts),
      // serialized once when stored.
      const answer = deps.cache && entry.kind === "read" ? await deps.cache.api(name, parsed.data, run) : await run();
      res.status(answer.status).type("application/json").send(answer.body);
      // The page cache keeps the finished answer by its exact body bytes (when it is waiting for it).
      if (deps.cache && entry.kind === "read") deps.cache.offer(res, answer.body);
    } catch (error) {
      next(error);
    }
  };
}

function notACall(req: Request, res: Response): void {
  if (req.method !== "POST") {
    res.status(405).set("Allow", "POST").json({ error: "method_not_allowed", message: "API calls are POST with a JSON body." });
    return;
  }
  res.status(404).json({ error: "not_found", message: "Unknown API call." });
}

/** Errors raised while reading the body (bad JSON, too large) are the client's fault; a silent database is a 503. */
function errorAnswer(logger: Logger) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const e = error as { type?: string; status?: number };
    if (e?.type === "entity.parse.failed") {
      res.status(400).json({ error: "invalid_json", message: "The body is not valid JSON." });
    } else if (e?.type === "entity.too.large") {
      res.status(413).json({ error: "too_large", message: `The body is larger than ${API_BODY_LIMIT}.` });
    } else if (e?.status && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ error: "bad_request", message: "The request could not be read." });
    } else if (isDatabaseUnavailable(error)) {
      // Never a success that was not stored, never a hang: the client is told to try again.
      logger.warn({ err: error }, "API call: the database did not answer");
      res.status(503).set("Retry-After", String(RETRY_AFTER_S)).json({ error: "unavailable", message: "The service is busy. Please try again in a moment." });
    } else {
      logger.error({ err: error }, "API call failed");
      next(error);
    }
  };
}
