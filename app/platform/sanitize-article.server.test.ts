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

describe("sanitizeArticle (the blog editor's output)", () => {
  const IMG = "/media/content-images/" + "a".repeat(64) + "-1200x800.jpg";
  it("keeps our own images with their alt text and their size", () => {
    expect(sanitizeArticle(`<p>x</p><img src="${IMG}" alt="The marina at dusk">`)).toBe(
      `<p>x</p><img src="${IMG}" alt="The marina at dusk" width="1200" height="800" loading="lazy" decoding="async" />`,
    );
  });
  it("gives a picture of the demo's art (from the media library) its folder's size, and replaces a size the editor typed", () => {
    expect(sanitizeArticle('<img src="/media/areas/dubai-marina.jpg" alt="Dubai Marina" width="10" height="9999" loading="eager">')).toBe(
      '<img src="/media/areas/dubai-marina.jpg" alt="Dubai Marina" width="1600" height="900" loading="lazy" decoding="async" />',
    );
    expect(sanitizeArticle(`<img src="${IMG}" alt="x" width="1" height="1">`)).toContain('width="1200" height="800"');
    // An image of ours whose size is not known keeps no made-up size, and still loads lazily.
    expect(sanitizeArticle('<img src="/media/unknown-folder/plan.png" alt="Plan">')).toBe('<img src="/media/unknown-folder/plan.png" alt="Plan" loading="lazy" decoding="async" />');
  });
  it("removes scripts and event handlers, and images from elsewhere", () => {
    const out = sanitizeArticle(`<p>Hi<script>alert(1)</script></p><img src="${IMG}" alt="a" onerror="alert(1)"><img src="https://evil.example/x.jpg" alt="b"><img src="x" onerror="alert(2)">`);
    expect(out).not.toMatch(/script|onerror|evil|alert/);
    expect(out).toBe(`<p>Hi</p><img src="${IMG}" alt="a" width="1200" height="800" loading="lazy" decoding="async" />`);
  });
  it("keeps a YouTube or Vimeo frame as the allowed player address, and drops any other frame", () => {
    expect(sanitizeArticle('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="x()" style="a" width="1" srcdoc="<script>1</script>"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" loading="lazy" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
    expect(sanitizeArticle('<iframe src="https://player.vimeo.com/video/76979871" title="Tour"></iframe>')).toContain('src="https://player.vimeo.com/video/76979871" title="Tour"');
    expect(sanitizeArticle('<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe><p>ok</p>')).toBe("<p>ok</p>");
    expect(sanitizeArticle('<iframe src="javascript:alert(1)"></iframe>')).toBe("");
  });
});
