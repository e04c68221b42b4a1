// Functions a reader can hold (scripts/code-size.ts): no function over 80 lines, no runtime file
// over 400 lines in app/, server/ and scripts/, and no export that no other file imports.
import { beforeAll, describe, expect, it } from "vitest";
import { checkCodeSize, type Report } from "../../scripts/code-size.ts";

describe("code a reader can hold", () => {
  let report: Report;
  beforeAll(() => {
    report = checkCodeSize();
  });

  it("has no function over 80 lines", () => {
    expect(report.functions).toEqual([]);
  });

  it("has no runtime file over 400 lines", () => {
    expect(report.files).toEqual([]);
  });

  it("exports only what another file imports", () => {
    expect(report.unused).toEqual([]);
  });

  it("exports for the tests only what is a module's tested interface", () => {
    expect(report.testsOnly).toEqual([]);
  });
});
