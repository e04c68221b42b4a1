/**
 * The document render (entry.server.tsx, lib/render-document.server.tsx) through React Router's
 * own request handler, with a small hand-made build: one root route (document, Scripts) and a
 * few pages. What a visitor and a crawler get: the finished page, its loader data for
 * hydration, the right status, whichever of React's renderers did the work.
 */
import { createElement as h, Suspense } from "react";
import {
  Await,
  createRequestHandler,
  Outlet,
  RouterContextProvider,
  Scripts,
  useLoaderData,
  type ServerBuild,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server.tsx";
import { requestInfoContext, type RequestInfo } from "./platform/context.ts";
import { getLogger } from "./platform/logger.server.ts";

function Root() {
  return h("html", { lang: "en" }, h("head", null, h("meta", { charSet: "utf-8" })), h("body", null, h(Outlet), h(Scripts)));
}

const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function Plain() {
  const data = useLoaderData() as { greeting: string };
  return h("main", null, h("h1", null, data.greeting));
}

/** A list handed over as a promise, rendered through <Await> in a Suspense boundary. */
function Deferred() {
  const data = useLoaderData() as { list: Promise<string[]> };
  return h(
    "main",
    null,
    h(
      Suspense,
      { fallback: h("p", null, "Loading list") },
      h(Await<Promise<string[]>>, {
        resolve: data.list,
        children: (list) =>
          h(
            "ul",
            null,
            list.map((item) => h("li", { key: item }, item)),
          ),
      }),
    ),
  );
}

function Broken(): never {
  throw new Error("render failed (expected by the test)");
}

/** A part of the page that fails inside a Suspense boundary. */
function BrokenInBoundary() {
  return h("main", null, h("h1", null, "Partly broken"), h(Suspense, { fallback: h("p", null, "Fallback") }, h(Broken)));
}

function ErrorBoundary() {
  return h("main", null, h("h1", null, "Something went wrong"));
}

const pages = {
  plain: { Component: Plain, loader: async () => ({ greeting: "Marhaba, Dubai Marina" }) },
  deferred: { Component: Deferred, loader: async () => ({ list: later(["Palm Jumeirah", "Downtown Dubai"]) }) },
  broken: { Component: Broken, loader: undefined },
  "broken-boundary": { Component: BrokenInBoundary, loader: undefined },
  // PostgreSQL's statement_timeout cut the loader's query off (a lock held elsewhere).
  locked: {
    Component: Plain,
    loader: async () => {
      throw Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    },
  },
};

function manifestRoute(id: string, path: string | undefined, hasLoader: boolean, parentId?: string) {
  return {
    id,
    path,
    parentId,
    hasAction: false,
    hasLoader,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === "root",
    module: `/assets/${id}.js`,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

function testBuild(): ServerBuild {
  const routes: Record<string, unknown> = { root: { id: "root", path: "", module: { default: Root, ErrorBoundary } } };
  const manifestRoutes: Record<string, unknown> = { root: manifestRoute("root", "", false) };
  for (const [id, page] of Object.entries(pages)) {
    routes[id] = { id, parentId: "root", path: id, module: { default: page.Component, loader: page.loader } };
    manifestRoutes[id] = manifestRoute(id, id, Boolean(page.loader), "root");
  }
  return {
    entry: { module: entry },
    routes,
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: manifestRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

async function get(path: string) {
  const handler = createRequestHandler(testBuild(), "production");
  const info: RequestInfo = { csp: { scriptHashes: [] }, ip: "127.0.0.1", document: true };
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  const res = await handler(new Request(`http://localhost${path}`), context);
  return { status: res.status, html: await res.text(), etag: res.headers.get("etag"), retryAfter: res.headers.get("retry-after"), scriptHashes: info.csp.scriptHashes };
}

describe("document render", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends the whole page with its doctype, its loader data for hydration and its digests", async () => {
    const page = await get("/plain");
    expect(page.status).toBe(200);
    expect(page.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(page.html).toContain("<h1>Marhaba, Dubai Marina</h1>");
    // The loader data reaches the browser through React Router's stream controller, then it is closed.
    expect(page.html).toMatch(/streamController\.enqueue\(.*Marhaba, Dubai Marina.*\);<\/script>/);
    expect(page.html).toContain("streamController.close();");
    expect(page.html).not.toContain("<!--$!-->");
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(page.scriptHashes.length).toBeGreaterThanOrEqual(3);
  });

  it("starts the scripts after the first paint: no module preload in <head>; the module script waits for a frame, then preloads and imports them", async () => {
    for (const path of ["/plain", "/deferred"]) {
      const html = (await get(path)).html;
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
      expect(script).not.toMatch(/^\s*import \* as/m);
      const wait = script.indexOf("requestAnimationFrame");
      const preloads = /for \(const h of (\[[^\]]*\])\)/.exec(script)!;
      const routeImport = script.indexOf("await Promise.all([import(");
      const entry = script.lastIndexOf('import("');
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(preloads.index).toBeGreaterThan(wait);
      expect(routeImport).toBeGreaterThan(preloads.index);
      expect(entry).toBeGreaterThan(routeImport);
      expect((JSON.parse(preloads[1]!) as string[]).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("waits for data handed over as a promise: the list is in the page, not its loading state", async () => {
    const page = await get("/deferred");
    expect(page.status).toBe(200);
    expect(page.html).toContain("<li>Palm Jumeirah</li><li>Downtown Dubai</li>");
    expect(page.html).not.toContain("Loading list");
    expect(page.html).not.toContain("<!--$!-->");
    expect(page.html).toMatch(/streamController\.enqueue\(.*Palm Jumeirah.*\);<\/script>/);
  });

  it("logs a client's mistake (a POST to a page without a form) at info, not as an error", async () => {
    const logger = getLogger();
    const errors = [vi.spyOn(console, "error"), vi.spyOn(logger, "error"), vi.spyOn(logger, "warn")];
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    const handler = createRequestHandler(testBuild(), "production");
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { csp: { scriptHashes: [] }, ip: "127.0.0.1", document: true });
    const res = await handler(new Request("http://localhost/plain", { method: "POST", body: "x" }), context);
    expect(res.status).toBe(405);
    for (const spy of errors) expect(spy).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ status: 405 }), "request refused");
  });

  it.each([
    ["the page fails: its error boundary", "/broken", "<h1>Something went wrong</h1>"],
    ["a part of the page fails inside a Suspense boundary: the rest", "/broken-boundary", "<h1>Partly broken</h1>"],
  ])("answers 500 and logs the error when %s is shown", async (_case, path, heading) => {
    // A loader's error reaches the log through handleError, a render error through React's onError.
    const logged = [vi.spyOn(console, "error").mockImplementation(() => {}), vi.spyOn(getLogger(), "error").mockImplementation(() => {})];
    const page = await get(path);
    expect(page.status).toBe(500);
    expect(page.html).toContain(heading);
    expect(logged.some((spy) => spy.mock.calls.length > 0)).toBe(true);
  });

  it("answers 503 with its error page when the database did not answer in time (a load balancer may retry elsewhere)", async () => {
    const warned = vi.spyOn(getLogger(), "warn").mockImplementation(() => {});
    const page = await get("/locked");
    expect(page.status).toBe(503);
    expect(page.retryAfter).toBe("5");
    expect(page.html).toContain("<h1>Something went wrong</h1>");
    expect(warned).toHaveBeenCalled();
  });
});
