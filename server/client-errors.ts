/**
 * Requests the site cannot serve are the client's mistake and are answered as such: a method
 * other than GET, HEAD or POST gets 405 (before React Router, which cannot even build a request
 * for TRACE), a path that is not valid percent-encoded UTF-8 gets 400 (React Router would warn
 * on the console for each), and an error that carries a 4xx status (a path `send` refuses to decode or that
 * climbs out of a static folder, a body too large) gets that status, logged at info at most.
 * A database that did not answer in time is a 503 with Retry-After (a load balancer may retry
 * elsewhere), logged as a warning. Only what is left, our own failures, answers 500 and is
 * logged as an error.
 */
import { cacheControlFor } from "./http-cache.ts";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { isDatabaseUnavailable, RETRY_AFTER_S } from "../app/platform/db/unavailable.server.ts";
import { errorAnswer } from "./error-answers.ts";
import { ERROR_PAGE_CSP_HASH, errorPage } from "./error-page.ts";

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** The status an error asks for (http-errors and body-parser set `status`); 500 when it names none. */
function errorStatus(error: unknown): number {
  const e = error as { status?: unknown; statusCode?: unknown } | null;
  const status = Number(e?.status ?? e?.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

/** Sends the error answer: JSON under /api, else the last-resort page (its style allowed by hash). */
function sendError(req: Request, res: Response, status: number): void {
  res.status(status);
  // Never kept by a shared cache (answers written before the default of server/http-cache.ts is set).
  res.setHeader("Cache-Control", cacheControlFor({ method: req.method, status, setsCookie: false }));
  const answer = errorAnswer(status);
  if (req.path.startsWith("/api/")) {
    res.json({ error: answer.code, message: answer.message });
    return;
  }
  const policy = res.getHeader("content-security-policy");
  if (typeof policy === "string") res.setHeader("Content-Security-Policy", policy.replace(/(^|;)style-src([^;]*)/, `$1style-src$2 ${ERROR_PAGE_CSP_HASH}`));
  res.type("html").send(req.method === "HEAD" ? "" : errorPage(answer));
}

/** The decoded path, or undefined when it is not valid percent-encoded UTF-8. (The value is used: a bundler drops an unused call.) */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** Refuses what no route can serve: another method (405), a path that cannot be decoded (400). */
export function requestGuard(logger: Logger) {
  return function guardRequest(req: Request, res: Response, next: NextFunction) {
    if (!ALLOWED_METHODS.includes(req.method)) {
      logger.info({ url: req.originalUrl, method: req.method, status: 405 }, "request refused");
      res.set("Allow", ALLOWED_METHODS.join(", "));
      sendError(req, res, 405);
      return;
    }
    if (decodedPath(req.path) === undefined) {
      logger.info({ url: req.originalUrl, method: req.method, status: 400 }, "request refused: path not decodable");
      sendError(req, res, 400);
      return;
    }
    next();
  };
}

export function errorHandler(logger: Logger) {
  return function handleError(error: unknown, req: Request, res: Response, next: NextFunction) {
    if (res.headersSent) return next(error);
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, url: req.originalUrl }, "database did not answer");
      res.set("Retry-After", String(RETRY_AFTER_S));
      sendError(req, res, 503);
      return;
    }
    const status = errorStatus(error);
    if (status < 500) {
      logger[status === 404 ? "debug" : "info"]({ url: req.originalUrl, method: req.method, status, reason: (error as Error)?.message }, "request refused");
    } else {
      logger.error({ err: error, url: req.originalUrl, status }, "request failed");
    }
    sendError(req, res, status);
  };
}
