/**
 * The place index in memory: every place's names folded to words, a sorted vocabulary of those
 * words with the places each belongs to, and the words grouped by length for the typo scan. A
 * search takes the typed words in any order, each matching the start of a word of the place's
 * names (or, from 4 letters, a word within the typo budget), and ranks the places found: the exact
 * name first, then all-prefix matches, then those that needed a typo; within each, more live
 * listings first. Pure: the server module loads the entries, this finds them.
 */
import { foldWords, typoBudget, withinEdits } from "./fold.ts";
import { PLACE_KINDS, type PlaceEntry, type PlaceKind } from "./place-types.ts";

const MAX_WORDS = 5;
/** The ranks: the typed text is a whole name, every word starts a name's word, or a typo was needed. */
const EXACT = 0;
const PREFIX = 1;
const TYPO = 2;

type Found = { entry: PlaceEntry; tier: number };

/** Negative when `a` ranks above `b`. */
const better = (a: Found, b: Found): number =>
  a.tier - b.tier || b.entry.listings - a.entry.listings || a.entry.name.length - b.entry.name.length || (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0);

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class PlaceMatcher {
  private readonly entries: readonly PlaceEntry[];
  private readonly wholeNames: ReadonlyArray<ReadonlySet<string>>;
  private readonly postings = new Map<string, number[]>();
  private readonly terms: string[];
  private readonly byLength = new Map<number, string[]>();

  constructor(entries: readonly PlaceEntry[]) {
    this.entries = entries;
    this.wholeNames = entries.map((e) => new Set(e.names.map((n) => foldWords(n).join(" ")).filter(Boolean)));
    entries.forEach((e, i) => {
      for (const word of new Set(e.names.flatMap(foldWords))) {
        const list = this.postings.get(word);
        if (list) list.push(i);
        else this.postings.set(word, [i]);
      }
    });
    this.terms = [...this.postings.keys()].sort();
    for (const t of this.terms) {
      const list = this.byLength.get(t.length);
      if (list) list.push(t);
      else this.byLength.set(t.length, [t]);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** The places whose names hold a word starting with `prefix`. */
  private byPrefix(prefix: string, into: Set<number>): void {
    for (let i = lowerBound(this.terms, prefix); i < this.terms.length && this.terms[i]!.startsWith(prefix); i++) {
      for (const p of this.postings.get(this.terms[i]!)!) into.add(p);
    }
  }

  /** The places whose names hold a word within the typed word's typo budget. */
  private byTypo(word: string, into: Set<number>): void {
    const max = typoBudget(word);
    if (!max) return;
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const t of this.byLength.get(len) ?? []) {
        // People misspell the middle of a word more than its start: one of the first two letters must be right
        // (or the two swapped), which spares the edit distance of most of the vocabulary.
        if (t[0] !== word[0] && t[1] !== word[1] && (t[0] !== word[1] || t[1] !== word[0])) continue;
        if (withinEdits(word, t, max)) for (const p of this.postings.get(t)!) into.add(p);
      }
    }
  }

  /** Places matching every word: their indexes, with whether a typo was needed. */
  private matchAll(words: string[], typos: boolean): Map<number, boolean> {
    let found: Map<number, boolean> | null = null;
    for (const word of words) {
      const prefix = new Set<number>();
      this.byPrefix(word, prefix);
      const typo = new Set<number>();
      if (typos) this.byTypo(word, typo);
      const next = new Map<number, boolean>();
      const keep = (p: number, viaTypo: boolean) => {
        if (found && !found.has(p)) return;
        next.set(p, (found?.get(p) ?? false) || viaTypo);
      };
      for (const p of prefix) keep(p, false);
      for (const p of typo) if (!prefix.has(p)) keep(p, true);
      found = next;
      if (!found.size) break;
    }
    return found ?? new Map();
  }

  /** The best `limit` places for the typed text, best first (nothing below two letters). */
  search(text: string, limit: number): PlaceEntry[] {
    const words = foldWords(text).slice(0, MAX_WORDS);
    const whole = words.join(" ");
    if (whole.replace(/ /g, "").length < 2) return [];
    let found = this.matchAll(words, false);
    // Typos only when the words as typed do not fill the list: the exact and prefix matches rank above them anyway.
    if (found.size < limit) found = this.matchAll(words, true);
    // The best `limit` kept by insertion: a two-letter prefix may match most of the index, and sorting it all cost more than the rest.
    const ranked: Found[] = [];
    for (const [i, viaTypo] of found) {
      const f = { entry: this.entries[i]!, tier: this.wholeNames[i]!.has(whole) ? EXACT : viaTypo ? TYPO : PREFIX };
      if (ranked.length === limit && better(ranked[limit - 1]!, f) <= 0) continue;
      let at = Math.min(ranked.length, limit - 1);
      while (at > 0 && better(ranked[at - 1]!, f) > 0) at--;
      ranked.splice(at, 0, f);
      if (ranked.length > limit) ranked.pop();
    }
    return ranked.map((f) => f.entry);
  }
}

/** The found places in the order the list shows them: grouped by kind (areas, buildings, projects, developers), best first within each. */
export function groupByKind(found: readonly PlaceEntry[]): Array<{ kind: PlaceKind; places: PlaceEntry[] }> {
  return PLACE_KINDS.map((kind) => ({ kind, places: found.filter((p) => p.kind === kind) })).filter((g) => g.places.length > 0);
}
