import { describe, expect, it } from "vitest";
import { amenitiesIn, detailsIn, placesIn } from "./standard-terms.server.ts";

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
    expect(amenitiesIn(["Gym"], "en")).toEqual([{ text: "Gym" }]);
  });

  it("matches amenities whatever their case and spaces", () => {
    expect(amenitiesIn([" covered PARKING ", "Helipad"], "ar")).toEqual([{ text: "مواقف مغطاة" }, { text: "Helipad", lang: "en" }]);
  });

  it("gives distances Arabic units and counts minutes as Arabic does, keeps place names", () => {
    expect(placesIn([{ name: "Dubai Marina Mall", distance: "6 min", type: "Mall" }], "ar")).toEqual([
      { name: "Dubai Marina Mall", nameLang: "en", distance: "6 دقائق", type: "مركز تسوق" },
    ]);
    expect(placesIn([{ name: "DXB", distance: "35 min", type: "Airport" }], "ar")[0]!.distance).toBe("35 دقيقة");
    expect(placesIn([{ name: "Metro", distance: "1.2 km", type: "Metro" }], "ar")[0]!.distance).toBe("1.2 كم");
    expect(placesIn([{ name: "Beach", distance: "a short walk", type: "Beach" }], "ar")[0]).toMatchObject({ distance: "a short walk", distanceLang: "en" });
  });
});
