/** The loader's side of document-markup.ts. */
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../context.ts";

/**
 * `html` as loader data: on a document request kept aside for the render (and `null` sent), on a
 * client navigation's data request the markup itself.
 */
export function markupForPage(context: Readonly<RouterContextProvider>, key: string, html: string): string | null {
  const { document, documentMarkup } = context.get(requestInfoContext);
  if (!document || !documentMarkup) return html;
  documentMarkup.set(key, html);
  return null;
}
