import { describe, expect, it } from "vitest";
import { CATEGORIES, categoryForPath, categoryPageLinks } from "./categories.ts";

describe("categoryForPath", () => {
  it("finds the presets of spec 2.5 by path", () => {
    expect(categoryForPath("/apartments-for-rent-in-dubai")).toMatchObject({ purpose: 2, unitType: 1, status: 0, heading: "Apartments for rent in Dubai", menuLabel: "Rent" });
    expect(categoryForPath("/off-plan-apartments/")).toMatchObject({ purpose: 0, unitType: 1, status: 1, heading: "Off-plan apartments", menuLabel: "Off Plan" });
    expect(categoryForPath("off-plan-villas")).toMatchObject({ purpose: 0, unitType: 3, status: 1, heading: "Off-plan Villas" });
    expect(categoryForPath("/penthouse-for-sale-in-dubai")).toMatchObject({ purpose: 1, unitType: 5, menuLabel: "Buy" });
    expect(categoryForPath("/townhouses-in-dubai-for-rent")).toMatchObject({ purpose: 2, unitType: 4 });
    expect(categoryForPath("/property-list")).toBeUndefined();
  });

  it("finds the same preset for the Arabic page", () => {
    expect(categoryForPath("/ar/villas-for-rent-in-dubai")).toBe(categoryForPath("/villas-for-rent-in-dubai"));
    expect(categoryForPath("/ar")).toBeUndefined();
  });

  it("has ten pages: four for sale, four for rent, two off-plan", () => {
    expect(CATEGORIES).toHaveLength(10);
    expect(CATEGORIES.filter((c) => c.purpose === 1)).toHaveLength(4);
    expect(CATEGORIES.filter((c) => c.purpose === 2)).toHaveLength(4);
    expect(CATEGORIES.filter((c) => c.status === 1)).toHaveLength(2);
  });
});

describe("category links", () => {
  it("names every page in full for the home page's list, the off-plan ones as the menu does", () => {
    const links = categoryPageLinks();
    expect(links).toHaveLength(10);
    expect(links[0]).toEqual({ label: "Apartments for sale in Dubai", to: "/looking-for-apartments-for-sale-in-dubai" });
    expect(links.at(-1)).toEqual({ label: "Off-plan villas", to: "/off-plan-villas" });
  });
});
