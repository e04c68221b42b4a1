/**
 * React Router's route-pattern matcher (`future.unstable_routePatternMatching`) on the server.
 *
 * Why: its default matcher tries the ~190 ranked branches of our route table one by one, compiling
 * each branch's regular expression on every try: ~67 µs for a path that matches late or not at
 * all. An uncached document matches four or five paths (the request, the static handler's query,
 * and once per parent path for the scripts' partial manifest), about 0.3 ms of a 6 ms page. The
 * route-pattern matcher looks a path up in a tree built once: ~12 µs (measured on this table).
 *
 * The browser keeps the default: its matcher would have to be preloaded into every page's first
 * load (the 120 KB budget has no room for it), and it matches one path per navigation. React
 * Router reads each side's flag separately (the browser's from the document's hand-off,
 * `window.__reactRouterContext`), so the document gives the browser the build's own flags
 * (`browserHandoff`, used by render-document): with the server's, its router would not start.
 * `route-matching.server.test.ts` checks that both matchers find the same route for every route of the table.
 */
import type { ServerBuild } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";
import { blockJson } from "./document-json.ts";

const FLAG = "unstable_routePatternMatching";

/** The build with the route-pattern matcher switched on for the server's static handler. */
export function withServerRouteMatching(build: ServerBuild): ServerBuild {
  unstable_preloadRoutePattern();
  return { ...build, future: { ...build.future, [FLAG]: true } as unknown as ServerBuild["future"] };
}

/** The future flags as the browser should see them: the server's own matcher left out. */
export function browserFuture<T extends object>(future: T): T {
  if (!(FLAG in future)) return future;
  const { [FLAG]: _serverOnly, ...rest } = future as Record<string, unknown>;
  return rest as T;
}

/** React Router's hand-off string for the browser (JSON in an inline script), with the browser's flags. */
export function browserHandoff(handoff: string | undefined): string | undefined {
  if (!handoff?.includes(FLAG)) return handoff;
  const value = JSON.parse(handoff) as { future?: Record<string, unknown> };
  return blockJson({ ...value, future: browserFuture(value.future ?? {}) });
}
