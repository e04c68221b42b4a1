/**
 * Sanitises stored description HTML (units, projects, blogs) before it is rendered with
 * dangerouslySetInnerHTML: simple formatting tags only, and links only to our own pages.
 * The result depends on the text alone, so it is remembered (the last MEMO_SIZE texts of each
 * kind): a detail page rendered again does not parse its description again.
 */
import sanitizeHtml from "sanitize-html";
import { memoize } from "./memoize.server.ts";

const MEMO_SIZE = 500;

function remembered(clean: (html: string) => string): (html: string | null | undefined) => string {
  const memo = memoize(clean, MEMO_SIZE);
  return (html) => (html ? memo(html) : "");
}

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
export const sanitizeDescription = remembered((html) =>
  sanitizeHtml(html, {
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
  }).trim(),
);

/** Blog bodies: the same rules plus tables (cost and yield tables in articles); an h1 becomes h2. */
export const sanitizeArticle = remembered((html) =>
  sanitizeHtml(html, {
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
  }).trim(),
);
