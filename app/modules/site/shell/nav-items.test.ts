import { describe, expect, it } from "vitest";
import { isCurrentLink, MAIN_NAV } from "./nav-items.ts";

const at = (url: string) => {
  const u = new URL(url, "http://x");
  return { pathname: u.pathname, search: u.search };
};

describe("isCurrentLink", () => {
  it("matches the path, and the query parameters the link sets", () => {
    expect(isCurrentLink("/villas-for-sale-in-dubai", at("/villas-for-sale-in-dubai?page=2"))).toBe(true);
    expect(isCurrentLink("/property-list?purpose=1", at("/property-list?purpose=1&area=4"))).toBe(true);
    expect(isCurrentLink("/property-list?purpose=1", at("/property-list?purpose=2"))).toBe(false);
    expect(isCurrentLink("/property-list?purpose=1", at("/property-list"))).toBe(false);
    expect(isCurrentLink("/project-list?status=1", at("/project-list?status=1"))).toBe(true);
    expect(isCurrentLink("/areas", at("/area/dubai-marina"))).toBe(false);
  });

  it("matches the Arabic page of an English link", () => {
    expect(isCurrentLink("/villas-for-sale-in-dubai", at("/ar/villas-for-sale-in-dubai"))).toBe(true);
    expect(isCurrentLink("/property-list?purpose=2", at("/ar/property-list?purpose=2"))).toBe(true);
    expect(isCurrentLink("/", at("/ar"))).toBe(true);
  });

  it("marks one menu group at most for the all-properties lists", () => {
    const groups = (url: string) =>
      MAIN_NAV.filter((item) => "children" in item && item.children.some((c) => isCurrentLink(c.to, at(url)))).map((g) => g.label.key);
    expect(groups("/property-list?purpose=1")).toEqual(["buy"]);
    expect(groups("/property-list?purpose=2")).toEqual(["rent"]);
    expect(groups("/property-list")).toEqual([]);
  });
});
