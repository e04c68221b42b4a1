/**
 * The server matches paths with React Router's route-pattern matcher, the browser with its default
 * one (route-matching.server.ts): both must find the same route for every address of the site, or a
 * page rendered on the server would hydrate as another. Checked on the real route table (app/routes.ts)
 * for every route's path with sample values, its parent paths (the scripts' partial manifest), the
 * same with a trailing slash, in capitals, and addresses no route has. Paths with a doubled slash
 * never reach the matchers (server/page-handler.ts redirects them to the single-slash address).
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, type RouteObject, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../../routes.ts";
import { browserFuture, browserHandoff, withServerRouteMatching } from "./route-matching.server.ts";

/** The route objects the Vite plugin makes of the config: ids from the file unless given, under the root. */
function toRoutes(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    return entry.index ? { id, index: true as const } : { id, path: entry.path, children: toRoutes(entry.children ?? []) };
  });
}

const routes: RouteObject[] = [{ id: "root", path: "", children: toRoutes(routeConfig as RouteConfigEntry[]) }];

function fullPaths(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
    return [path || "/", ...fullPaths(route.children ?? [], path)];
  });
}

/** Addresses for one route path: sample values for its parameters, with and without its optional segments. */
function samples(path: string): string[] {
  const variants = [path.replace(/\/[^/]+\?/g, ""), path.replace(/\?/g, "")];
  return variants.map((p) =>
    p
      .replace(/:[\w-]+/g, (_m, offset: number) => `v${offset}-9`)
      .replace(/\*$/, "a/b"),
  );
}

function parents(path: string): string[] {
  const segments = path.split("/").filter(Boolean);
  return segments.map((_s, i) => `/${segments.slice(0, i).join("/")}`);
}

const addresses = [
  ...new Set(
    fullPaths(routes)
      .flatMap(samples)
      .flatMap((p) => [p, ...parents(p), `${p}/`, p.toUpperCase()])
      .concat(["/", "/ar", "/no/such/page", "/property/x", "/ar/property/x/y/z", "/admin/nothing", "/%D8%AF%D8%A8%D9%8A", "/blogs/a%20b"]),
  ),
].filter((path) => !path.includes("//"));

/**
 * The one known difference: a parameter's literal suffix (`:id.json`) is matched case-sensitively by
 * the route-pattern matcher. Only a back-office download has one, a resource route the browser
 * never renders: its address in capitals is a 404 on the server.
 */
const KNOWN = new Set(["/ADMIN/PRIVACY/REQUESTS/V24-9.JSON"]);

const serverFuture = withServerRouteMatching({ future: {} } as never).future as Record<string, boolean>;
const browserHandler = createStaticHandler(routes);
const serverHandler = createStaticHandler(routes, { future: serverFuture });

async function matchedIds(handler: typeof browserHandler, path: string): Promise<string[]> {
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
  return context.matches.map((m) => m.route.id);
}

describe("server route matching", () => {
  it("is switched on for the server only", () => {
    expect(serverFuture.unstable_routePatternMatching).toBe(true);
    expect(browserFuture({ ...serverFuture, v8_middleware: true })).toEqual({ v8_middleware: true });
    const own = { v8_middleware: true };
    expect(browserFuture(own)).toBe(own);
  });

  it("leaves the server's flag out of the document's hand-off to the browser", () => {
    const handoff = JSON.stringify({ basename: "/</x", future: { v8_middleware: false, ...serverFuture }, routeDiscovery: { mode: "lazy" }, ssr: true });
    const browser = browserHandoff(handoff)!;
    expect(browser).not.toContain("unstable_routePatternMatching");
    expect(browser).not.toContain("<");
    expect(JSON.parse(browser)).toEqual({ basename: "/</x", future: { v8_middleware: false }, routeDiscovery: { mode: "lazy" }, ssr: true });
    const plain = '{"basename":"/","future":{}}';
    expect(browserHandoff(plain)).toBe(plain);
  });

  it(`finds the same routes as the browser's matcher for ${addresses.length} addresses`, async () => {
    expect(addresses.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const path of addresses.filter((a) => !KNOWN.has(a))) {
      const [browser, server] = await Promise.all([matchedIds(browserHandler, path), matchedIds(serverHandler, path)]);
      if (browser.join() !== server.join()) differences.push(`${path}: browser ${browser.join(" > ")}, server ${server.join(" > ")}`);
    }
    expect(differences).toEqual([]);
  });

  it("reaches the page routes, not only the fallback", async () => {
    expect((await matchedIds(serverHandler, "/property/2-bed-in-marina/42")).at(-1)).toBe("routes/property-detail");
    expect((await matchedIds(serverHandler, "/ar/area/dubai-marina")).at(-1)).toBe("ar/routes/area");
    expect((await matchedIds(serverHandler, "/admin/privacy/requests/7.json")).at(-1)).toBe("routes/admin/privacy-export[.]json");
  });
});
