import { describe, expect, it } from "vitest";
import { listingHref } from "./listing-href.ts";

describe("listingHref", () => {
  it("links a unit to /property/{slug}/{id} and a project to /project/{slug}/{id}", () => {
    expect(listingHref({ kind: "unit", slug: "sea-view-flat", id: 7 })).toBe("/property/sea-view-flat/7");
    expect(listingHref({ kind: "project", slug: "marina-vista", id: 12 })).toBe("/project/marina-vista/12");
  });
});
