import { describe, expect, it } from "vitest";
import { blogCardDate, formatDubaiDateTime, formatMediumDate, formatMonth, formatWeekdayDay, formatWeekdayMoment, isoDate } from "./dates.ts";

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
  it("is the day format in three parts, in the order the language reads it", () => {
    expect(blogCardDate("2026-11-03T08:00:00.000Z")).toEqual({ parts: ["Nov", "3", "2026"], dayIndex: 1 });
    expect(blogCardDate("2026-02-28T20:00:00.000Z")).toEqual({ parts: ["Mar", "1", "2026"], dayIndex: 1 });
    expect(blogCardDate("2026-02-28T20:00:00.000Z", "ar")).toEqual({ parts: ["1", "مارس", "2026"], dayIndex: 0 });
  });
  it("is empty for an invalid value", () => {
    expect(blogCardDate("")).toEqual({ parts: [], dayIndex: -1 });
  });
});

describe("one format per kind of date", () => {
  it("a calendar day, a month and a day to choose read the same way everywhere", () => {
    expect(formatMediumDate("2028-03-26")).toBe("Mar 26, 2028");
    expect(formatMonth("2026-11")).toBe("Nov 2026");
    expect(formatMonth("2026-11", "ar")).toBe("نوفمبر 2026");
    expect(formatWeekdayDay("2026-12-04")).toBe("Friday, Dec 4");
    expect(formatWeekdayDay("2026-12-04", "ar")).toBe("الجمعة، 4 ديسمبر");
    expect(formatWeekdayMoment(new Date("2026-12-04T06:00:00Z"))).toBe("Friday, Dec 4, 2026, 10:00");
    expect(formatWeekdayMoment(new Date("2026-12-04T06:00:00Z"), "ar")).toBe("الجمعة، 4 ديسمبر 2026، 10:00");
    expect(formatMonth("nonsense")).toBe("");
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
    expect(formatDubaiDateTime("2026-11-25T18:03:09.000Z")).toBe("Nov 25, 2026, 22:03");
    expect(formatDubaiDateTime("2026-12-31T20:05:00.000Z")).toBe("Jan 1, 2027, 00:05");
    expect(formatDubaiDateTime("nonsense")).toBe("");
  });
});

describe("dates on Arabic pages", () => {
  it("names the month in Arabic with Western digits, in UAE time", () => {
    expect(formatMediumDate("2026-11-03T08:00:00.000Z", "ar")).toBe("3 نوفمبر 2026");
    expect(formatMediumDate("2026-12-31T21:30:00.000Z", "ar")).toBe("1 يناير 2027");
    expect(formatMediumDate("not a date", "ar")).toBe("");
  });
});
