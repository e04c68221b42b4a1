import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize.server.ts";

describe("sanitizeDescription", () => {
  it("keeps simple formatting", () => {
    expect(sanitizeDescription("<p>A <strong>bright</strong> <em>home</em></p><ul><li>Pool</li></ul>")).toBe(
      "<p>A <strong>bright</strong> <em>home</em></p><ul><li>Pool</li></ul>",
    );
  });

  it("removes scripts, styles, event handlers and unknown tags", () => {
    expect(sanitizeDescription('<p onclick="x()">Hi<script>alert(1)</script><style>p{}</style></p><img src=x onerror=alert(1)>')).toBe(
      "<p>Hi</p>",
    );
    expect(sanitizeDescription('<div class="x"><iframe src="https://evil"></iframe>Text</div>')).toBe("Text");
  });

  it("keeps internal links and turns other links into plain text", () => {
    expect(sanitizeDescription('<a href="/area/dubai-marina">Dubai Marina</a>')).toBe('<a href="/area/dubai-marina">Dubai Marina</a>');
    expect(sanitizeDescription('<a href="#map">map</a>')).toBe('<a href="#map">map</a>');
    expect(sanitizeDescription('<a href="https://spam.example">cheap</a>')).toBe("<span>cheap</span>");
    expect(sanitizeDescription('<a href="//spam.example">x</a>')).toBe("<span>x</span>");
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe("<span>x</span>");
  });

  it("is empty for nothing", () => {
    expect(sanitizeDescription(null)).toBe("");
    expect(sanitizeDescription("")).toBe("");
  });
});
