import { describe, expect, it } from "vitest";
import { projectListQuery } from "./project-list-query.ts";
import { parseProjectSearchParams } from "./search-criteria.ts";

const read = (qs: string) => parseProjectSearchParams(new URLSearchParams(qs));

describe("projectListQuery", () => {
  it("spells a search in one order with only the filters that are set, without the page or the map box", () => {
    expect(projectListQuery(read("page=3&beds=4,2,2&status=1&area=7&view=map&bbox=55,25,55.3,25.3&priceTo=0"))).toBe("?area=7&status=1&beds=2,4");
    expect(projectListQuery(read(""))).toBe("");
  });

  it("reads back as the same search the list shows", () => {
    const q = "developersId=4&projectType=2&completionYear=2028&priceFrom=900000&priceTo=3000000&beds=3";
    const once = read(q);
    expect(read(projectListQuery(once).slice(1))).toEqual(once);
  });

  it("keeps a price floor without a ceiling (the list's own reading, not the form's rule)", () => {
    expect(projectListQuery(read("priceFrom=2000000"))).toBe("?priceFrom=2000000");
    // A ceiling below the floor is corrected as the list corrects it.
    expect(projectListQuery(read("priceFrom=2000000&priceTo=1000000"))).toBe("?priceFrom=2000000&priceTo=2000000");
  });
});
