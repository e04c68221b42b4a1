import { describe, expect, it } from "vitest";
import { hintText, photoTarget, scoreListing, type QualityFacts } from "./quality-score.ts";

const TODAY = "2026-11-28";
const complete: QualityFacts = {
  kind: "unit",
  typeName: "Apartment",
  title: "Two-bedroom apartment with Marina view",
  titleAr: "شقة بغرفتي نوم مطلة على المرسى",
  description: "x".repeat(800),
  descriptionAr: "وصف",
  photos: 12,
  floorPlans: 1,
  videos: 1,
  hasPin: true,
  permitNumber: "7123456789",
  permitExpiresOn: "2027-06-30",
};

describe("scoreListing", () => {
  it("gives a complete listing 100 and no hints", () => {
    expect(scoreListing(complete, TODAY)).toEqual({ score: 100, hints: [] });
  });

  it("asks for the missing photos by property type", () => {
    expect(photoTarget("unit", "Villa")).toBe(15);
    expect(photoTarget("unit", "Office")).toBe(6);
    expect(photoTarget("project", "Apartment")).toBe(15);
    const r = scoreListing({ ...complete, photos: 6 }, TODAY);
    expect(r.hints).toEqual([{ key: "photos", missing: 4, target: 10 }]);
    expect(r.score).toBe(90);
    expect(hintText(r.hints[0]!)).toBe("Add 4 more photos (10 make a complete gallery).");
  });

  it("judges the title's length", () => {
    const r = scoreListing({ ...complete, title: "A".repeat(62) }, TODAY);
    expect(r.score).toBe(90);
    expect(hintText(r.hints[0]!)).toBe("Title is 62 characters: 30-50 reads best.");
  });

  it("gives part of the description's points below 750 characters", () => {
    const r = scoreListing({ ...complete, description: "y".repeat(375) }, TODAY);
    expect(r.score).toBe(88);
    expect(hintText(r.hints[0]!)).toBe("Description is under 750 characters (375 now).");
  });

  it("warns of a permit about to expire, and gives nothing for an expired one", () => {
    const soon = scoreListing({ ...complete, permitExpiresOn: "2026-12-10" }, TODAY);
    expect(soon.hints).toEqual([{ key: "permitExpiring", days: 12 }]);
    expect(soon.score).toBe(92);
    expect(hintText(soon.hints[0]!)).toBe("Permit expires in 12 days.");
    expect(hintText(soon.hints[0]!, "ar")).toBe("ينتهي التصريح خلال 12 يومًا.");
    expect(scoreListing({ ...complete, permitExpiresOn: "2026-11-27" }, TODAY)).toEqual({ score: 85, hints: [{ key: "permitExpired" }] });
    expect(scoreListing({ ...complete, permitNumber: "" }, TODAY).hints).toEqual([{ key: "noPermit" }]);
  });

  it("names each missing part, the biggest loss first", () => {
    const r = scoreListing({ ...complete, floorPlans: 0, hasPin: false, titleAr: " ", descriptionAr: null, videos: 0 }, TODAY);
    expect(r.score).toBe(65);
    expect(r.hints.map((h) => h.key)).toEqual(["noFloorPlan", "noPin", "noArabicTitle", "noArabicDescription", "noVideo"]);
    expect(hintText({ key: "noArabicTitle" })).toBe("No Arabic title.");
    expect(hintText({ key: "noArabicTitle" }, "ar")).toBe("لا يوجد عنوان باللغة العربية.");
  });

  it("scores an empty listing near zero", () => {
    const r = scoreListing({ ...complete, title: "", titleAr: null, description: "", descriptionAr: null, photos: 0, floorPlans: 0, videos: 0, hasPin: false, permitNumber: "", permitExpiresOn: null }, TODAY);
    expect(r.score).toBe(0);
    expect(r.hints).toHaveLength(9);
    expect(hintText(r.hints.find((h) => h.key === "photos")!, "ar")).toBe("أضف 10 صور أخرى (10 صورة تكمل المعرض).");
  });
});
