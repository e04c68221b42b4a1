/**
 * The market section: its markup is written by the loader (section-html.server.ts), so this component
 * only places it, in a section named by its heading, and costs the page a few bytes of JavaScript.
 * On a document's first load the markup comes once, in the HTML (document-markup.ts): `html` is null.
 */
import { useDocumentMarkup } from "../../../platform/http/document-markup.ts";

export function MarketSection({ html }: { html: string | null }) {
  return <section aria-labelledby="market-heading" className="mt-10 min-w-0" suppressHydrationWarning dangerouslySetInnerHTML={useDocumentMarkup("market", html)} />;
}
