import { describe, expect, it } from "vitest";
import { bookableDays, checkSlot, daySlots, DEFAULT_VIEWING_HOURS, dubaiParts, isoWeekday, slotInstant } from "./viewing-slots.ts";

// Wednesday 2 December 2026, 08:00 in Dubai (04:00 UTC).
const NOW = new Date("2026-12-02T04:00:00Z");
const hours = DEFAULT_VIEWING_HOURS;

describe("viewing slots (Dubai time, fixed clock)", () => {
  it("cuts the working hours into slots that end by closing time", () => {
    const slots = daySlots(hours);
    expect(slots[0]).toBe("09:00");
    expect(slots.at(-1)).toBe("17:30");
    expect(slots).toHaveLength(18);
    expect(daySlots({ ...hours, slotMinutes: 60 })).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"]);
  });

  it("reads a Dubai day and time as UTC+4 and back", () => {
    expect(slotInstant("2026-12-04", "10:00").toISOString()).toBe("2026-12-04T06:00:00.000Z");
    expect(dubaiParts(new Date("2026-12-04T21:30:00Z"))).toEqual({ day: "2026-12-05", time: "01:30" });
    expect(isoWeekday("2026-12-06")).toBe(7);
  });

  it("accepts a Friday at 10:00 on a Monday-to-Saturday brokerage", () => {
    expect(checkSlot(hours, "2026-12-04", "10:00", NOW)).toBeNull();
  });

  it("refuses a closed day (Sunday)", () => {
    expect(checkSlot(hours, "2026-12-06", "10:00", NOW)).toBe("dayClosed");
    expect(checkSlot(hours, "2026-02-30", "10:00", NOW)).toBe("dayClosed");
  });

  it("refuses a time under two hours ahead, and accepts one just at two hours", () => {
    expect(checkSlot(hours, "2026-12-02", "09:30", NOW)).toBe("tooSoon");
    expect(checkSlot(hours, "2026-12-02", "10:00", NOW)).toBeNull();
    expect(checkSlot(hours, "2026-12-01", "12:00", NOW)).toBe("tooSoon");
  });

  it("refuses a time outside the slots and a day too far out", () => {
    expect(checkSlot(hours, "2026-12-04", "10:15", NOW)).toBe("timeOutside");
    expect(checkSlot(hours, "2026-12-04", "18:00", NOW)).toBe("timeOutside");
    expect(checkSlot(hours, "2027-02-01", "10:00", NOW)).toBe("tooFar");
  });

  it("offers only working days that still have a slot", () => {
    const late = new Date("2026-12-02T13:00:00Z"); // 17:00 in Dubai: today is over
    const days = bookableDays(hours, late);
    expect(days[0]).toBe("2026-12-03");
    expect(days).not.toContain("2026-12-06");
    expect(bookableDays(hours, NOW)[0]).toBe("2026-12-02");
  });
});
