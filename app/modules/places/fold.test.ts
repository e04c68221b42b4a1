import { describe, expect, it } from "vitest";
import { foldWords, typoBudget, withinEdits } from "./fold.ts";

describe("foldWords", () => {
  it("lower-cases, drops accents and splits on anything but letters and digits", () => {
    expect(foldWords("Marina Gate-1, Dubaï")).toEqual(["marina", "gate", "1", "dubai"]);
  });
  it("folds the Arabic letters written interchangeably and drops diacritics and tatweel", () => {
    expect(foldWords("إعمار")).toEqual(foldWords("اعمار"));
    expect(foldWords("أعمار")).toEqual(foldWords("اعمار"));
    expect(foldWords("مَرْسَى دُبَيّ")).toEqual(foldWords("مرسي دبي"));
    expect(foldWords("قرية جميرا الدائرية")).toEqual(foldWords("قريه جميرا الداىريه"));
    expect(foldWords("مـــارينا")).toEqual(["مارينا"]);
  });
});

describe("typo matching", () => {
  it("allows no typo below 4 letters, one from 4, two from 8", () => {
    expect(typoBudget("jvc")).toBe(0);
    expect(typoBudget("dubia")).toBe(1);
    expect(typoBudget("jumeirahh")).toBe(2);
  });
  it("counts a swap of neighbours as one edit", () => {
    expect(withinEdits("dubia", "dubai", 1)).toBe(true);
    expect(withinEdits("marnia", "marina", 1)).toBe(true);
    expect(withinEdits("marina", "marina", 0)).toBe(true);
  });
  it("counts inserts, deletes and substitutions, and refuses beyond the budget", () => {
    expect(withinEdits("marna", "marina", 1)).toBe(true);
    expect(withinEdits("mariina", "marina", 1)).toBe(true);
    expect(withinEdits("jumierha", "jumeirah", 2)).toBe(true);
    expect(withinEdits("dubai", "doha", 1)).toBe(false);
    expect(withinEdits("marina", "maria", 0)).toBe(false);
  });
});
