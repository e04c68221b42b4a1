import { describe, expect, it } from "vitest";
import { NO_SUCH_SLUG, parseProjectSearchParams, parseUnitSearchParams } from "./search-criteria.ts";
import { unitSearchQuery } from "./unit-search-url.ts";

const parse = (qs: string) => parseUnitSearchParams(new URLSearchParams(qs));

describe("unitSearchQuery", () => {
  it("is empty for no filters", () => {
    expect(unitSearchQuery(parse(""))).toBe("");
  });

  it("keeps the set filters in the spec's order and the page", () => {
    expect(unitSearchQuery(parse("purpose=2&beds=3,2&area=7&page=3&status=0&unitType=0"))).toBe("?area=7&beds=3,2&purpose=2&page=3");
    expect(unitSearchQuery(parse("page=3&status=2"), { page: false })).toBe("?status=2");
  });

  it("normalises aliases, the price rule and junk", () => {
    expect(unitSearchQuery(parse("developersId=4&priceFrom=500000&priceTo=100&bathroom=x&area=-3"))).toBe("?developerId=4&priceFrom=500000&priceTo=500000");
    expect(unitSearchQuery(parse("developerId=9&pageNumber=2"))).toBe("?developerId=9&page=2");
  });
});

describe("parseUnitSearchParams (URL leniency)", () => {
  it("ignores malformed, negative or unknown parameters", () => {
    const c = parse("area=abc&unitType=-1&beds=1,,2&bathroom=2;3&priceFrom=1e9&purpose=1.5&status=99999999999&page=-4&foo=bar");
    expect(c).toMatchObject({ area: 0, unitType: 0, beds: [], bathroom: [], priceFrom: 0, purpose: 0, status: 0, pageNumber: 1, pageSize: 5 });
  });

  it("keeps a slug filter that is not a slug as one that names no page (never widened to every unit)", () => {
    for (const qs of ["areaURL=Palm%20Jumeirah", "developerURL=bad!", "unitPageURL=%2e%2e", "areaURL=a_b", `areaURL=${"a".repeat(201)}`]) {
      const c = parse(qs);
      expect([c.areaURL, c.developerURL, c.unitPageURL], qs).toContain(NO_SUCH_SLUG);
    }
    expect(parse("areaURL=palm-jumeirah").areaURL).toBe("palm-jumeirah");
    expect(parse("areaURL=").areaURL).toBe("");
    expect(parseProjectSearchParams(new URLSearchParams("projectPageURL=x y&developerURL=emaar")).projectPageURL).toBe(NO_SUCH_SLUG);
  });

  it("reads comma-separated ids and the page", () => {
    expect(parse("beds=1, 3&bathroom=2&page=4")).toMatchObject({ beds: [1, 3], bathroom: [2], pageNumber: 4 });
  });
});
