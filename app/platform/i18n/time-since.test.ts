import { describe, expect, it } from "vitest";
import { formatPostedDate, timeSince } from "./time-since.ts";

const NOW = "2026-03-15T08:00:00.000Z"; // 12:00 in the UAE

describe("timeSince", () => {
  it("reads seconds as just now and a future date as just now", () => {
    expect(timeSince("2026-03-15T07:59:30.000Z", NOW)).toBe("Just now");
    expect(timeSince("2026-03-15T09:00:00.000Z", NOW)).toBe("Just now");
  });

  it("counts minutes, hours and days, singular and plural", () => {
    expect(timeSince("2026-03-15T07:59:00.000Z", NOW)).toBe("1 minute ago");
    expect(timeSince("2026-03-15T07:15:00.000Z", NOW)).toBe("45 minutes ago");
    expect(timeSince("2026-03-15T07:00:00.000Z", NOW)).toBe("1 hour ago");
    expect(timeSince("2026-03-14T08:00:01.000Z", NOW)).toBe("23 hours ago");
    expect(timeSince("2026-03-14T08:00:00.000Z", NOW)).toBe("1 day ago");
    expect(timeSince("2026-02-16T08:00:00.000Z", NOW)).toBe("27 days ago");
  });

  it("shows the date as DD-Mon-YYYY once a calendar month has passed", () => {
    expect(timeSince("2026-02-15T08:00:01.000Z", NOW)).toBe("27 days ago");
    expect(timeSince("2026-02-15T08:00:00.000Z", NOW)).toBe("15-Feb-2026");
    expect(timeSince("2025-11-02T10:00:00.000Z", NOW)).toBe("02-Nov-2025");
  });

  it("measures the month and shows the date in UAE time (UTC+4)", () => {
    // 28 Feb 21:00 UTC is 1 Mar 01:00 in the UAE, so the month runs to 1 Apr 01:00 UAE
    // (counted in UTC it would end on 28 Mar 21:00).
    expect(timeSince("2026-02-28T21:00:00.000Z", "2026-03-28T22:00:00.000Z")).toBe("28 days ago");
    expect(timeSince("2026-02-28T21:00:00.000Z", "2026-03-31T20:59:00.000Z")).toBe("30 days ago");
    expect(timeSince("2026-02-28T21:00:00.000Z", "2026-03-31T21:00:00.000Z")).toBe("01-Mar-2026");
  });

  it("clamps the month boundary at the end of a shorter month", () => {
    // 31 Jan (UAE) plus one calendar month is 28 Feb (UAE).
    expect(timeSince("2026-01-31T08:00:00.000Z", "2026-02-28T07:59:00.000Z")).toBe("27 days ago");
    expect(timeSince("2026-01-31T08:00:00.000Z", "2026-02-28T08:00:00.000Z")).toBe("31-Jan-2026");
  });

  it("returns an empty label for an unreadable date", () => {
    expect(timeSince("not a date", NOW)).toBe("");
  });
});

describe("formatPostedDate", () => {
  it("formats in UAE time", () => {
    expect(formatPostedDate("2025-12-31T20:30:00.000Z")).toBe("01-Jan-2026");
    expect(formatPostedDate("2025-12-31T19:30:00.000Z")).toBe("31-Dec-2025");
  });
});

describe("timeSince in Arabic", () => {
  it("writes the age with Arabic words and Western digits", () => {
    expect(timeSince("2026-03-15T07:59:30.000Z", NOW, "ar")).toBe("الآن");
    expect(timeSince("2026-03-15T07:59:00.000Z", NOW, "ar")).toBe("قبل دقيقة واحدة");
    expect(timeSince("2026-03-15T06:00:00.000Z", NOW, "ar")).toBe("قبل ساعتين");
    expect(timeSince("2026-03-12T08:00:00.000Z", NOW, "ar")).toBe("قبل 3 أيام");
    expect(timeSince("2026-02-16T08:00:00.000Z", NOW, "ar")).toBe("قبل 27 يومًا");
  });

  it("shows the posting date in Arabic once a month has passed, in UAE time", () => {
    expect(timeSince("2026-02-15T08:00:00.000Z", NOW, "ar")).toBe("15 فبراير 2026");
    expect(formatPostedDate("2025-11-01T21:00:00.000Z", "ar")).toBe("02 نوفمبر 2025");
  });

  it("keeps the English text unchanged", () => {
    expect(timeSince("2026-03-12T08:00:00.000Z", NOW, "en")).toBe("3 days ago");
  });
});
