import { describe, expect, it } from "vitest";
import { returnPath } from "./lead-actions.server.ts";

describe("returnPath (the no-JavaScript result page's way back)", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(returnPath("/project/marina-vista/4")).toBe("/project/marina-vista/4");
    expect(returnPath("/property-list?purpose=1&beds=2#results")).toBe("/property-list?purpose=1&beds=2#results");
  });

  it("gives / for anything a browser would read as another site", () => {
    for (const value of ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "\t//evil.example", "/\\\t\\evil.example", "https://evil.example/", "javascript:alert(1)", "evil.example"]) {
      expect(returnPath(value), JSON.stringify(value)).toBe("/");
    }
  });

  it("gives / for what is not a short path", () => {
    expect(returnPath(undefined)).toBe("/");
    expect(returnPath(42)).toBe("/");
    expect(returnPath(`/${"a".repeat(600)}`)).toBe("/");
  });

  it("writes what it keeps without characters a browser would drop", () => {
    expect(returnPath("/a\tb")).toBe("/ab");
    expect(returnPath("/blogs/a b")).toBe("/blogs/a%20b");
  });
});
