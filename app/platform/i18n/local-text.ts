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

/**
 * The language of a text from outside the site (a video's title from its channel), read from its letters:
 * on an Arabic page a text without Arabic letters is marked English, on an English page a text in Arabic
 * letters is marked Arabic; undefined when it is in the page's language.
 */
export function scriptLang(text: string, locale: Locale): "en" | "ar" | undefined {
  const arabic = /[\u0600-\u06FF]/.test(text);
  if (locale === "ar") return arabic ? undefined : "en";
  return arabic ? "ar" : undefined;
}
