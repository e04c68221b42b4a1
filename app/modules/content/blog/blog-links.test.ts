import { describe, expect, it } from "vitest";
import { blogExcerpt, blogListPath, blogPath, parsePage, slugify } from "./blog-links.ts";

describe("slugify", () => {
  it("turns a category name into a URL segment", () => {
    expect(slugify("Market Insights")).toBe("market-insights");
    expect(slugify("  Off-Plan & New Launches ")).toBe("off-plan-new-launches");
    expect(slugify("Golden Visa 2026!")).toBe("golden-visa-2026");
    expect(slugify("Café Culture")).toBe("cafe-culture");
  });
});

describe("blog paths", () => {
  it("links a post by its URL segment and id", () => {
    expect(blogPath({ slug: "dubai-rental-market", id: 12 })).toBe("/blogs/dubai-rental-market/12");
  });
  it("builds the list URL with category and page", () => {
    expect(blogListPath(null)).toBe("/blogs");
    expect(blogListPath("", 3)).toBe("/blogs?page=3");
    expect(blogListPath("market-insights")).toBe("/blogs/market-insights");
    expect(blogListPath("market-insights", 2)).toBe("/blogs/market-insights?page=2");
  });
});

describe("blogExcerpt (cut to 100 characters plus '...')", () => {
  it("keeps short descriptions whole", () => {
    expect(blogExcerpt("Short and sweet.")).toBe("Short and sweet.");
  });
  it("cuts long text at 100 characters and adds three dots", () => {
    const text = "a".repeat(150);
    expect(blogExcerpt(text)).toBe(`${"a".repeat(100)}...`);
  });
  it("keeps exactly 100 characters uncut", () => {
    expect(blogExcerpt("b".repeat(100))).toBe("b".repeat(100));
  });
  it("cuts the text of HTML, never a tag", () => {
    const html = `<p>${"word ".repeat(40)}</p>`;
    const out = blogExcerpt(html);
    expect(out).not.toContain("<");
    expect(out.endsWith("...")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(103);
  });
});

describe("parsePage", () => {
  it("reads whole numbers and ignores the rest", () => {
    expect(parsePage("2")).toBe(2);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-3")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("99999999999")).toBe(1);
  });
});
