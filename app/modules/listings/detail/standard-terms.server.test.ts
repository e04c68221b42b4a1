import { describe, expect, it } from "vitest";
import { amenitiesIn, detailsIn, paymentPlanIn, placesIn } from "./standard-terms.server.ts";
import { languageNamesIn } from "../../../platform/i18n/language-names.ts";

describe("a listing's standard words in Arabic", () => {
  it("translates standard labels and values, and marks what it cannot as English", () => {
    expect(detailsIn([{ name: "Furnishing", value: "Furnished" }, { name: "Reference", value: "SKY-00001" }, { name: "Wine cellar", value: "Yes" }], "ar")).toEqual([
      { name: "التأثيث", value: "مفروشة" },
      { name: "الرقم المرجعي", value: "SKY-00001", valueLang: "en" },
      { name: "Wine cellar", value: "Yes", nameLang: "en", valueLang: "en" },
    ]);
  });

  it("leaves English pages as typed", () => {
    expect(detailsIn([{ name: "Furnishing", value: "Furnished" }], "en")).toEqual([{ name: "Furnishing", value: "Furnished" }]);
    expect(amenitiesIn([{ name: "Gym", nameAr: null }], "en")).toEqual([{ text: "Gym" }]);
  });

  it("matches amenities whatever their case and spaces", () => {
    expect(amenitiesIn([{ name: " covered PARKING ", nameAr: null }, { name: "Helipad", nameAr: null }], "ar")).toEqual([{ text: "مواقف مغطاة" }, { text: "Helipad", lang: "en" }]);
  });

  it("reads the Arabic typed in the back office before the standard word's, on Arabic pages only", () => {
    const amenities = [{ name: "Helipad", nameAr: "مهبط طائرات مروحية" }, { name: "Gym", nameAr: "صالة لياقة" }, { name: "Sauna", nameAr: "" }];
    expect(amenitiesIn(amenities, "ar")).toEqual([{ text: "مهبط طائرات مروحية" }, { text: "صالة لياقة" }, { text: "ساونا" }]);
    expect(amenitiesIn(amenities, "en")).toEqual([{ text: "Helipad" }, { text: "Gym" }, { text: "Sauna" }]);
    expect(detailsIn([{ name: "Wine cellar", value: "Climate controlled", nameAr: "قبو النبيذ", valueAr: null }], "ar")).toEqual([
      { name: "قبو النبيذ", value: "Climate controlled", valueLang: "en" },
    ]);
    expect(placesIn([{ name: "Dubai Mall", distance: "5 min", type: "Mall", nameAr: "دبي مول" }], "ar")).toEqual([{ name: "دبي مول", distance: "5 دقائق", type: "مركز تسوق" }]);
    expect(placesIn([{ name: "Dubai Mall", distance: "5 min", type: "Mall", nameAr: "دبي مول" }], "en")[0]!.name).toBe("Dubai Mall");
  });

  it("gives distances Arabic units and counts minutes as Arabic does, keeps place names", () => {
    expect(placesIn([{ name: "Dubai Marina Mall", distance: "6 min", type: "Mall" }], "ar")).toEqual([
      { name: "Dubai Marina Mall", nameLang: "en", distance: "6 دقائق", type: "مركز تسوق" },
    ]);
    expect(placesIn([{ name: "DXB", distance: "35 min", type: "Airport" }], "ar")[0]!.distance).toBe("35 دقيقة");
    expect(placesIn([{ name: "Metro", distance: "1.2 km", type: "Metro" }], "ar")[0]!.distance).toBe("1.2 كم");
    expect(placesIn([{ name: "Beach", distance: "a short walk", type: "Beach" }], "ar")[0]).toMatchObject({ distance: "a short walk", distanceLang: "en" });
  });

  it("names a payment plan's standard milestones in Arabic, and marks a developer's own wording as English", () => {
    expect(paymentPlanIn([{ milestone: "On booking", percent: 20 }, { milestone: "Post-handover, over 24 months", percent: 30 }, { milestone: "On the first anniversary", percent: 10 }], "ar")).toEqual([
      { milestone: "عند الحجز", percent: 20 },
      { milestone: "بعد التسليم، على 24 شهرًا", percent: 30 },
      { milestone: "On the first anniversary", percent: 10, milestoneLang: "en" },
    ]);
    expect(paymentPlanIn([{ milestone: "On booking", percent: 20 }], "en")).toEqual([{ milestone: "On booking", percent: 20 }]);
  });

  it("names an agent's languages in the page's language, keeping one it does not know as typed", () => {
    expect(languageNamesIn("Arabic, English, Hindi", "ar")).toBe("العربية، الإنجليزية، الهندية");
    expect(languageNamesIn(["Russian", "Klingon"], "ar")).toBe("الروسية، Klingon");
    expect(languageNamesIn("Arabic, English", "en")).toBe("Arabic, English");
  });
});
