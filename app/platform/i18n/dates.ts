/**
 * The site's date formats, one per kind of date, in the back office as on the public pages (issue 36,
 * point 10). Stored timestamps are ISO-8601 UTC; they are shown in UAE time (UTC+4, no daylight saving)
 * so the server and the browser render the same text whatever their own time zone (no hydration mismatch).
 *
 * | kind | English | Arabic |
 * |---|---|---|
 * | a day (published, transacted, expires, received…) | "Nov 3, 2026" (the spec's MMM d, y) | "3 نوفمبر 2026" |
 * | a moment (the back office's timestamps) | "Nov 3, 2026, 18:03" | — |
 * | a month (market figures) | "Nov 2026" | "نوفمبر 2026" |
 * | a day to choose or attend (viewings) | "Friday, Dec 4" (+ ", 2026, 10:00") | "الجمعة، 4 ديسمبر" |
 * | a listing's age once over a month (spec 2.4) | "05-Jan-2026" (time-since.ts) | "05 يناير 2026" |
 */
import { UAE_OFFSET_HOURS } from "../constants.ts";
import type { Locale } from "./locale.ts";
import { TIME_ZONE, intlLocale } from "./translate.ts";

/**
 * Arabic month and day names (Intl, UAE time, Western digits), each made on first use: a page's script then
 * carries only the formats its own functions use (a module-level `new Intl.DateTimeFormat` would stay in every bundle).
 */
const made = new Map<string, Intl.DateTimeFormat>();
function arabic(kind: "medium" | "month" | "monthYear" | "weekdayDay"): Intl.DateTimeFormat {
  let f = made.get(kind);
  if (!f) {
    const parts: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      medium: { day: "numeric", month: "long", year: "numeric" },
      month: { month: "long" },
      monthYear: { month: "long", year: "numeric" },
      weekdayDay: { weekday: "long", day: "numeric", month: "long" },
    };
    f = new Intl.DateTimeFormat(intlLocale("ar"), { ...parts[kind], timeZone: TIME_ZONE });
    made.set(kind, f);
  }
  return f;
}
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** A calendar day ("2026-11-03") or a month ("2026-11") as the instant of its noon in UAE time; other values as they are. */
function instant(value: string | Date): Date {
  if (value instanceof Date) return value;
  if (/^\d{4}-\d{2}$/.test(value)) return new Date(`${value}-01T08:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T08:00:00Z`);
  return new Date(value);
}

/** The calendar parts of a timestamp in UAE time, or null when it is not a valid date. */
function uaeParts(value: string | Date): { year: number; month: number; day: number; weekday: number; hours: number; minutes: number; at: Date } | null {
  const at = instant(value);
  const t = at.getTime();
  if (Number.isNaN(t)) return null;
  const uae = new Date(t + UAE_OFFSET_HOURS * 3_600_000);
  return { year: uae.getUTCFullYear(), month: uae.getUTCMonth(), day: uae.getUTCDate(), weekday: uae.getUTCDay(), hours: uae.getUTCHours(), minutes: uae.getUTCMinutes(), at };
}

/** A day: 'MMM d, y', "Nov 3, 2026" (the spec's format of the blog dates); Arabic: "3 نوفمبر 2026". Empty for a bad date. */
export function formatMediumDate(value: string | Date, locale: Locale = "en"): string {
  const p = uaeParts(value);
  if (!p) return "";
  return locale === "ar" ? arabic("medium").format(p.at) : `${MONTHS[p.month]} ${p.day}, ${p.year}`;
}

/** A month: "Nov 2026"; Arabic "نوفمبر 2026". Takes "2026-11" or a timestamp. Empty for a bad value. */
export function formatMonth(value: string | Date, locale: Locale = "en"): string {
  const p = uaeParts(value);
  if (!p) return "";
  return locale === "ar" ? arabic("monthYear").format(p.at) : `${MONTHS[p.month]} ${p.year}`;
}

/** A day to choose or attend: "Friday, Dec 4"; Arabic "الجمعة، 4 ديسمبر". Takes "2026-12-04" or a timestamp. */
export function formatWeekdayDay(value: string | Date, locale: Locale = "en"): string {
  const p = uaeParts(value);
  if (!p) return "";
  return locale === "ar" ? arabic("weekdayDay").format(p.at) : `${WEEKDAYS[p.weekday]}, ${MONTHS[p.month]} ${p.day}`;
}

/**
 * The blog card's date badge, the day format in three lines, the day large: "Nov" / "3" / "2026" in English,
 * "3" / "نوفمبر" / "2026" in Arabic (the order each language reads its day format in).
 */
export function blogCardDate(value: string | Date, locale: Locale = "en"): { parts: string[]; dayIndex: number } {
  const p = uaeParts(value);
  if (!p) return { parts: [], dayIndex: -1 };
  const day = String(p.day);
  if (locale === "ar") return { parts: [day, arabic("month").format(p.at), String(p.year)], dayIndex: 0 };
  return { parts: [MONTHS[p.month]!, day, String(p.year)], dayIndex: 1 };
}

/** Machine-readable calendar date for <time dateTime>: "2026-11-03" (UAE time). */
export function isoDate(value: string | Date): string {
  const p = uaeParts(value);
  if (!p) return "";
  return `${p.year}-${String(p.month + 1).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

const two = (n: number) => String(n).padStart(2, "0");

/** A moment: "Nov 25, 2026, 18:03" in UAE time (the back office's timestamps: the brokerage's clock). Empty for a bad date. */
export function formatDubaiDateTime(value: string | Date): string {
  const p = uaeParts(value);
  if (!p) return "";
  return `${formatMediumDate(p.at)}, ${two(p.hours)}:${two(p.minutes)}`;
}

/** A viewing's moment: "Friday, Dec 4, 2026, 10:00"; Arabic "الجمعة، 4 ديسمبر 2026، 10:00" (UAE time). */
export function formatWeekdayMoment(value: string | Date, locale: Locale = "en"): string {
  const p = uaeParts(value);
  if (!p) return "";
  const time = `${two(p.hours)}:${two(p.minutes)}`;
  return locale === "ar" ? `${arabic("weekdayDay").format(p.at)} ${p.year}، ${time}` : `${formatWeekdayDay(p.at)}, ${p.year}, ${time}`;
}
