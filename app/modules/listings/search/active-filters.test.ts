import { describe, expect, it } from "vitest";
import { activeFilterCount } from "./active-filters.ts";

describe("activeFilterCount", () => {
  it("counts the fields that are set", () => {
    expect(activeFilterCount({ area: 0, purpose: 0, beds: [] })).toBe(0);
    expect(activeFilterCount({ area: 12, purpose: 2, beds: [3, 4], bathroom: [] })).toBe(3);
  });

  it("counts a price range once, whichever ends are set", () => {
    expect(activeFilterCount({ priceFrom: 1_000_000, priceTo: 0 })).toBe(1);
    expect(activeFilterCount({ priceFrom: 0, priceTo: 3_000_000 })).toBe(1);
    expect(activeFilterCount({ priceFrom: 1_000_000, priceTo: 3_000_000 })).toBe(1);
  });
});
