/**
 * Content in the page's language. Every content text is stored in English (required)
 * and Arabic (optional): an Arabic page shows the Arabic text where there is one, and the English
 * one otherwise, marked `lang="en"` so that screen readers and search engines read it as English.
 *
 * Loaders pick with `localText(en, ar, locale)` and hand the result to the component, which writes
 * `<h1 lang={title.lang}>{title.text}</h1>` (no attribute when the text is in the page's language).
 */
import type { Locale } from "./locale.ts";

export type LocalText = { text: string; lang?: "en" };

export function localText(en: string, ar: string | null | undefined, locale: Locale): LocalText {
  if (locale !== "ar") return { text: en };
  return ar && ar.trim() ? { text: ar } : { text: en, lang: "en" };
}
