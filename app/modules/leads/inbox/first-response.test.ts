import { describe, expect, it } from "vitest";
import { firstResponseMinutes, formatDuration } from "./first-response.ts";

const at = "2026-12-02T06:00:00.000Z";
const staff = { id: 1 };

describe("time to first response", () => {
  it("is the first status change or note by staff; arrivals, assignments and mails do not count", () => {
    const history = [
      { at, kind: "arrived", staff: null },
      { at: "2026-12-02T06:05:00.000Z", kind: "assigned", staff },
      { at: "2026-12-02T06:06:00.000Z", kind: "mailed", staff: null },
      { at: "2026-12-02T07:35:00.000Z", kind: "note", staff },
      { at: "2026-12-02T08:00:00.000Z", kind: "status", staff },
    ];
    expect(firstResponseMinutes(at, history)).toBe(95);
    expect(firstResponseMinutes(at, history.slice(0, 3))).toBeNull();
  });

  it("reads as minutes, hours or days", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(185)).toBe("3 h 5 min");
    expect(formatDuration(60 * 52)).toBe("2 d 4 h");
  });
});
