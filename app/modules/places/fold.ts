/**
 * How a place name and a visitor's typing are compared: both are folded to the same words. Latin
 * accents and case go; Arabic loses its diacritics and tatweel, and the letters people write
 * interchangeably are made one (hamza-carrying alefs to bare alef, alef maqsura to yaa, taa
 * marbuta to haa, hamza on waw/yaa to the bare letter, Persian yeh and keheh to Arabic), so
 * "إعمار", "اعمار" and "أعمار" are one word. Typos are measured as optimal string alignment
 * distance (a swap of two neighbours is one edit: "dubia" is one edit from "dubai").
 */

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = {
  "\u0623": "\u0627", "\u0625": "\u0627", "\u0622": "\u0627", "\u0671": "\u0627",
  "\u0649": "\u064a", "\u06cc": "\u064a", "\u0626": "\u064a",
  "\u0629": "\u0647", "\u0624": "\u0648", "\u06a9": "\u0643",
};
const ARABIC_FOLDED = /[\u0623\u0625\u0622\u0671\u0649\u06cc\u0626\u0629\u0624\u06a9]/g;

/** The words of a text, folded: lower case, no accents or Arabic marks, variant letters made one. */
export function foldWords(text: string): string[] {
  const folded = text
    // NFC first so the hamza forms stay single letters; accents are then taken off Latin letters only.
    .normalize("NFC")
    .replace(ARABIC_MARKS, "")
    .replace(ARABIC_FOLDED, (c) => ARABIC_LETTERS[c] ?? c)
    .replace(/[\u00c0-\u024f]/g, (c) => c.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))
    .toLowerCase();
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** How many edits a typed word of this length may carry and still match: one from 4 letters, two from 8. */
export function typoBudget(word: string): number {
  const n = [...word].length;
  return n >= 8 ? 2 : n >= 4 ? 1 : 0;
}

/**
 * True when `a` is at most `max` edits (insert, delete, substitute, swap neighbours) from `b`.
 * Stops as soon as every path costs more than `max`: most words of the vocabulary are dismissed
 * after two or three letters.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(n + 1);
    row[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return false;
    before = prev;
    prev = row;
  }
  return prev[n]! <= max;
}
