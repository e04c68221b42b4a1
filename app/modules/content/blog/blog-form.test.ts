import { describe, expect, it } from "vitest";
import { blogStateLabel, blogToValues, dubaiLocalToIso, isoToDubaiLocal, valuesToBlog } from "./blog-form.ts";

describe("the blog form", () => {
  it("reads the publication time in Dubai time and writes it back", () => {
    expect(dubaiLocalToIso("2026-12-01T09:30")).toBe("2026-12-01T05:30:00.000Z");
    expect(dubaiLocalToIso("2026-12-01T02:15:20")).toBe("2026-11-30T22:15:20.000Z");
    expect(dubaiLocalToIso("2026-02-31T09:30")).toBeNull();
    expect(dubaiLocalToIso("tomorrow")).toBeNull();
    expect(isoToDubaiLocal("2026-12-01T05:30:00.000Z")).toBe("2026-12-01T09:30");
    expect(isoToDubaiLocal("2026-11-30T22:15:20.000Z")).toBe("2026-12-01T02:15:20");
    expect(isoToDubaiLocal(null)).toBe("");
  });

  it("round-trips a post's fields, keeping an unreadable time for the schema to refuse", () => {
    const post = {
      title: { en: "Renting in Dubai Marina", ar: null },
      slug: "renting-in-dubai-marina",
      categoryId: 2,
      description: { en: "What a tenant pays", ar: "ما يدفعه المستأجر" },
      body: { en: "<p>Body</p>", ar: null },
      state: "published" as const,
      publishAt: "2026-12-01T05:30:00.000Z",
      image: "/media/content-images/cover-1200x800.jpg",
      imageAlt: { en: "The marina at dusk", ar: null },
      seoTitle: { en: "Renting in the Marina", ar: null },
      seoDescription: { en: null, ar: null },
    };
    const input = valuesToBlog(blogToValues(post));
    expect(input).toEqual({
      ...post,
      title: { en: post.title.en, ar: "" },
      categoryId: "2",
      body: { en: "<p>Body</p>", ar: "" },
      imageAlt: { en: "The marina at dusk", ar: "" },
      seoTitle: { en: "Renting in the Marina", ar: "" },
      seoDescription: { en: "", ar: "" },
    });
    expect(valuesToBlog({ image: " " }).image).toBeNull();
    expect(valuesToBlog({ publishAt: "soon" }).publishAt).toBe("soon");
    expect(valuesToBlog({ publishAt: "" })).toMatchObject({ publishAt: null, state: "draft" });
  });

  it("says how a post stands", () => {
    const now = new Date("2026-11-26T08:00:00Z");
    expect(blogStateLabel({ state: "draft", publishAt: null }, now)).toBe("Draft");
    expect(blogStateLabel({ state: "published", publishAt: null }, now)).toBe("Published");
    expect(blogStateLabel({ state: "published", publishAt: "2026-11-26T07:00:00Z" }, now)).toBe("Published");
    expect(blogStateLabel({ state: "published", publishAt: "2026-11-26T09:00:00.000Z" }, now)).toBe("Scheduled for 2026-11-26 13:00 (Dubai)");
  });
});
