import { describe, expect, it } from "vitest";
import { applyPriceRule, parsePrice, priceButtonLabel } from "./price-rule.ts";

describe("applyPriceRule (spec 5)", () => {
  it("turns an empty or 0 max into the min", () => {
    expect(applyPriceRule({ min: 500_000, max: 0 })).toEqual({ min: 500_000, max: 500_000 });
    expect(applyPriceRule({ min: 0, max: 0 })).toEqual({ min: 0, max: 0 });
  });
  it("turns a max below the min into the min", () => {
    expect(applyPriceRule({ min: 2_000_000, max: 1_000_000 })).toEqual({ min: 2_000_000, max: 2_000_000 });
  });
  it("keeps a valid range", () => {
    expect(applyPriceRule({ min: 1_000_000, max: 3_000_000 })).toEqual({ min: 1_000_000, max: 3_000_000 });
    expect(applyPriceRule({ min: 0, max: 3_000_000 })).toEqual({ min: 0, max: 3_000_000 });
  });
  it("treats negative numbers as 0", () => {
    expect(applyPriceRule({ min: -5, max: -1 })).toEqual({ min: 0, max: 0 });
  });
});

describe("parsePrice", () => {
  it("reads digits with separators and ignores junk", () => {
    expect(parsePrice("1,250,000")).toBe(1_250_000);
    expect(parsePrice(" 900000 ")).toBe(900_000);
    expect(parsePrice("")).toBe(0);
    expect(parsePrice("abc")).toBe(0);
    expect(parsePrice("-4")).toBe(0);
    expect(parsePrice(1500.7)).toBe(1500);
    expect(parsePrice(Number.NaN)).toBe(0);
  });
});

describe("priceButtonLabel", () => {
  it("shows placeholders for missing values", () => {
    expect(priceButtonLabel({ min: 0, max: 0 })).toBe("AED Min - Max");
    expect(priceButtonLabel({ min: 1_000_000, max: 0 })).toBe("AED 1,000,000 - Max");
    expect(priceButtonLabel({ min: 0, max: 2_500_000 })).toBe("AED Min - 2,500,000");
  });
});
