import { describe, expect, it } from "vitest";
import { blogCardDate, formatDubaiDateTime, formatMediumDate, isoDate } from "./dates.ts";

describe("formatMediumDate ('MMM d, y')", () => {
  it("formats without a leading zero on the day", () => {
    expect(formatMediumDate("2026-11-03T08:00:00.000Z")).toBe("Nov 3, 2026");
    expect(formatMediumDate("2026-01-21T10:00:00.000Z")).toBe("Jan 21, 2026");
  });
  it("uses UAE time (UTC+4): late UTC evening is already the next day", () => {
    expect(formatMediumDate("2026-12-31T21:30:00.000Z")).toBe("Jan 1, 2027");
    expect(formatMediumDate("2026-12-31T19:59:59.000Z")).toBe("Dec 31, 2026");
  });
  it("accepts a Date and answers empty for an invalid value", () => {
    expect(formatMediumDate(new Date("2025-05-09T12:00:00Z"))).toBe("May 9, 2025");
    expect(formatMediumDate("not a date")).toBe("");
  });
});

describe("blogCardDate", () => {
  it("splits the day (two digits) from the month and year", () => {
    expect(blogCardDate("2026-11-03T08:00:00.000Z")).toEqual({ day: "03", monthYear: "Nov 2026" });
    expect(blogCardDate("2026-02-28T20:00:00.000Z")).toEqual({ day: "01", monthYear: "Mar 2026" });
  });
  it("is empty for an invalid value", () => {
    expect(blogCardDate("")).toEqual({ day: "", monthYear: "" });
  });
});

describe("isoDate", () => {
  it("gives the UAE calendar date", () => {
    expect(isoDate("2026-11-03T22:00:00.000Z")).toBe("2026-11-04");
    expect(isoDate("bad")).toBe("");
  });
});

describe("formatDubaiDateTime", () => {
  it("shows the day and the 24-hour time in UAE time", () => {
    expect(formatDubaiDateTime("2026-11-25T18:03:09.000Z")).toBe("25 Nov 2026, 22:03");
    expect(formatDubaiDateTime("2026-12-31T20:05:00.000Z")).toBe("1 Jan 2027, 00:05");
    expect(formatDubaiDateTime("nonsense")).toBe("");
  });
});

describe("dates on Arabic pages", () => {
  it("names the month in Arabic with Western digits, in UAE time", () => {
    expect(formatMediumDate("2026-11-03T08:00:00.000Z", "ar")).toBe("3 نوفمبر 2026");
    expect(formatMediumDate("2026-12-31T21:30:00.000Z", "ar")).toBe("1 يناير 2027");
    expect(blogCardDate("2026-02-28T20:00:00.000Z", "ar")).toEqual({ day: "01", monthYear: "مارس 2026" });
    expect(formatMediumDate("not a date", "ar")).toBe("");
  });
});
