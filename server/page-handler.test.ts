import { describe, expect, it } from "vitest";
import { singleSlashes } from "./page-handler.ts";

describe("singleSlashes", () => {
  it("makes each run of slashes in the path one, and keeps the query as it is", () => {
    expect(singleSlashes("//")).toBe("/");
    expect(singleSlashes("//property-list")).toBe("/property-list");
    expect(singleSlashes("/ar//area///dubai-marina/?page=2&next=//x")).toBe("/ar/area/dubai-marina/?page=2&next=//x");
  });

  it("never answers an address on another host", () => {
    expect(singleSlashes("//evil.example/path")).toBe("/evil.example/path");
    expect(singleSlashes("///evil.example")).toBe("/evil.example");
  });

  it("leaves an address without doubled slashes alone", () => {
    expect(singleSlashes("/property-list?next=//x")).toBeUndefined();
    expect(singleSlashes("/")).toBeUndefined();
  });
});
