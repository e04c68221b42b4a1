/**
 * The search bars' areas in either script (issue 36, point 3): an area offers its name in the page's language and its
 * other name as `alt`, so "مارينا" finds Dubai Marina on an English page and "marina" finds دبي مارينا on an Arabic one.
 * Matching folds case here; the server's suggestions (/api/places, from the second letter) also fold the Arabic letters
 * people type interchangeably (أ إ آ → ا) and forgive typos: this list stays small, as it is on every list's first load.
 */
import type { Locale } from "../../../platform/i18n/locale.ts";
import type { AreaOption } from "./types.ts";

export function areaOptionIn(a: { id: number; name: string; nameAr: string | null; emirate: string }, locale: Locale): AreaOption {
  const ar = a.nameAr?.trim();
  if (!ar) return { id: a.id, name: a.name, emirate: a.emirate };
  return locale === "ar" ? { id: a.id, name: ar, alt: a.name, emirate: a.emirate } : { id: a.id, name: a.name, alt: ar, emirate: a.emirate };
}

const fold = (s: string) => s.trim().toLowerCase();

/** The areas whose name or other name holds the text; `exact`: the one named exactly so. */
export const matchAreas = (areas: readonly AreaOption[], text: string, exact?: boolean) => {
  const q = fold(text);
  return q ? areas.filter((a) => [a.name, a.alt].some((n) => n !== undefined && (exact ? fold(n) === q : fold(n).includes(q)))) : [];
};
