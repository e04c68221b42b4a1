/**
 * The page's compiled messages (catalog.server.ts), about 31 KB of JSON, reach the browser as a JSON
 * block in the document (`<script type="application/json" id="page-messages">`, written from one string
 * made once per language), not in the root loader's data. As loader data they were encoded again on
 * every uncached render (React Router's turbo-stream flattens every key and string: about a third of
 * that work on each page) and decoded again by the browser before hydrating. A client navigation to the
 * other language still gets them in the root loader's data (the block is then rewritten with them).
 *
 * One catalogue per language is kept here, on the server (the root loader hands its JSON over) and in the
 * browser (read from the block, or from a data request): the same for every visitor.
 */
import type { Locale } from "./locale.ts";
import type { CompiledCatalogue } from "./translate.ts";

export const PAGE_MESSAGES_ID = "page-messages";

const known = new Map<Locale, { json: string; messages: CompiledCatalogue }>();

function keep(locale: Locale, json: string): void {
  if (known.get(locale)?.json !== json) known.set(locale, { json, messages: JSON.parse(json) as CompiledCatalogue });
}

/** The document's block, when it holds this language's messages (the browser only). */
function fromDocument(locale: Locale): string | undefined {
  if (typeof document === "undefined") return undefined;
  const block = document.getElementById(PAGE_MESSAGES_ID);
  return block?.dataset.locale === locale ? (block.textContent ?? undefined) : undefined;
}

/**
 * The language's messages and their JSON. `sent`: the root loader's (the JSON on the server and on a data
 * request; null when the document carries them).
 */
export function pageMessages(locale: Locale, sent: string | null | undefined): { messages: CompiledCatalogue; json: string } {
  const json = sent ?? known.get(locale)?.json ?? fromDocument(locale);
  if (json === undefined) return { messages: {}, json: "{}" };
  keep(locale, json);
  return known.get(locale)!;
}
