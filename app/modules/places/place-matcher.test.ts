import { describe, expect, it } from "vitest";
import { groupByKind, PlaceMatcher } from "./place-matcher.ts";
import type { PlaceEntry } from "./place-types.ts";

const place = (kind: PlaceEntry["kind"], id: number, name: string, nameAr: string | null, listings: number, aliases: string[] = []): PlaceEntry => ({
  kind, id, name, nameAr, names: [name, ...(nameAr ? [nameAr] : []), ...aliases], context: null, contextAr: null, listings,
});

const PLACES = [
  place("area", 1, "Dubai Marina", "دبي مارينا", 40, ["Marsa Dubai", "مرسى دبي"]),
  place("area", 2, "Jumeirah Village Circle", "قرية جميرا الدائرية", 30, ["JVC"]),
  place("area", 3, "Dubai Hills Estate", "دبي هيلز استيت", 50),
  place("building", 10, "Marina Gate", "مارينا غيت", 4),
  place("building", 11, "Marina Gate 2", null, 9),
  place("building", 12, "Burj Vista", "برج فيستا", 2),
  place("project", 20, "Marina Vista", null, 1),
  place("developer", 30, "Emaar Properties", "إعمار العقارية", 25),
];
const matcher = new PlaceMatcher(PLACES);
const names = (text: string, limit = 10) => matcher.search(text, limit).map((p) => p.name);

describe("PlaceMatcher", () => {
  it("finds nothing below two letters", () => {
    expect(names("d")).toEqual([]);
  });
  it("matches word prefixes in any order", () => {
    expect(names("gate mar")).toEqual(["Marina Gate 2", "Marina Gate"]);
    expect(names("vista burj")).toEqual(["Burj Vista"]);
  });
  it("puts the exact name first, then prefixes by live listings", () => {
    expect(names("marina gate")).toEqual(["Marina Gate", "Marina Gate 2"]);
    expect(names("marina")).toEqual(["Dubai Marina", "Marina Gate 2", "Marina Gate", "Marina Vista"]);
  });
  it("finds a place by an alias, in either script", () => {
    expect(names("jvc")).toEqual(["Jumeirah Village Circle"]);
    expect(names("marsa")).toEqual(["Dubai Marina"]);
    expect(names("مرسى دبي")).toEqual(["Dubai Marina"]);
  });
  it("finds Arabic names with the letter variants folded", () => {
    expect(names("اعمار")).toEqual(["Emaar Properties"]);
    expect(names("مارينا")[0]).toBe("Dubai Marina");
  });
  it("forgives one typo from 4 letters and two from 8, ranked below the prefixes", () => {
    expect(names("dubia marnia")).toEqual(["Dubai Marina"]);
    expect(names("jumierha village")).toEqual(["Jumeirah Village Circle"]);
    expect(names("emar")).toEqual(["Emaar Properties"]);
    expect(names("jcv")).toEqual([]);
  });
  it("keeps the best within the limit", () => {
    expect(names("marina", 2)).toEqual(["Dubai Marina", "Marina Gate 2"]);
  });
  it("groups by kind: areas, buildings, projects, developers", () => {
    expect(groupByKind(matcher.search("ma", 10)).map((g) => g.kind)).toEqual(["area", "building", "project"]);
  });
});
