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
import { ARABIC_MONTHS, MONTHS } from "./month-names.ts";

/**
 * The Arabic weekday format (Intl, UAE time, Western digits), made on first use: only the viewing form names a
 * weekday. Months are written from month-names.ts.
 */
let weekdayDay: Intl.DateTimeFormat | undefined;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

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
  return locale === "ar" ? `${p.day} ${ARABIC_MONTHS[p.month]} ${p.year}` : `${MONTHS[p.month]} ${p.day}, ${p.year}`;
}

/** A month: "Nov 2026"; Arabic "نوفمبر 2026". Takes "2026-11" or a timestamp. Empty for a bad value. */
export function formatMonth(value: string | Date, locale: Locale = "en"): string {
  const p = uaeParts(value);
  if (!p) return "";
  return locale === "ar" ? `${ARABIC_MONTHS[p.month]} ${p.year}` : `${MONTHS[p.month]} ${p.year}`;
}

/** A day to choose or attend: "Friday, Dec 4"; Arabic "الجمعة، 4 ديسمبر". Takes "2026-12-04" or a timestamp. */
export function formatWeekdayDay(value: string | Date, locale: Locale = "en"): string {
  const p = uaeParts(value);
  if (!p) return "";
  if (locale !== "ar") return `${WEEKDAYS[p.weekday]}, ${MONTHS[p.month]} ${p.day}`;
  weekdayDay ??= new Intl.DateTimeFormat(intlLocale("ar"), { weekday: "long", day: "numeric", month: "long", timeZone: TIME_ZONE });
  return weekdayDay.format(p.at);
}

/**
 * The blog card's date badge, the day format in three lines, the day large: "Nov" / "3" / "2026" in English,
 * "3" / "نوفمبر" / "2026" in Arabic (the order each language reads its day format in).
 */
export function blogCardDate(value: string | Date, locale: Locale = "en"): { parts: string[]; dayIndex: number } {
  const p = uaeParts(value);
  if (!p) return { parts: [], dayIndex: -1 };
  const day = String(p.day);
  if (locale === "ar") return { parts: [day, ARABIC_MONTHS[p.month]!, String(p.year)], dayIndex: 0 };
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
  return locale === "ar" ? `${formatWeekdayDay(p.at, "ar")} ${p.year}، ${time}` : `${formatWeekdayDay(p.at)}, ${p.year}, ${time}`;
}
