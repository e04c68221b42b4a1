/**
 * The server's life around its requests, so a load balancer can rely on it:
 * - `/readyz` answers within READY_TIMEOUT_MS: 503 when the database does not answer in time
 *   (a lock held, the pool exhausted) or while draining;
 * - the drain after SIGTERM: `/readyz` turns 503 first and every answer closes its connection,
 *   while the listener still accepts, so the balancer moves traffic away before anything is cut;
 * - slow or oversized requests: the HTTP server's header, request and keep-alive time limits
 *   (HTTP_LIMITS), and a declared Content-Length over the limit refused before the body is read.
 */
import http from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";

/** /readyz must answer a balancer's probe within its own timeout (commonly 2 s or more). */
export const READY_TIMEOUT_MS = 1500;

export const HTTP_LIMITS = {
  /** A client has this long to send its request headers. */
  headersTimeoutMs: 10_000,
  /** …and this long for the whole request, body included. */
  requestTimeoutMs: 20_000,
  /** Idle keep-alive connections stay open longer than a proxy's idle timeout (60 s for most), so the proxy closes first. */
  keepAliveTimeoutMs: 65_000,
  /** How often the time limits above are checked (Node's default, 30 s, let a stalled client stay 30 s longer). */
  checkIntervalMs: 1000,
};

/** Larger declared form bodies are refused at once (a chunked one is cut off where it is read: readForm in lead-actions). */
export { MAX_FORM_BYTES } from "../app/lib/constants.ts";

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

export function createLifecycle(opts: {
  /** A small query: resolves when the database answers. */
  ping: () => Promise<unknown>;
  logger: Logger;
  /** The largest body a request to this path may declare. */
  bodyLimit: (req: Request) => number;
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
      const limit = opts.bodyLimit(req);
      if (!(declared > limit)) return next();
      // Answered before a byte of the body is read; the connection closes, so the rest is never waited for.
      res.setHeader("Connection", "close");
      res.setHeader("Cache-Control", "no-store");
      const message = `The body is larger than ${Math.round(limit / 1024)} kB.`;
      if (req.path.startsWith("/api/")) res.status(413).json({ error: "too_large", message });
      else res.status(413).type("text").send(message);
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
