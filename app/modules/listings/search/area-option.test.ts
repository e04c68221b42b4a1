import { describe, expect, it } from "vitest";
import { areaOptionIn, matchAreas } from "./area-option.ts";

const marina = { id: 2, name: "Dubai Marina", nameAr: "دبي مارينا", emirate: "Dubai" };
const jvc = { id: 5, name: "Jumeirah Village Circle", nameAr: "قرية جميرا الدائرية", emirate: "Dubai" };
const maryam = { id: 31, name: "Maryam Island", nameAr: null, emirate: "Sharjah" };

describe("areas in either script", () => {
  it("names an area in the page's language and keeps the other name to match", () => {
    expect(areaOptionIn(marina, "ar")).toEqual({ id: 2, name: "دبي مارينا", alt: "Dubai Marina", emirate: "Dubai" });
    expect(areaOptionIn(marina, "en")).toEqual({ id: 2, name: "Dubai Marina", alt: "دبي مارينا", emirate: "Dubai" });
    expect(areaOptionIn(maryam, "ar")).toEqual({ id: 31, name: "Maryam Island", emirate: "Sharjah" });
  });

  const ar = [marina, jvc, maryam].map((a) => areaOptionIn(a, "ar"));
  const en = [marina, jvc, maryam].map((a) => areaOptionIn(a, "en"));

  it("finds Arabic names from Arabic letters and from Latin spellings", () => {
    expect(matchAreas(ar, "مارينا").map((a) => a.id)).toEqual([2]);
    expect(matchAreas(ar, "دبي").map((a) => a.id)).toEqual([2]);
    expect(matchAreas(ar, "MARINA").map((a) => a.id)).toEqual([2]);
    expect(matchAreas(en, "مارينا").map((a) => a.name)).toEqual(["Dubai Marina"]);
  });

  it("ignores case and spaces around the text", () => {
    expect(matchAreas(ar, "  قرية جميرا ").map((a) => a.id)).toEqual([5]);
    expect(matchAreas(ar, "  ").map((a) => a.id)).toEqual([]);
  });

  it("an exact match is the whole name in either script", () => {
    expect(matchAreas(ar, "dubai marina", true).map((a) => a.id)).toEqual([2]);
    expect(matchAreas(ar, "مارينا", true)).toEqual([]);
  });
});
