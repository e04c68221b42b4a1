/**
 * Sanitises stored description HTML (units, projects, blogs) before it is rendered with
 * dangerouslySetInnerHTML: simple formatting tags only, and links only to our own pages.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a", "span"],
  allowedAttributes: { a: ["href", "title"] },
  // Internal links only (see transformTags): no scheme is allowed at all.
  allowedSchemes: [],
  allowProtocolRelative: false,
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "iframe"],
};

function isInternalHref(href: string): boolean {
  return /^\/(?!\/)/.test(href) || href.startsWith("#");
}

/** Safe HTML; external or scripted links are dropped but their text is kept. */
export function sanitizeDescription(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, {
    ...OPTIONS,
    // A link that leaves the site becomes plain text, keeping its words.
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? "";
        if (!isInternalHref(href)) return { tagName: "span", attribs: {} };
        const kept: sanitizeHtml.Attributes = { href };
        if (attribs.title) kept.title = attribs.title;
        return { tagName, attribs: kept };
      },
    },
  }).trim();
}

/** Blog bodies: the same rules plus tables (cost and yield tables in articles); an h1 becomes h2. */
export function sanitizeArticle(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedTags: [...(OPTIONS.allowedTags as string[]), "table", "thead", "tbody", "tr", "th", "td"],
    transformTags: {
      h1: "h2",
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? "";
        if (!isInternalHref(href)) return { tagName: "span", attribs: {} };
        return { tagName, attribs: { href } };
      },
    },
  }).trim();
}
