import { describe, expect, it } from "vitest";
import { fieldLabel, fieldOfIssue, itemName, pageToValues, publicPathOfPage, textName, valuesToInput, type PageRecord } from "./content-page-form.ts";

const page: PageRecord = {
  page: "faq",
  texts: { heading: { en: "FAQ", ar: null }, "seo-title": { en: "Questions", ar: "أسئلة" } },
  lists: {
    faq: [
      { ref: null, title: { en: "Q1", ar: null }, subtitle: null, body: { en: "<p>A1</p>", ar: null } },
      { ref: "x", title: { en: "Q2", ar: null }, subtitle: null, body: { en: "<p>A2</p>", ar: "<p>ج</p>" } },
    ],
  },
};

describe("the page editor's form fields", () => {
  it("round-trips a page through its fields", () => {
    const { input, origins } = valuesToInput("faq", pageToValues(page));
    expect(input.texts).toEqual({ heading: { en: "FAQ", ar: "" }, "seo-title": { en: "Questions", ar: "أسئلة" } });
    expect(input.lists.faq).toEqual([
      { ref: null, title: { en: "Q1", ar: "" }, subtitle: null, body: { en: "<p>A1</p>", ar: "" } },
      { ref: "x", title: { en: "Q2", ar: "" }, subtitle: null, body: { en: "<p>A2</p>", ar: "<p>ج</p>" } },
    ]);
    expect(origins.faq).toEqual([0, 1]);
  });

  it("drops a removed item and a blank new one, adds a filled new one, and maps messages back to their fields", () => {
    const values = {
      ...pageToValues(page),
      [itemName("faq", 0, "remove")]: "yes",
      [itemName("faq", 2, "title", "en")]: "",
      [itemName("faq", 2, "body", "en")]: "",
      [itemName("faq", 3, "title", "en")]: "",
      [itemName("faq", 3, "body", "en")]: "<p>An answer without its question</p>",
    };
    const { input, origins } = valuesToInput("faq", values);
    expect(input.lists.faq!.map((i) => i.title.en)).toEqual(["Q2", ""]);
    expect(origins.faq).toEqual([1, 3]);
    expect(fieldOfIssue(["lists", "faq", 1, "title", "en"], origins)).toBe(itemName("faq", 3, "title", "en"));
    expect(fieldOfIssue(["texts", "heading", "en"], origins)).toBe(textName("heading", "en"));
    expect(fieldOfIssue(["texts", "heading", "ar"], origins)).toBe(textName("heading", "ar"));
    expect(fieldOfIssue(["page"], origins)).toBeNull();
  });

  it("names fields and public pages for people", () => {
    expect(fieldLabel("seo-title")).toBe("SEO title");
    expect(fieldLabel("intro-html")).toBe("Intro");
    expect(fieldLabel("hero.heading")).toBe("Hero heading");
    expect(fieldLabel("html")).toBe("Text");
    expect(publicPathOfPage("home")).toBe("/");
    expect(publicPathOfPage("villas-for-sale-in-dubai")).toBe("/villas-for-sale-in-dubai");
  });
});
