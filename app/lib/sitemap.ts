/** sitemap.xml text (sitemaps.org 0.9): one URL set, or an index of numbered files past 50,000 URLs. */
import { CATEGORIES } from "./categories.ts";

export const SITEMAP_MAX_URLS = 50_000;

/** Public pages that are not built from data (spec 2.1). */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/property-list",
  "/project-list",
  "/blogs",
  "/developers",
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
] as const;

export function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function urlSetXml(origin: string, urls: readonly { path: string; lastmod?: string }[]): string {
  const body = urls
    .map((u) => `<url><loc>${xmlEscape(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${xmlEscape(u.lastmod)}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: number): string {
  const body = Array.from({ length: files }, (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** How many files a sitemap of `total` URLs needs (1 means no index). */
export function sitemapFileCount(total: number, max = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / max));
}
