import { describe, expect, it } from "vitest";
import { serpCut, serpPreview, serpUrl } from "./serp-preview.ts";

describe("the search result preview", () => {
  it("cuts at a word with an ellipsis, and leaves a short text alone", () => {
    expect(serpCut("Renting in Dubai Marina", 60)).toBe("Renting in Dubai Marina");
    expect(serpCut("What a tenant pays in Dubai Marina, from the deposit to the agency fee", 40)).toBe("What a tenant pays in Dubai Marina ...");
    expect(serpCut("x".repeat(80), 20)).toBe(`${"x".repeat(17)} ...`);
    expect(serpCut("  many   spaces  ", 60)).toBe("many spaces");
  });
  it("writes the address as a breadcrumb", () => {
    expect(serpUrl("https://www.example.ae", "/blogs/renting-in-dubai-marina/12")).toBe("www.example.ae › blogs › renting-in-dubai-marina › 12");
  });
  it("adds the brokerage's short name to the title as the page's meta does", () => {
    const p = serpPreview({ title: "Renting in Dubai Marina", description: "What a tenant pays.", siteUrl: "https://example.ae", path: "/blogs/r/1", shortName: "Creek" });
    expect(p).toEqual({ title: "Renting in Dubai Marina | Creek", url: "example.ae › blogs › r › 1", description: "What a tenant pays." });
    expect(serpPreview({ title: "Creek: news", description: "", siteUrl: "x", path: "/", shortName: "Creek" }).title).toBe("Creek: news");
  });
});
