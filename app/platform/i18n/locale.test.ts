import { describe, expect, it } from "vitest";
import { isPagePath, localeFromPath, localizePath, otherLocalePath, stripLocale } from "./locale.ts";

describe("locale paths", () => {
  it("reads the language from the path", () => {
    expect(localeFromPath("/ar")).toBe("ar");
    expect(localeFromPath("/ar/faq")).toBe("ar");
    expect(localeFromPath("/ar.data")).toBe("ar");
    expect(localeFromPath("/area/arabian-ranches")).toBe("en");
    expect(localeFromPath("/arabian")).toBe("en");
    expect(localeFromPath("/")).toBe("en");
  });

  it("puts pages under /ar and leaves everything else alone", () => {
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/?x=1", "ar")).toBe("/ar?x=1");
    expect(localizePath("/property-list?purpose=Rent", "ar")).toBe("/ar/property-list?purpose=Rent");
    expect(localizePath("/ar/faq", "ar")).toBe("/ar/faq");
    expect(localizePath("/faq", "en")).toBe("/faq");
    for (const p of ["/admin", "/admin/leads", "/media/a.jpg", "/assets/x.js", "/api/GetUnits", "/forms/lead", "/shortlist.json?ids=1", "/sitemap.xml", "/robots.txt", "/favicon.svg"]) {
      expect(localizePath(p, "ar")).toBe(p);
      expect(isPagePath(p)).toBe(false);
    }
    expect(localizePath("//evil.example/x", "ar")).toBe("//evil.example/x");
  });

  it("finds the same page in the other language", () => {
    expect(stripLocale("/ar")).toBe("/");
    expect(stripLocale("/ar?page=2")).toBe("/?page=2");
    expect(stripLocale("/ar/blogs/news")).toBe("/blogs/news");
    expect(otherLocalePath("/ar/project-list?page=2")).toBe("/project-list?page=2");
    expect(otherLocalePath("/project-list?page=2")).toBe("/ar/project-list?page=2");
  });
});
