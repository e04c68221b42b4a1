/**
 * The Arabic catalogue mirrors the English one: the same keys, each message with the same
 * arguments and tags, and none left in English by mistake.
 */
import { describe, expect, it } from "vitest";
import en from "./messages/en/index.ts";
import ar from "./messages/ar/index.ts";
import { browserMessagesJson, messagesFor } from "./catalog.server.ts";

/** The namespaces and messages a page carries, read back from the JSON it carries them in. */
const browserMessagesFor = (locale: "en" | "ar") => JSON.parse(browserMessagesJson(locale)) as Record<string, unknown>;
import { pageMessages } from "./page-messages.ts";
import compile from "icu-minify/compile";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

type Node = string | number | Node[] | { [option: string]: Node };

/**
 * What a compiled message (icu-minify) holds: its argument and tag names, and its literal text.
 * A message, and each plural or select branch, is a sequence of nodes: text, `#` (0), an argument
 * `[name]` / `[name, type, options?]`, or a tag `[name, ...children]`.
 */
function parts(message: string): { names: string[]; text: string } {
  const names = new Set<string>();
  let text = "";
  const sequence = (seq: Node): void => {
    if (Array.isArray(seq)) for (const node of seq) one(node);
    else one(seq);
  };
  const one = (node: Node): void => {
    if (typeof node === "number") return;
    if (typeof node === "string") {
      text += node;
      return;
    }
    if (!Array.isArray(node)) return;
    const [head, second, options] = node;
    if (typeof head !== "string") return;
    if (node.length === 1 || typeof second === "number") {
      names.add(head);
      if (options && typeof options === "object" && !Array.isArray(options)) for (const branch of Object.values(options)) sequence(branch);
    } else {
      names.add(`<${head}>`);
      for (const child of node.slice(1)) one(child);
    }
  };
  sequence(compile(message) as Node);
  return { names: [...names].sort(), text };
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
    for (const [key, message] of enLeaves) expect(parts(arLeaves.get(key) ?? "").names, key).toEqual(parts(message).names);
  });

  it("leave no Arabic message in Latin letters only (names of brands and codes excepted)", () => {
    const latinOnly = [...arLeaves].filter(([, m]) => !/[\u0600-\u06FF]/.test(parts(m).text));
    const allowed = new Set(["language.switchText", "language.switchLang", "errors.notFoundCode"]);
    expect(latinOnly.map(([k]) => k).filter((k) => !allowed.has(k))).toEqual([]);
  });

  it("compile every message, with English where a translation is missing", () => {
    const compiled = messagesFor("ar") as { nav: Record<string, unknown> };
    expect(compiled.nav.home).toBe("الرئيسية");
    expect(messagesFor("en")).toMatchObject({ nav: { home: "Home" } });
  });
});

describe("the messages a page carries", () => {
  it("hold every namespace the components read, and not the e-mails' (formatted on the server only)", () => {
    for (const locale of ["en", "ar"] as const) {
      const page = Object.keys(browserMessagesFor(locale));
      const all = Object.keys(messagesFor(locale));
      expect(page).toEqual(all.filter((ns) => ns !== "mail" && ns !== "market" && ns !== "profile" && ns !== "setup" && ns !== "marketPage"));
      expect(page).toContain("listing");
      expect(page).not.toContain("mail");
    }
  });

  it("go into the document as JSON that reads back to the same catalogue, with no '<' to end its <script> block early", () => {
    for (const locale of ["en", "ar"] as const) {
      const json = browserMessagesJson(locale);
      expect(json).not.toContain("<");
      expect(JSON.parse(json)).toMatchObject({ nav: (messagesFor(locale) as Record<string, unknown>).nav });
      // The same string each time: the server writes it, it does not make it per page.
      expect(browserMessagesJson(locale)).toBe(json);
      expect(pageMessages(locale, json).messages).toEqual(browserMessagesFor(locale));
    }
    // Once handed over, a language's messages are known without being sent again (a document request sends null).
    expect(pageMessages("ar", null).messages).toEqual(browserMessagesFor("ar"));
  });
});
