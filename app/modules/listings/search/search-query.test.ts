import { describe, expect, it } from "vitest";
import { buildSearchUrl, isProjectsTab } from "./search-query.ts";

const empty = { area: 0, type: 0, priceFrom: 0, priceTo: 0, beds: [], baths: [] };

describe("buildSearchUrl (spec 2.3)", () => {
  it("builds the project-list URL for the Projects tab (status always 1, no bathroom, no purpose)", () => {
    expect(buildSearchUrl({ ...empty, purpose: 3 })).toBe("/project-list?area=0&projectType=0&priceFrom=0&status=1&priceTo=0&beds=");
    expect(buildSearchUrl({ ...empty, purpose: 3, area: 12, type: 3, priceFrom: 1_000_000, priceTo: 5_000_000, beds: [3, 4], baths: [2] })).toBe(
      "/project-list?area=12&projectType=3&priceFrom=1000000&status=1&priceTo=5000000&beds=3,4",
    );
  });

  it("builds the property-list URL for unit tabs with the purpose", () => {
    expect(buildSearchUrl({ ...empty, purpose: 1 })).toBe("/property-list?area=0&unitType=0&priceFrom=0&priceTo=0&beds=&bathroom=&purpose=1");
    expect(buildSearchUrl({ ...empty, purpose: 2, area: 5, type: 1, priceFrom: 80_000, priceTo: 0, beds: [2], baths: [1, 2] })).toBe(
      "/property-list?area=5&unitType=1&priceFrom=80000&priceTo=80000&beds=2&bathroom=1,2&purpose=2",
    );
  });

  it("applies the price rule before building", () => {
    expect(buildSearchUrl({ ...empty, purpose: 1, priceFrom: 3_000_000, priceTo: 1_000_000 })).toContain("priceFrom=3000000&priceTo=3000000");
  });

  it("knows the Projects tab", () => {
    expect(isProjectsTab(3)).toBe(true);
    expect(isProjectsTab(1)).toBe(false);
  });
});
