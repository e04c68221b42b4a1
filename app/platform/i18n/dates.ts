/**
 * Date formats of the content pages. Stored timestamps are ISO-8601 UTC; they are shown in
 * UAE time (UTC+4, no daylight saving) so the server and the browser render the same text
 * whatever their own time zone (no hydration mismatch).
 */
import { UAE_OFFSET_HOURS } from "../constants.ts";
import type { Locale } from "./locale.ts";
import { TIME_ZONE, intlLocale } from "./translate.ts";

/** Arabic month names (Intl, UAE time, Western digits): made once each. */
const arabic = {
  medium: new Intl.DateTimeFormat(intlLocale("ar"), { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }),
  monthYear: new Intl.DateTimeFormat(intlLocale("ar"), { month: "long", year: "numeric", timeZone: TIME_ZONE }),
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The calendar parts of a timestamp in UAE time, or null when it is not a valid date. */
function uaeParts(value: string | Date): { year: number; month: number; day: number } | null {
  const d = value instanceof Date ? value : new Date(value);
  const t = d.getTime();
  if (Number.isNaN(t)) return null;
  const uae = new Date(t + UAE_OFFSET_HOURS * 3_600_000);
  return { year: uae.getUTCFullYear(), month: uae.getUTCMonth(), day: uae.getUTCDate() };
}

/** 'MMM d, y': "Nov 3, 2026" (the Recent Blogs sidebar and the blog detail); Arabic: "3 نوفمبر 2026". Empty for a bad date. */
export function formatMediumDate(value: string | Date, locale: Locale = "en"): string {
  const p = uaeParts(value);
  if (!p) return "";
  return locale === "ar" ? arabic.medium.format(new Date(value)) : `${MONTHS[p.month]} ${p.day}, ${p.year}`;
}

/** The blog card's date badge: day of month on two digits and short month with year ("03", "Nov 2026"). */
export function blogCardDate(value: string | Date, locale: Locale = "en"): { day: string; monthYear: string } {
  const p = uaeParts(value);
  if (!p) return { day: "", monthYear: "" };
  const monthYear = locale === "ar" ? arabic.monthYear.format(new Date(value)) : `${MONTHS[p.month]} ${p.year}`;
  return { day: String(p.day).padStart(2, "0"), monthYear };
}

/** Machine-readable calendar date for <time dateTime>: "2026-11-03" (UAE time). */
export function isoDate(value: string | Date): string {
  const p = uaeParts(value);
  if (!p) return "";
  return `${p.year}-${String(p.month + 1).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** "25 Nov 2026, 18:03" in UAE time (the back office's timestamps: the brokerage's clock). Empty for a bad date. */
export function formatDubaiDateTime(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  const uae = new Date(d.getTime() + UAE_OFFSET_HOURS * 3_600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${uae.getUTCDate()} ${MONTHS[uae.getUTCMonth()]} ${uae.getUTCFullYear()}, ${two(uae.getUTCHours())}:${two(uae.getUTCMinutes())}`;
}
