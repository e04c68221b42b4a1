/**
 * A V8 CPU profile (the inspector's Profiler.stop answer) summed by what the server was doing: each
 * sample is put in one kind by its stack (the innermost frame that says, walking outwards), so the
 * kinds add up to the busy time. Used by `npm run bench -- render-profile`.
 */
type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export const KINDS = [
  "database (Kysely, driver)",
  "loaders (app code)",
  "the document (entry.server)",
  "app's server code (Express middleware)",
  "React render (react-dom + components)",
  "loader data to the page (turbo-stream)",
  "routing (React Router)",
  "i18n (messages, formats)",
  "validation (zod)",
  "digests (ETag, CSP)",
  "compression",
  "HTTP, streams, sockets",
  "garbage collection",
  "other",
] as const;
export type Kind = (typeof KINDS)[number];

const packageOf = (url: string) => url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
// React Router's loader-data encoding (its vendored turbo-stream) and the script tags that carry it.
const HANDOFF = /^(StreamTransfer|escapeHtml)$/;

function kindOfFrame(f: CallFrame): Kind | "app" | undefined {
  const pkg = packageOf(f.url);
  if (pkg === "kysely" || pkg === "better-sqlite3" || pkg === "pg" || pkg === "pg-protocol") return "database (Kysely, driver)";
  if (pkg === "react-dom" || pkg === "react") return "React render (react-dom + components)";
  if (pkg === "react-router" || pkg === "@react-router/express" || pkg === "@react-router/node")
    return f.url.includes("turbo-stream") || HANDOFF.test(f.functionName) ? "loader data to the page (turbo-stream)" : "routing (React Router)";
  if (pkg === "zod") return "validation (zod)";
  if (pkg && /intl|icu/.test(pkg)) return "i18n (messages, formats)";
  if (pkg === "express" || pkg === "compression" || pkg === "body-parser" || pkg === "router") return "HTTP, streams, sockets";
  if (/node:internal\/crypto/.test(f.url)) return "digests (ETag, CSP)";
  if (/node:(internal\/)?zlib/.test(f.url)) return "compression";
  if (/node:(internal\/)?(net|http|_http|stream|streams|webstreams|buffer|encoding)/.test(f.url) || f.functionName === "writev" || f.functionName === "writeBuffer")
    return "HTTP, streams, sockets";
  if (f.url.includes("/build/server/") || f.url.includes("/app/") || f.url.includes("/server/")) return "app";
  return undefined;
}

/**
 * The kind of one stack (innermost first): the innermost frame of a library or of Node names it. Where that
 * frame is the app's own code, its callers say whose: a route's loader (or action), React rendering a
 * component, the document's assembly (entry.server), the server's Express middleware (server/, not built).
 */
function kindOfStack(stack: CallFrame[]): Kind {
  if (stack[0]?.functionName === "(garbage collector)") return "garbage collection";
  const kinds = stack.map(kindOfFrame);
  const inner = kinds.find((k) => k !== undefined);
  if (inner === undefined) return "other";
  if (inner !== "app") return inner;
  const appFrame = (re: RegExp) => stack.some((f, i) => kinds[i] === "app" && re.test(f.functionName));
  if (appFrame(/^(loader|action)(\$\d+)?$/)) return "loaders (app code)";
  if (kinds.includes("React render (react-dom + components)")) return "React render (react-dom + components)";
  if (appFrame(/^(handleRequest|renderDocument|settleHandoff|renderStreamed|hydrateAfterPaint)$/)) return "the document (entry.server)";
  const innermostApp = stack[kinds.indexOf("app")]!;
  if (!innermostApp.url.includes("/build/")) return "app's server code (Express middleware)";
  // The rest of the built app's code outside a render: a loader's, resumed after an await (its caller no longer on the stack).
  return "loaders (app code)";
}

/** Busy milliseconds by kind (idle and the profiler's own samples left out). */
export function profileByKind(profile: CpuProfile): Record<Kind, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kindOfNode = new Map<number, Kind | null>();
  const out = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  profile.samples.forEach((id, i) => {
    let kind = kindOfNode.get(id);
    if (kind === undefined) {
      const stack: CallFrame[] = [];
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) stack.push(byId.get(cur)!.callFrame);
      // "(program)" is V8's own work outside any function (compiling, inline caches, native glue): busy, counted as "other".
      kind = /^\((idle|root)\)$/.test(stack[0]!.functionName) ? null : kindOfStack(stack);
      kindOfNode.set(id, kind);
    }
    if (kind) out[kind] += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return out;
}
