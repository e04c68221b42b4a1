/**
 * The market section: its markup is written by the loader (section-html.server.ts), so this component
 * only places it, in a section named by its heading, and costs the page a few bytes of JavaScript.
 */
export function MarketSection({ html }: { html: string }) {
  return <section aria-labelledby="market-heading" className="mt-10 min-w-0" dangerouslySetInnerHTML={{ __html: html }} />;
}
