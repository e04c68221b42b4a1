/**
 * Sanitises stored description HTML (units, projects, blogs) before it is rendered with
 * dangerouslySetInnerHTML: simple formatting tags only, and links only to our own pages.
 * The result depends on the text alone, so it is remembered (the last MEMO_SIZE texts of each
 * kind): a detail page rendered again does not parse its description again.
 */
import sanitizeHtml from "sanitize-html";
import { memoize } from "./cache/memoize.server.ts";
import { VIDEO_EMBED_HOSTS, videoEmbedUrl } from "./video-embed.ts";
import { imageSources } from "./media/media.ts";

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

/** An image of our own media folder (uploads and the demo's art); nothing from another site. */
const OWN_IMAGE = /^\/media\/[a-z0-9-]+\/[\w.-]+\.(?:jpg|jpeg|png|webp|avif)$/i;

/**
 * Blog bodies: the same rules plus tables (cost and yield tables in articles), images from our
 * own media folder with their alt text, and video frames of YouTube (privacy-enhanced) or Vimeo
 * only, rewritten to the player address (app/platform/video-embed.ts) that the public site's
 * Content-Security-Policy allows; an h1 becomes h2. Whatever the editor sends goes through here.
 */
export const sanitizeArticle = remembered((html) =>
  sanitizeHtml(html, {
    ...OPTIONS,
    allowedTags: [...(OPTIONS.allowedTags as string[]), "table", "thead", "tbody", "tr", "th", "td", "img", "iframe"],
    allowedAttributes: {
      a: ["href"],
      img: ["src", "alt", "width", "height", "loading", "decoding"],
      iframe: ["src", "title", "allowfullscreen", "loading", "allow", "referrerpolicy"],
    },
    // Frames now carry a video: no longer thrown away whole (the `src` is checked below).
    nonTextTags: ["style", "script", "textarea", "option", "noscript"],
    allowedIframeHostnames: [...VIDEO_EMBED_HOSTS],
    allowIframeRelativeUrls: false,
    allowedSchemesByTag: { iframe: ["https"] },
    transformTags: {
      h1: "h2",
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? "";
        if (!isInternalHref(href)) return { tagName: "span", attribs: {} };
        return { tagName, attribs: { href } };
      },
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const src = attribs.src ?? "";
        if (!OWN_IMAGE.test(src)) return { tagName, attribs: {} };
        // The stored size (an upload's name carries it, `…-1920x1280.jpg`; the demo's art has its
        // folder's), the same as its media library record: the page keeps the image's place before it loads.
        const size = imageSources(src);
        return {
          tagName,
          attribs: { src, alt: (attribs.alt ?? "").trim(), ...(size ? { width: String(size.width), height: String(size.height) } : {}), loading: "lazy", decoding: "async" },
        };
      },
      iframe: (tagName, attribs): sanitizeHtml.Tag => {
        const src = videoEmbedUrl(attribs.src ?? "");
        if (!src) return { tagName, attribs: {} };
        return { tagName, attribs: { src, title: (attribs.title ?? "").trim() || "Video", loading: "lazy", allowfullscreen: "", referrerpolicy: "strict-origin-when-cross-origin" } };
      },
    },
    // An image or a frame whose address was refused above is left out whole.
    exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
  }).trim(),
);
