/**
 * The Arabic catalogue mirrors the English one: the same keys, each message with the same
 * arguments and tags, and none left in English by mistake.
 */
import { describe, expect, it } from "vitest";
import en from "./messages/en/index.ts";
import ar from "./messages/ar/index.ts";
import { messagesFor } from "./catalog.server.ts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** The names of a message's arguments and tags: `{name}`, `{count, plural, …}`, `<b>`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?:[,}])/g)) names.add(m[1]!);
  for (const m of message.matchAll(/<([A-Za-z0-9_]+)>/g)) names.add(`<${m[1]}>`);
  return [...names].sort();
}

const enLeaves = leaves(en as Tree);
const arLeaves = leaves(ar as Tree);

describe("message catalogues", () => {
  it("have the same namespaces (files) in both languages", () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it("have the same keys in Arabic as in English", () => {
    expect([...arLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it("use the same arguments and tags in both languages", () => {
    for (const [key, message] of enLeaves) expect(placeholders(arLeaves.get(key) ?? ""), key).toEqual(placeholders(message));
  });

  it("leave no Arabic message in Latin letters only (names of brands and codes excepted)", () => {
    // Only simple arguments ({name}) are left out: a plural's branches are text and must be Arabic.
    const latinOnly = [...arLeaves].filter(([, m]) => !/[\u0600-\u06FF]/.test(m.replace(/\{\s*\w+\s*\}/g, "")));
    const allowed = new Set(["language.switchText", "language.switchLang", "errors.notFoundCode"]);
    expect(latinOnly.map(([k]) => k).filter((k) => !allowed.has(k))).toEqual([]);
  });

  it("compile every message, with English where a translation is missing", () => {
    const compiled = messagesFor("ar") as { nav: Record<string, unknown> };
    expect(compiled.nav.home).toBe("الرئيسية");
    expect(messagesFor("en")).toMatchObject({ nav: { home: "Home" } });
  });
});
