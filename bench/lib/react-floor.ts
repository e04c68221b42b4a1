/**
 * The floor under an uncached page: what React alone costs to render that page's markup.
 * The page's finished HTML is turned back into plain elements (no components, hooks, router,
 * data or server around them) and rendered by `renderToString`, as app/entry.server.tsx does.
 * A real page renders the same markup plus all of that, and a bare React Router page pays the
 * rest of a request (Express, the router, the document's scripts), so an uncached page can
 * at best reach bare ÷ (bare + floor) of the bare page's speed: the "ceiling" column of bench/http.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const PROP_NAMES: Record<string, string> = { class: "className", for: "htmlFor" };

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = declaration
      .slice(colon + 1)
      .trim();
  }
  return style;
}

function toElement(node: ChildNode, key: number): ReactNode {
  if (node.type === "text") return node.data;
  if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return null;
  const el = node as Element;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(el.attribs))
    props[PROP_NAMES[name] ?? name] = name === "style" ? styleObject(value) : value;
  if (el.name === "script" || el.name === "style") {
    props.dangerouslySetInnerHTML = { __html: el.children.map((c) => (c.type === "text" ? c.data : "")).join("") };
    return createElement(el.name, props);
  }
  if (VOID.has(el.name)) return createElement(el.name, props);
  return createElement(el.name, props, ...el.children.map(toElement));
}

/** Milliseconds per render of the document's markup (median of five timed rounds after a warm-up). */
export function reactFloorMs(html: string, rounds = 5, perRound = 200): number {
  const root = parseDocument(html).children.find((n): n is Element => n.type === "tag" && n.name === "html");
  if (!root) return Number.NaN;
  const tree = toElement(root, 0);
  // Plain HTML attribute names (srcset, tabindex…) are not React's; rendering them is the same work, minus the warnings.
  const { error } = console;
  console.error = () => {};
  try {
    for (let i = 0; i < perRound; i++) renderToString(tree);
    const times: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const start = performance.now();
      for (let i = 0; i < perRound; i++) renderToString(tree);
      times.push((performance.now() - start) / perRound);
    }
    return times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
  } finally {
    console.error = error;
  }
}

/**
 * Floors of several saved documents, measured in a child process with React's production build
 * (the bench itself runs without NODE_ENV, which would load React's much slower development build).
 */
export function reactFloorsMs(files: string[]): number[] {
  const out = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...files], {
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (out.status !== 0) throw new Error(`react-floor failed: ${out.stderr}`);
  return JSON.parse(out.stdout) as number[];
}

if (import.meta.main) {
  console.log(JSON.stringify(process.argv.slice(2).map((file) => reactFloorMs(fs.readFileSync(file, "utf8")))));
}
