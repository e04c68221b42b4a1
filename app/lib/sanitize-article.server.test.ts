import { describe, expect, it } from "vitest";
import { sanitizeArticle } from "./sanitize.server.ts";

describe("sanitizeArticle (blog bodies)", () => {
  it("keeps tables, headings, lists and internal links", () => {
    const html =
      '<h2>Costs</h2><table><thead><tr><th>Fee</th></tr></thead><tbody><tr><td>4%</td></tr></tbody></table><ol><li><a href="/areas">Areas</a></li></ol>';
    expect(sanitizeArticle(html)).toBe(html);
  });
  it("drops scripts, attributes and outside links", () => {
    expect(sanitizeArticle('<p style="x" onclick="y">Hi<script>alert(1)</script></p>')).toBe("<p>Hi</p>");
    expect(sanitizeArticle('<a href="javascript:alert(1)">x</a>')).not.toContain("javascript");
    expect(sanitizeArticle('<table onmouseover="x()"><tr><td>1</td></tr></table>')).toBe("<table><tr><td>1</td></tr></table>");
  });
  it("turns an h1 into an h2 (the page has its own h1)", () => {
    expect(sanitizeArticle("<h1>T</h1>")).toBe("<h2>T</h2>");
    expect(sanitizeArticle(undefined)).toBe("");
  });
});
