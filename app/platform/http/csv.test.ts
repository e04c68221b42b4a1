import { describe, expect, it } from "vitest";
import { csvCell, csvLine, CSV_BOM } from "./csv.ts";

describe("csv", () => {
  it("quotes a cell with a quote, comma or line break, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("defuses a cell Excel would read as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("=SUM(A1,A2)")).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell("-5")).toBe("'-5");
    // Numbers we write ourselves stay numbers.
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("ends a line with CRLF; Arabic text passes unchanged", () => {
    expect(csvLine([1, "عائشة", "x,y"])).toBe('1,عائشة,"x,y"\r\n');
    expect(CSV_BOM).toBe("\uFEFF");
  });
});
