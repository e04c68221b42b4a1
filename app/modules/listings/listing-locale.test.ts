import { describe, expect, it } from "vitest";
import { projectNameIn, unitTitleIn } from "./listing-locale.ts";

describe("listing titles in the page's language", () => {
  const unit = { unitTitle: "Two-bedroom flat in Dubai Marina", unitTitleAr: "شقة بغرفتي نوم في دبي مارينا" };

  it("shows the Arabic title on Arabic pages and the English one on English pages", () => {
    expect(unitTitleIn(unit, "ar")).toMatchObject({ unitTitle: "شقة بغرفتي نوم في دبي مارينا" });
    expect(unitTitleIn(unit, "ar").titleLang).toBeUndefined();
    expect(unitTitleIn(unit, "en")).toMatchObject({ unitTitle: "Two-bedroom flat in Dubai Marina" });
  });

  it("falls back to English marked lang=en when there is no Arabic", () => {
    expect(unitTitleIn({ ...unit, unitTitleAr: null }, "ar")).toMatchObject({ unitTitle: "Two-bedroom flat in Dubai Marina", titleLang: "en" });
    expect(projectNameIn({ projectName: "Marina Crest", projectNameAr: " " }, "ar")).toMatchObject({ projectName: "Marina Crest", nameLang: "en" });
  });
});
