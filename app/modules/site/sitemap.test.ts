import { describe, expect, it } from "vitest";
import { sitemapFileCount, sitemapIndexXml, urlSetXml, xmlEscape } from "./sitemap.ts";

describe("sitemap XML", () => {
  it("needs an index only past 50,000 URLs (25,000 pages in two languages)", () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(25_000)).toBe(1);
    expect(sitemapFileCount(25_001)).toBe(2);
    expect(sitemapFileCount(60_000)).toBe(3);
  });
  it("writes escaped absolute URLs with lastmod, in English and Arabic with their alternates", () => {
    const xml = urlSetXml("https://x.ae", [{ path: "/a?b=1&c=2", lastmod: "2026-01-02" }, { path: "/" }]);
    expect(xml).toContain("<loc>https://x.ae/a?b=1&amp;c=2</loc><lastmod>2026-01-02</lastmod>");
    expect(xml).toContain("<loc>https://x.ae/ar/a?b=1&amp;c=2</loc><lastmod>2026-01-02</lastmod>");
    expect(xml).toContain("<url><loc>https://x.ae/</loc><xhtml:link");
    expect(xml).toContain("<url><loc>https://x.ae/ar</loc><xhtml:link");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://x.ae/ar"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.ae/"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it("lists the numbered files in an index", () => {
    const xml = sitemapIndexXml("https://x.ae", 2);
    expect(xml).toContain("<sitemap><loc>https://x.ae/sitemap.xml?page=2</loc></sitemap>");
    expect(xml).toContain("<sitemapindex");
  });
  it("escapes XML", () => {
    expect(xmlEscape(`<a href="x">&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;");
  });
});
