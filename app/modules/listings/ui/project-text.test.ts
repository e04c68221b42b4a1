import { describe, expect, it } from "vitest";
import { completionText, projectBedsText, sizeRangeText, startingPriceText } from "./project-text.ts";

describe("project texts", () => {
  it("formats the starting price without decimals, the spec's way", () => {
    expect(startingPriceText(1250000.6)).toBe("Starting Price : 1,250,001 AED");
    expect(startingPriceText(1_250_000, { currency: "USD", amountText: (aed) => String(Math.round(aed / 3.6725)) })).toBe("Starting Price : 340368 USD");
  });
  it("reads bedroom options", () => {
    expect(projectBedsText("Studio, 1, 2")).toBe("Studio, 1, 2 Beds");
    expect(projectBedsText("Studio")).toBe("Studio");
    expect(projectBedsText("1")).toBe("1 Bed");
    expect(projectBedsText(" ")).toBe("");
  });
  it("reads the completion date as quarter and year", () => {
    expect(completionText(2027, 3)).toBe("Q3 2027");
    expect(completionText(2027, 0)).toBe("2027");
  });
  it("reads a size range in sqft", () => {
    expect(sizeRangeText(750, 1820)).toBe("750 - 1,820 sqft");
    expect(sizeRangeText(900, 900)).toBe("900 sqft");
    expect(sizeRangeText(0, 0)).toBe("");
    expect(sizeRangeText(750, 1820, (sqft) => `${Math.round(sqft * 0.0929)} m²`)).toBe("70 - 169 m²");
  });
});
