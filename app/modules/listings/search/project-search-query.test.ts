import { describe, expect, it } from "vitest";
import { projectSearchQuery, type ProjectSearchValues } from "./project-search-query.ts";

const none: ProjectSearchValues = { area: 0, developersId: 0, projectId: 0, projectType: 0, completionYear: 0, status: 0, priceFrom: 0, priceTo: 0, beds: [] };
const beds = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id }));

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
