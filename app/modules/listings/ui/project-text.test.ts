import { describe, expect, it } from "vitest";
import { completionText, projectBedsText, projectHref, projectSearchQuery, sizeRangeText, startingPriceText, type ProjectSearchValues } from "./project-text.ts";

const none: ProjectSearchValues = { area: 0, developersId: 0, projectId: 0, projectType: 0, completionYear: 0, status: 0, priceFrom: 0, priceTo: 0, beds: [] };
const beds = [1, 2, 3, 4, 5, 6, 7, 8].map((autoId) => ({ autoId }));

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
  it("links to /project/{projectURL}/{projectId}", () => {
    expect(projectHref({ projectURL: "marina-vista", projectId: 12 })).toBe("/project/marina-vista/12");
  });
});

describe("projectSearchQuery", () => {
  it("keeps only the fields that are set and never a page", () => {
    expect(projectSearchQuery(none, beds)).toBe("");
    expect(projectSearchQuery({ ...none, area: 4, completionYear: 2027 }, beds)).toBe("area=4&completionYear=2027");
  });
  it("joins beds with commas in the option order", () => {
    expect(projectSearchQuery({ ...none, beds: [5, 1, 3] }, beds)).toBe("beds=1,3,5");
  });
  it("applies the price rule: an empty or too-low max becomes the min", () => {
    expect(projectSearchQuery({ ...none, priceFrom: 500000 }, beds)).toBe("priceFrom=500000&priceTo=500000");
    expect(projectSearchQuery({ ...none, priceFrom: 500000, priceTo: 100 }, beds)).toBe("priceFrom=500000&priceTo=500000");
    expect(projectSearchQuery({ ...none, priceFrom: 500000, priceTo: 900000 }, beds)).toBe("priceFrom=500000&priceTo=900000");
    expect(projectSearchQuery({ ...none, priceTo: 900000 }, beds)).toBe("priceTo=900000");
  });
});
