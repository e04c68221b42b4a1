/**
 * The months as the site writes them: English's short names ("Nov", the spec's formats) and the Arabic names
 * Intl gives for the UAE ("نوفمبر"). Written out, not asked of Intl in the browser: building an Arabic date format
 * loads the language's calendar data, one task of 100 ms and more on a phone at the first Arabic date of a page
 * (the home page's blog cards). Tested equal to Intl's (month-names.test.ts). For dates.ts alone: a module shared with
 * the cards' time-since.ts became a file of its own on every list's first load, over its budget.
 */
export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export const ARABIC_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"] as const;
