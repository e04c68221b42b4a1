/**
 * "Time since posting" of the listing cards (spec 2.4): the age is measured in UAE time
 * (UTC+4); under a calendar month it reads "N minutes/hours/days ago", from one calendar
 * month on it is the posting date as DD-Mon-YYYY. `now` is passed in so the server and the
 * browser render the same text (loaders hand their clock to the page). Arabic pages
 * get the platform's words: "قبل 3 أيام", "الآن", and the date as "15 فبراير 2026".
 */
import type { Locale } from "./locale.ts";
import { UAE_OFFSET_HOURS } from "../constants.ts";

// As intlLocale (app/platform/i18n/translate.ts): Arabic with Western digits.
const AR_TAG = "ar-AE-u-nu-latn";
let arRelative: Intl.RelativeTimeFormat | undefined;
let arDate: Intl.DateTimeFormat | undefined;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A timestamp moved to UAE wall-clock time, read with the getUTC* methods. */
function toUae(t: number): Date {
  return new Date(t + UAE_OFFSET_HOURS * HOUR);
}

/** The same wall-clock moment one calendar month later (31 Jan -> 28/29 Feb). */
function addOneMonth(d: Date): Date {
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()),
  );
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/** "05-Jan-2026": the posting date in UAE time ("05 يناير 2026" in Arabic). */
export function formatPostedDate(posted: string | Date, locale: Locale = "en"): string {
  const t = new Date(posted).getTime();
  if (Number.isNaN(t)) return "";
  if (locale === "ar") {
    arDate ??= new Intl.DateTimeFormat(AR_TAG, { day: "2-digit", month: "long", year: "numeric", timeZone: "Asia/Dubai" });
    return arDate.format(t);
  }
  const d = toUae(t);
  return `${String(d.getUTCDate()).padStart(2, "0")}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
}

/** The card's label; empty for an unreadable date. A date in the future reads as "Just now". */
export function timeSince(posted: string | Date, now: string | Date, locale: Locale = "en"): string {
  const p = new Date(posted).getTime();
  const n = new Date(now).getTime();
  if (Number.isNaN(p) || Number.isNaN(n)) return "";
  const postedUae = toUae(p);
  const nowUae = toUae(n);
  if (nowUae.getTime() >= addOneMonth(postedUae).getTime()) return formatPostedDate(posted, locale);
  const age = n - p;
  if (locale === "ar") return arabicAge(age);
  if (age < MINUTE) return "Just now";
  if (age < HOUR) return plural(Math.floor(age / MINUTE), "minute");
  if (age < DAY) return plural(Math.floor(age / HOUR), "hour");
  return plural(Math.floor(age / DAY), "day");
}

function arabicAge(age: number): string {
  arRelative ??= new Intl.RelativeTimeFormat(AR_TAG, { numeric: "always" });
  if (age < MINUTE) return "الآن";
  if (age < HOUR) return arRelative.format(-Math.floor(age / MINUTE), "minute");
  if (age < DAY) return arRelative.format(-Math.floor(age / HOUR), "hour");
  return arRelative.format(-Math.floor(age / DAY), "day");
}
