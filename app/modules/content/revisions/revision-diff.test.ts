import { describe, expect, it } from "vitest";
import { compareVersions, pathLabel } from "./revision-diff.ts";

describe("comparing two versions of a record", () => {
  it("lists only the values that changed, with labels in words", () => {
    const before = {
      page: "faq",
      texts: { heading: { en: "FAQ", ar: null }, "seo-title": { en: "Questions", ar: null } },
      lists: { faq: [{ ref: null, title: { en: "Q1", ar: null }, body: { en: "A1", ar: null } }] },
    };
    const after = {
      page: "faq",
      texts: { heading: { en: "FAQ", ar: "أسئلة" }, "seo-title": { en: "Questions", ar: null } },
      lists: {
        faq: [
          { ref: null, title: { en: "Q1", ar: null }, body: { en: "A1 changed", ar: null } },
          { ref: null, title: { en: "Q2", ar: null }, body: null },
        ],
      },
    };
    expect(compareVersions(before, after)).toEqual([
      { path: "texts.heading.ar", label: "Heading (Arabic)", before: null, after: "أسئلة" },
      { path: "lists.faq.0.body.en", label: "FAQ 1 answer (English)", before: "A1", after: "A1 changed" },
      { path: "lists.faq.1.title.en", label: "FAQ 2 question (English)", before: null, after: "Q2" },
    ]);
    expect(compareVersions(before, before)).toEqual([]);
  });

  it("labels other records' fields", () => {
    expect(pathLabel("description.en")).toBe("Description (English)");
    expect(pathLabel("slug")).toBe("Slug");
    expect(pathLabel("imageUrl")).toBe("Image url");
  });
});
