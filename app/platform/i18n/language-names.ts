/**
 * The languages an agent speaks, as the back office stores them ("Arabic, English, Hindi"), named in the
 * page's language: the common ones of a Dubai brokerage have their Arabic name here; another stays as
 * typed (a name a visitor still recognises).
 */
import type { Locale } from "./locale.ts";

/** "Arabic, English" as the back office stores it or staff type it (commas or lines) → the names. */
export const splitLanguages = (stored: string) =>
  stored
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

const ARABIC: Record<string, string> = {
  arabic: "العربية", english: "الإنجليزية", hindi: "الهندية", urdu: "الأردية", russian: "الروسية", french: "الفرنسية",
  german: "الألمانية", spanish: "الإسبانية", italian: "الإيطالية", portuguese: "البرتغالية", turkish: "التركية",
  persian: "الفارسية", farsi: "الفارسية", mandarin: "الصينية", chinese: "الصينية", cantonese: "الكانتونية",
  tagalog: "التاغالوغية", filipino: "الفلبينية", malayalam: "المالايالامية", tamil: "التاميلية", bengali: "البنغالية",
  punjabi: "البنجابية", gujarati: "الغوجاراتية", dutch: "الهولندية", polish: "البولندية", ukrainian: "الأوكرانية",
  kazakh: "الكازاخية", greek: "اليونانية", romanian: "الرومانية", swahili: "السواحلية", somali: "الصومالية",
};

/** "Arabic, English" on an English page; "العربية، الإنجليزية" on an Arabic one. */
export function languageNamesIn(stored: string | string[], locale: Locale): string {
  const names = typeof stored === "string" ? splitLanguages(stored) : stored;
  if (locale !== "ar") return names.join(", ");
  return names.map((n) => ARABIC[n.toLowerCase()] ?? n).join("، ");
}
