import { describe, expect, it } from "vitest";
import { sitemapFileCount, sitemapIndexXml, urlSetXml, xmlEscape } from "./sitemap.ts";

describe("sitemap XML", () => {
  it("needs an index only past 50,000 URLs", () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(120_000)).toBe(3);
  });
  it("writes escaped absolute URLs with lastmod", () => {
    const xml = urlSetXml("https://x.ae", [{ path: "/a?b=1&c=2", lastmod: "2026-01-02" }, { path: "/" }]);
    expect(xml).toContain("<loc>https://x.ae/a?b=1&amp;c=2</loc><lastmod>2026-01-02</lastmod>");
    expect(xml).toContain("<url><loc>https://x.ae/</loc></url>");
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
