import { describe, expect, it } from "vitest";
import { viewingIcs } from "./viewing-ics.ts";

describe("viewing calendar file (RFC 5545)", () => {
  const ics = viewingIcs(
    {
      uid: "abc@viewings", sequence: 2, start: new Date("2026-12-04T06:00:00Z"), minutes: 30, stamp: new Date("2026-12-01T10:11:12Z"),
      summary: "Viewing: Marina Gate, 2 bed; sea view", location: "Marina Gate, Dubai Marina, Dubai",
      description: "A long description ".repeat(10), organizer: { name: "Skyline Homes", email: "info@example.ae" }, confirmed: true,
    },
    "Skyline Homes",
  );

  it("holds one event with UID, SEQUENCE, DTSTAMP and UTC times", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("\r\nUID:abc@viewings\r\n");
    expect(ics).toContain("\r\nSEQUENCE:2\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261201T101112Z\r\n");
    expect(ics).toContain("\r\nDTSTART:20261204T060000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20261204T063000Z\r\n");
    expect(ics).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes texts and folds long lines at 75 octets", () => {
    expect(ics).toContain("SUMMARY:Viewing: Marina Gate\\, 2 bed\\; sea view");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n /);
  });
});
