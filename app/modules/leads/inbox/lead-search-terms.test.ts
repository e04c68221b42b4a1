import { describe, expect, it } from "vitest";
import { leadTerms, prefixUpperBound, searchPrefixes } from "./lead-search-terms.ts";
import { termsOf } from "../../../platform/db/migrations/2026-11-26-04-lead-inbox.ts";

const lead = { name: "Aisha Al-Rahman", email: "Aisha.R+x@Example.com", phone: "0501234567", isd: "+971" };

describe("lead search terms", () => {
  it("keeps name words, the address and the phone as typed, dialled and international", () => {
    expect(leadTerms(lead)).toEqual(["aisha", "al", "rahman", "aisha.r+x@example.com", "0501234567", "971501234567"]);
    expect(leadTerms({ name: "عائشة الرحمن", email: "a@b.ae", phone: "501234567", isd: "971" })).toEqual([
      "عائشة", "الرحمن", "a@b.ae", "501234567", "0501234567", "971501234567",
    ]);
    expect(leadTerms({ name: "Omar", email: "o@b.ae", phone: "", isd: null })).toEqual(["omar", "o@b.ae"]);
  });

  it("matches the migration's frozen copy (the backfill finds leads as new ones are found)", () => {
    for (const l of [lead, { name: "  ÉLODIE  d'Arc ", email: " E@X.FR ", phone: "+33 6 12", isd: "33" }, { name: "Sub", email: "s@x.io", phone: "", isd: null }])
      expect(termsOf(l)).toEqual(leadTerms(l));
  });

  it("cuts a search into prefixes: a phone, an address, name words", () => {
    expect(searchPrefixes("  +971 50-123 ")).toEqual(["97150123"]);
    expect(searchPrefixes("0050 123")).toEqual(["50123"]);
    expect(searchPrefixes("Aisha.R@Ex")).toEqual(["aisha.r@ex"]);
    expect(searchPrefixes("Al-Rahman aisha")).toEqual(["al", "rahman", "aisha"]);
    expect(searchPrefixes("%_")).toEqual([]);
    expect(searchPrefixes("a b c d e f g")).toHaveLength(5);
  });

  it("bounds a prefix's range in code-point order", () => {
    expect(prefixUpperBound("abc")).toBe("abd");
    expect(prefixUpperBound("عائ")).toBe("عاب".slice(0, 2) + String.fromCodePoint("ئ".codePointAt(0)! + 1));
    expect("abcz" < prefixUpperBound("abc") && "abc" >= "abc").toBe(true);
  });
});
