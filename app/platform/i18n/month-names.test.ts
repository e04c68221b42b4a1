import { describe, expect, it } from "vitest";
import { ARABIC_MONTHS, MONTHS } from "./month-names.ts";
import { blogCardDate, formatMediumDate, formatMonth } from "./dates.ts";

const arabic = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("ar-AE-u-nu-latn", { ...options, timeZone: "Asia/Dubai" });

describe("the months written out", () => {
  it("are Intl's names, in English and Arabic", () => {
    for (let m = 0; m < 12; m++) {
      const at = new Date(Date.UTC(2026, m, 15, 8));
      expect(MONTHS[m]).toBe(new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "Asia/Dubai" }).format(at));
      expect(ARABIC_MONTHS[m]).toBe(arabic({ month: "long" }).format(at));
    }
  });

  it("give the Arabic dates Intl gives, in UAE time", () => {
    // Every month, days at both ends, and a time that is the next day in Dubai.
    const moments = [];
    for (let m = 0; m < 12; m++) for (const day of [1, 9, 28]) moments.push(new Date(Date.UTC(2025 + (m % 3), m, day, 8)));
    moments.push(new Date("2026-12-31T21:30:00Z"), new Date("2027-02-28T20:00:00Z"));
    for (const at of moments) {
      expect(formatMediumDate(at, "ar")).toBe(arabic({ day: "numeric", month: "long", year: "numeric" }).format(at));
      expect(formatMonth(at, "ar")).toBe(arabic({ month: "long", year: "numeric" }).format(at));
      expect(blogCardDate(at, "ar").parts[1]).toBe(arabic({ month: "long" }).format(at));
    }
  });
});
