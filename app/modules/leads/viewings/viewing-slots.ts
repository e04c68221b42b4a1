/**
 * When a viewing may be booked: the brokerage's days and hours in Dubai time (Asia/Dubai is
 * UTC+4 all year, no daylight saving, so a fixed offset is exact), cut into slots, at least
 * MIN_LEAD_MS ahead and at most DAYS_AHEAD days out. Pure, with the clock passed in, so the
 * form (the days and times it offers) and the action (what it accepts) agree and tests can fix "now".
 */
import { formatWeekdayDay, formatWeekdayMoment } from "../../../platform/i18n/dates.ts";

export type ViewingHours = {
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  days: number[];
  /** "HH:MM", Dubai time. */
  start: string;
  end: string;
  slotMinutes: number;
};

export const DEFAULT_VIEWING_HOURS: ViewingHours = { days: [1, 2, 3, 4, 5, 6], start: "09:00", end: "18:00", slotMinutes: 30 };
/** A viewing is asked for at least this far ahead: the agent needs time to arrange it. */
const MIN_LEAD_MS = 2 * 60 * 60_000;
const DAYS_AHEAD = 21;
const DUBAI_OFFSET_MS = 4 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

type SlotRefusal = "dayClosed" | "timeOutside" | "tooSoon" | "tooFar";

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The slots' start times of a working day, "HH:MM"; a slot ends by closing time. */
export function daySlots(hours: ViewingHours): string[] {
  const out: string[] = [];
  const end = minutesOf(hours.end);
  for (let t = minutesOf(hours.start); t + hours.slotMinutes <= end; t += hours.slotMinutes) out.push(timeOf(t));
  return out;
}

/** The instant a Dubai day and time name (UTC). */
export function slotInstant(day: string, time: string): Date {
  const [y, mo, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d) + minutesOf(time) * 60_000 - DUBAI_OFFSET_MS);
}

/** The Dubai day ("YYYY-MM-DD") and time ("HH:MM") of an instant. */
export function dubaiParts(at: Date): { day: string; time: string } {
  const iso = new Date(at.getTime() + DUBAI_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** ISO weekday (1 Monday … 7 Sunday) of a "YYYY-MM-DD" date. */
export function isoWeekday(day: string): number {
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return wd === 0 ? 7 : wd;
}

function validDay(day: string): boolean {
  if (!DAY_RE.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** Why a day and time cannot be booked at `now`, or null when they can. */
export function checkSlot(hours: ViewingHours, day: string, time: string, now: Date): SlotRefusal | null {
  if (!validDay(day) || !hours.days.includes(isoWeekday(day))) return "dayClosed";
  if (!TIME_RE.test(time) || !daySlots(hours).includes(time)) return "timeOutside";
  const at = slotInstant(day, time).getTime();
  if (at < now.getTime() + MIN_LEAD_MS) return "tooSoon";
  if (at > now.getTime() + DAYS_AHEAD * DAY_MS) return "tooFar";
  return null;
}

/** The working days from today (Dubai) that still have a bookable slot at `now`. */
export function bookableDays(hours: ViewingHours, now: Date): string[] {
  const slots = daySlots(hours);
  const today = dubaiParts(now).day;
  const out: string[] = [];
  for (let i = 0; i <= DAYS_AHEAD; i++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10);
    if (slots.some((time) => checkSlot(hours, day, time, now) === null)) out.push(day);
  }
  return out;
}

/** A day as the form's select shows it, e.g. "Friday, Dec 4" (the site's day-to-choose format, dates.ts). */
export function dayLabel(day: string, locale: "en" | "ar"): string {
  return formatWeekdayDay(day, locale);
}

/** A viewing's time in words, Dubai time, e.g. "Friday, Dec 4, 2026, 10:00". */
export function viewingWhen(at: Date, locale: "en" | "ar"): string {
  return formatWeekdayMoment(at, locale);
}
