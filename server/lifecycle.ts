/**
 * The server's life around its requests, so a load balancer can rely on it:
 * - `/readyz` answers within READY_TIMEOUT_MS: 503 when the database does not answer in time
 *   (a lock held, the pool exhausted) or while draining;
 * - the drain after SIGTERM: `/readyz` turns 503 first and every answer closes its connection,
 *   while the listener still accepts, so the balancer moves traffic away before anything is cut;
 * - slow or oversized requests: the HTTP server's header, request and keep-alive time limits
 *   (HTTP_LIMITS), each path's own body rule (server/body-limits.ts): a declared Content-Length
 *   over its limit refused before the body is read, and a body that takes longer than its time
 *   cut off (408), so only a staff upload may take minutes.
 */
import http from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { UPLOAD_TIMEOUT_MS, type BodyRule } from "./body-limits.ts";

/** /readyz must answer a balancer's probe within its own timeout (commonly 2 s or more). */
const READY_TIMEOUT_MS = 1500;

export const HTTP_LIMITS = {
  /** A client has this long to send its request headers. */
  headersTimeoutMs: 10_000,
  /** …and at most this long for the whole request, body included (each path's rule may allow less). */
  requestTimeoutMs: UPLOAD_TIMEOUT_MS,
  /** Idle keep-alive connections stay open longer than a proxy's idle timeout (60 s for most), so the proxy closes first. */
  keepAliveTimeoutMs: 65_000,
  /** How often the time limits above are checked (Node's default, 30 s, let a stalled client stay 30 s longer). */
  checkIntervalMs: 1000,
};


export function createHttpServer(app: http.RequestListener, limits = HTTP_LIMITS): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    app,
  );
  return server;
}

export type Lifecycle = {
  /** Mount first: refuses an oversized declared body (413) unread; while draining, answers close their connection. */
  guard: RequestHandler;
  readyz: RequestHandler;
  drain(): void;
  readonly draining: boolean;
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A body still arriving after `ms` is cut off: 408 when nothing was answered yet, then the
 * connection closes (the server-wide request time limit is the uploads' longer one).
 */
function cutOffAfter(req: Request, res: Response, ms: number): void {
  if (ms >= UPLOAD_TIMEOUT_MS) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent) res.writeHead(408, { Connection: "close", "Content-Type": "text/plain" }).end("The request took too long to arrive.");
    req.socket.destroySoon();
  }, ms);
  timer.unref();
  const clear = () => clearTimeout(timer);
  req.once("end", clear);
  res.once("close", clear);
}

export function createLifecycle(opts: {
  /** A small query: resolves when the database answers. */
  ping: () => Promise<unknown>;
  logger: Logger;
  /** The largest body a request to this path may declare, and how long it may take. */
  bodyLimit: (req: Request) => BodyRule;
  readyTimeoutMs?: number;
}): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    guard(req: Request, res: Response, next) {
      if (draining) res.setHeader("Connection", "close");
      const declared = Number(req.headers["content-length"]);
      const rule = opts.bodyLimit(req);
      if (!(declared > rule.bytes)) {
        if (declared > 0 || req.headers["transfer-encoding"]) cutOffAfter(req, res, rule.timeoutMs);
        return next();
      }
      // Answered before a byte of the body is read; the connection closes, so the rest is never waited for.
      res.setHeader("Connection", "close");
      res.setHeader("Cache-Control", "no-store");
      if (req.path.startsWith("/api/")) res.status(413).json({ error: "too_large", message: rule.message });
      else res.status(413).type("text").send(rule.message);
    },
    async readyz(_req: Request, res: Response) {
      res.set("Cache-Control", "no-store");
      if (draining) {
        res.status(503).json({ status: "draining" });
        return;
      }
      try {
        await withTimeout(opts.ping(), opts.readyTimeoutMs ?? READY_TIMEOUT_MS);
        res.json({ status: "ready" });
      } catch (error) {
        opts.logger.warn({ err: error }, "readiness check failed");
        res.status(503).json({ status: "unavailable" });
      }
    },
  };
}
