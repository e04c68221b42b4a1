/**
 * The message catalogues: messages/<language>/<namespace>.json, one file per part of
 * the site (shell, nav, search, …), assembled by messages/<language>/index.ts; read by the server only. Each message is compiled once with `icu-minify` (ICU syntax: arguments, plurals,
 * selects, rich-text tags) into the small data form that icu-minify's runtime reads (translate.ts),
 * and handed to the browser with the page (page-messages.ts: a JSON block in the document, or the root
 * loader's data on a client navigation), so that the page's JavaScript carries neither the texts nor an
 * ICU parser.
 * An Arabic message that is missing falls back to the English one (a test keeps the two in step).
 */
import compile from "icu-minify/compile";
import type { Locale } from "./locale.ts";
import type { CompiledCatalogue } from "./translate.ts";
import en from "./messages/en/index.ts";
import ar from "./messages/ar/index.ts";

type Tree = { [key: string]: string | Tree };
type CompiledMessages = CompiledCatalogue;
type Compiled = { [key: string]: unknown };

const SOURCES: Record<Locale, Tree> = { en: en as Tree, ar: ar as Tree };

function compileTree(tree: Tree, fallback: Tree | undefined): Compiled {
  const out: Compiled = {};
  for (const [key, value] of Object.entries(fallback ?? tree)) {
    const own = fallback ? tree[key] : value;
    if (typeof value === "string") out[key] = compile(typeof own === "string" ? own : value);
    else out[key] = compileTree((own && typeof own === "object" ? own : value) as Tree, fallback ? value : undefined);
  }
  return out;
}

const compiled = new Map<Locale, CompiledMessages>();

/** The locale's messages, compiled, with English where a translation is missing. */
export function messagesFor(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = (locale === "en" ? compileTree(SOURCES.en, undefined) : compileTree(SOURCES[locale], SOURCES.en)) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}

/**
 * Namespaces only the server formats (the e-mails to visitors, the area and developer pages' words,
 * written by their loaders, the "being set up" page of server/setup-gate.ts): left out of the messages the root
 * loader hands the browser, where nothing reads them and every page would carry them.
 */
const SERVER_ONLY_NAMESPACES: ReadonlySet<string> = new Set(["mail", "market", "profile", "setup", "marketPage"]);
const forBrowser = new Map<Locale, CompiledMessages>();

/** The locale's messages for the page (the root loader's data): every namespace a component reads. */
function browserMessagesFor(locale: Locale): CompiledMessages {
  let messages = forBrowser.get(locale);
  if (!messages) {
    const all = messagesFor(locale) as Record<string, unknown>;
    messages = Object.fromEntries(Object.entries(all).filter(([ns]) => !SERVER_ONLY_NAMESPACES.has(ns))) as CompiledMessages;
    forBrowser.set(locale, messages);
  }
  return messages;
}

const jsonForBrowser = new Map<Locale, string>();

/** The browser's messages as the JSON the page carries (made once per language; `<` escaped, for a <script> block). */
export function browserMessagesJson(locale: Locale): string {
  let json = jsonForBrowser.get(locale);
  if (json === undefined) {
    json = JSON.stringify(browserMessagesFor(locale)).replace(/</g, "\\u003c");
    jsonForBrowser.set(locale, json);
  }
  return json;
}

/** The source texts (not compiled), for the server's own formatting (e-mails, meta tags). */
export function sourceMessages(locale: Locale): Tree {
  return SOURCES[locale];
}
