/**
 * sitemap.xml text (sitemaps.org 0.9): one URL set, or an index of numbered files past 50,000 URLs.
 * Every page is listed in English and in Arabic, each entry naming both languages and
 * the default as alternates (Google's `xhtml:link` form), so a file holds 25,000 pages.
 */
import { CATEGORIES } from "../listings/index.ts";
import { localizePath } from "../../platform/i18n/locale.ts";

const SITEMAP_MAX_URLS = 50_000;
/** Pages per file: each is two URLs, one per language. */
export const SITEMAP_MAX_PAGES = SITEMAP_MAX_URLS / 2;

/** Public pages that are not built from data (spec 2.1). */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/property-list",
  "/project-list",
  "/blogs",
  "/developers",
  "/agents",
  "/areas",
  "/about-us",
  "/contact-us",
  "/faq",
  "/privacy-policy",
  "/terms-condition",
  "/careers",
  ...CATEGORIES.map((c) => `/${c.path}`),
  "/buying-a-property-in-dubai",
  "/renting-a-property-in-dubai",
  "/property-management",
  "/communities",
  "/market",
] as const;

export function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** The URL set of some pages (English paths): each page's English and Arabic URL, with their alternates. */
export function urlSetXml(origin: string, urls: readonly { path: string; lastmod?: string }[]): string {
  const body = urls
    .map((u) => {
      const en = xmlEscape(origin + u.path);
      const ar = xmlEscape(origin + localizePath(u.path, "ar"));
      const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="ar" href="${ar}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
      const lastmod = u.lastmod ? `<lastmod>${xmlEscape(u.lastmod)}</lastmod>` : "";
      return `<url><loc>${en}</loc>${lastmod}${alternates}</url>\n<url><loc>${ar}</loc>${lastmod}${alternates}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: number): string {
  const body = Array.from({ length: files }, (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** How many files a sitemap of `total` pages needs (1 means no index). */
export function sitemapFileCount(total: number, max = SITEMAP_MAX_PAGES): number {
  return Math.max(1, Math.ceil(total / max));
}
