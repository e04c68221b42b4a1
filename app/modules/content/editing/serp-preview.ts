/**
 * How a page is likely to look in a search engine's results (the blog editor's live preview):
 * the title the page's meta gives (with the brokerage's short name after it, as
 * app/modules/site/seo.ts writes it), the address as a breadcrumb, and the description, each cut where a
 * search engine cuts: about 600 px of title (≈ 60 characters) and two lines of description
 * (≈ 158 characters), at a word, with an ellipsis. Characters stand in for pixels: close enough
 * to show an editor what will be lost. Plain code.
 */

const SERP_TITLE_CHARS = 60;
const SERP_DESCRIPTION_CHARS = 158;

/** `text` cut to at most `max` characters at a word boundary, with " ..." when cut. */
export function serpCut(text: string, max: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const head = t.slice(0, max - 3);
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,.;:–-]+$/, "")} ...`;
}

/** The address as a result shows it: host › path › segments. */
export function serpUrl(siteUrl: string, path: string): string {
  let host = siteUrl;
  try {
    host = new URL(siteUrl).host;
  } catch {
    // A site address that is not a URL is shown as it is.
  }
  return [host, ...path.split("/").filter(Boolean).map((p) => decodeURIComponent(p))].join(" › ");
}

type SerpPreview = { title: string; url: string; description: string };

export function serpPreview(opts: { title: string; description: string; siteUrl: string; path: string; shortName: string }): SerpPreview {
  const title = opts.title.includes(opts.shortName) ? opts.title : `${opts.title} | ${opts.shortName}`;
  return {
    title: serpCut(title, SERP_TITLE_CHARS),
    url: serpUrl(opts.siteUrl, opts.path),
    description: serpCut(opts.description, SERP_DESCRIPTION_CHARS),
  };
}
