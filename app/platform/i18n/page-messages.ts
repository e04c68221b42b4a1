/**
 * The page's compiled messages (catalog.server.ts), about 31 KB of JSON, reach the browser as a document
 * JSON block (app/platform/http/document-json.ts), not in the root loader's data; a client navigation to
 * the other language gets them in the root loader's data. One catalogue per language, the same for every
 * visitor.
 */
import { documentJson } from "../http/document-json.ts";
import type { Locale } from "./locale.ts";
import type { CompiledCatalogue } from "./translate.ts";

export const pageMessagesBlock = documentJson<CompiledCatalogue>("page-messages");

/**
 * The language's messages and their JSON. `sent`: the root loader's (the JSON on the server and on a data
 * request; null when the document carries them).
 */
export function pageMessages(locale: Locale, sent: string | null | undefined): { messages: CompiledCatalogue; json: string } {
  const read = pageMessagesBlock.read(locale, sent);
  return read ? { messages: read.value, json: read.json } : { messages: {}, json: "{}" };
}
