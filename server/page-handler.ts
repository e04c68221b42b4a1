/**
 * The React Router request handler, mounted last: it turns the Express request into a Fetch
 * `Request`, asks React Router for the `Response` (pages, `.data` answers, resource routes,
 * form actions) and writes it out itself. Because this is the code that writes the answer, it
 * also decides what only the writer can: the answer's Cache-Control (server/http-cache.ts), the
 * page's inline-script hashes in its CSP (server/security-headers.ts), and
 * handing the bytes it wrote to the page cache (`offer`, server/page-cache.ts). Nothing patches
 * Express's response methods to see the answer go by.
 *
 * Bodies are streamed as React Router gives them (a client navigation with deferred data keeps
 * streaming); the document itself arrives whole (app/platform/http/render-document.server.tsx).
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { cacheControlFor } from "./http-cache.ts";
import { isBackOfficePath } from "../app/modules/staff/paths.ts";
import { withServerRouteMatching } from "../app/platform/http/route-matching.server.ts";
import { takeDocumentBody } from "../app/platform/http/document-body.server.ts";
import { addScriptHashes } from "./security-headers.ts";
import type { PageCache } from "./page-cache.ts";

type Options = {
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  cache?: Pick<PageCache, "wants" | "offer">;
};

/** The request's own URL (the host as the client sent it; a trusted proxy's X-Forwarded-Host). */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(":")[1] : undefined;
  const port = Number.parseInt(forwarded ?? req.get("host")?.split(":")[1] ?? "", 10);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${Number.isSafeInteger(port) ? `:${port}` : ""}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // A visitor who leaves before the answer is written stops the loaders' work.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(new URL(`${req.protocol}://${host}${req.originalUrl}`), init);
}

/**
 * The address with each run of slashes made one ("//property-list" → "/property-list"), or undefined
 * when it has none. Such an address is the same page under a second name, and React Router's two
 * matchers disagree on it (route-matching.server.ts): it is redirected before either sees it. The
 * answer always starts with a single slash, so it never points at another host.
 */
export function singleSlashes(originalUrl: string): string | undefined {
  const queryAt = originalUrl.indexOf("?");
  const path = queryAt < 0 ? originalUrl : originalUrl.slice(0, queryAt);
  if (!path.includes("//")) return undefined;
  return path.replace(/\/{2,}/g, "/") + (queryAt < 0 ? "" : originalUrl.slice(queryAt));
}

export function pageHandler(opts: Options) {
  const { build } = opts;
  const handle = createRequestHandler(
    typeof build === "function" ? async () => withServerRouteMatching(await build()) : withServerRouteMatching(build),
    opts.mode,
  );
  return async function reactRouter(req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> {
    const single = singleSlashes(req.originalUrl);
    if (single !== undefined && (req.method === "GET" || req.method === "HEAD")) {
      res.redirect(301, single);
      return;
    }
    try {
      const response = await handle(fetchRequest(req, res), opts.getLoadContext(req, res));
      await writeResponse(req, res, response, opts.cache);
    } catch (error) {
      next(error);
    }
  };
}

/** Writes a Fetch `Response` to Express (exported for the page cache's tests). */
export async function writeResponse(req: ExpressRequest, res: ExpressResponse, response: Response, cache: Options["cache"]): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.append("Set-Cookie", cookies);
  // A route that sets its own Cache-Control keeps it; the back office is never stored anywhere.
  const backOffice = isBackOfficePath(req.path);
  if (backOffice || !response.headers.has("cache-control"))
    res.setHeader("Cache-Control", cacheControlFor({ method: req.method, status: response.status, setsCookie: cookies.length > 0, backOffice }));
  addScriptHashes(res);
  if (!response.body) {
    res.end();
    return;
  }
  // The bytes are kept only when this request renders a page the page cache is waiting for.
  const wanted = cache?.wants(res) ?? false;
  // A rendered document: its bytes as they are (app/platform/http/document-body.server.ts).
  const documentBytes = takeDocumentBody(response);
  if (documentBytes) {
    await response.body.cancel();
    res.end(documentBytes);
    if (wanted) cache!.offer(res, documentBytes);
    return;
  }
  const kept: Buffer[] | undefined = wanted ? [] : undefined;
  const reader = response.body.getReader();
  // A document is rendered whole (one chunk): held back one read, it goes out with its Content-Length.
  // Anything else (a `.data` answer with deferred data) goes out chunk by chunk as it comes.
  const whole = String(res.getHeader("content-type") ?? "").startsWith("text/html");
  try {
    let held: Buffer | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (held && !res.write(held)) await waitForDrain(res);
      held = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      kept?.push(held);
      if (!whole) {
        if (!res.write(held)) await waitForDrain(res);
        held = undefined;
      }
    }
    res.end(held);
  } catch (error) {
    if (res.destroyed) return;
    throw error;
  }
  // Ended by us (the compression middleware may still be flushing its copy): the bytes are complete.
  if (kept) cache!.offer(res, kept.length === 1 ? kept[0]! : Buffer.concat(kept));
}

function waitForDrain(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}
