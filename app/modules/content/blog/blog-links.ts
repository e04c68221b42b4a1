/**
 * URLs and text cuts of the blog screens (spec 2.1, 2.9, 9): /blogs/{category} for a category,
 * /blogs/{slug}/{id} for a post, descriptions cut to 100 characters plus '...'.
 */
import type { BlogCardData } from "./blog-card.tsx";
import { TEXT_CUTS } from "../../../platform/constants.ts";
import { cutHtml } from "../../../platform/i18n/format.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";
import { localText } from "../../../platform/i18n/local-text.ts";

export const BLOGS_PAGE_SIZE = 9;
export const RECENT_BLOGS_COUNT = 5;

// Here too, for the screens that import their blog links from one place (it lives in format.ts,
// which every page has already: the services use it, and a module of its own would be one more chunk).
export { slugify } from "../../../platform/i18n/format.ts";

export function blogPath(blog: { slug: string; id: number }): string {
  return `/blogs/${encodeURIComponent(blog.slug || "blog")}/${blog.id}`;
}

/** The list URL for a category (0 or unknown = all) and page (1 = no parameter). */
export function blogListPath(categorySlug: string | null | undefined, page = 1): string {
  const base = categorySlug ? `/blogs/${encodeURIComponent(categorySlug)}` : "/blogs";
  return page > 1 ? `${base}?page=${page}` : base;
}

/** Description of a card or sidebar entry: plain text cut to 100 characters plus '...'. */
export function blogExcerpt(description: string): string {
  return cutHtml(description, TEXT_CUTS.blogDescription, "...");
}

type ListedBlog = {
  id: number;
  slug: string;
  title: string;
  titleAr?: string | null;
  description: string;
  descriptionAr?: string | null;
  image: string | null;
  createdOn: string;
  category: string;
};

/**
 * A listed blog as its card (the list and the Recent Blogs sidebar): link, cut description, in the
 * page's language (English marked "en" where a post has no Arabic yet).
 */
export function blogCardData(b: ListedBlog, locale: Locale = "en"): BlogCardData {
  const { id, image, createdOn, category } = b;
  const title = localText(b.title, b.titleAr, locale);
  const excerpt = localText(b.description, b.descriptionAr, locale);
  return {
    id, href: blogPath(b), title: title.text, excerpt: blogExcerpt(excerpt.text), image, createdOn, category,
    ...(title.lang && { titleLang: title.lang }),
    ...(excerpt.lang && { excerptLang: excerpt.lang }),
  };
}

/** Lenient page number from the query string: anything but a whole number >= 1 is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 ? n : 1;
}
