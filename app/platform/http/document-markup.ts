/**
 * Markup written whole by a loader (the market section: a table and a chart, about 14 KB) goes
 * into a document's HTML once. As loader data it would go twice: in the HTML and again in the
 * hydration data, which the browser parses before the page is interactive. So on a document
 * request the loader keeps it aside (document-markup.server.ts) and sends `null`; the server
 * render reads it from this context; the browser keeps the markup the HTML brought. A client
 * navigation's data request gets the markup itself, as before.
 */
import { createContext, useContext, useMemo } from "react";

export const DocumentMarkupContext = createContext<ReadonlyMap<string, string>>(new Map());

/** Same object on every render: React compares it by reference and so never rewrites the kept markup. */
const KEEP = { __html: "" };

/**
 * The `dangerouslySetInnerHTML` value for a loader's markup under `key`: its own when the loader
 * sent it, the document's on the server, and on the browser (hydrating a document) an empty one,
 * which React does not apply over the server's markup (hydration leaves opaque HTML as it is).
 */
export function useDocumentMarkup(key: string, html: string | null): { __html: string } {
  const kept = useContext(DocumentMarkupContext).get(key);
  const markup = html ?? kept;
  return useMemo(() => (markup === undefined ? KEEP : { __html: markup }), [markup]);
}
