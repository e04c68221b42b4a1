/**
 * How text is cut into the words a search finds it by, shared by the lead inbox's search
 * (lead-search-terms.ts) and the staff listing tables' title search (listing-title-terms.ts):
 * letters, marks and digits of any script, lower case, NFKC. Terms are stored whole and looked
 * up by prefix as one index range ([prefix, prefixUpperBound(prefix))).
 */

export function searchWords(text: string): string[] {
  return text.normalize("NFKC").toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

/**
 * The end of a prefix's range: the smallest string above every string that starts with it (its
 * last character moved up by one), in code-point order, which is SQLite's byte order for UTF-8
 * and PostgreSQL's under the "C" collation the term columns have.
 */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!;
  let code = last.codePointAt(0)! + 1;
  if (code >= 0xd800 && code <= 0xdfff) code = 0xe000; // no surrogates in a string
  return chars.join("") + String.fromCodePoint(code);
}

/** The terms stored for a text: its first 20 words, each cut to 40 characters, once each. */
export function wordTerms(text: string): string[] {
  return [...new Set(searchWords(text).slice(0, 20).map((w) => w.slice(0, 40)))];
}

/** The prefixes a search of words looks up (every one must start a term): at most 5, cut like terms. */
export function wordPrefixes(query: string): string[] {
  return [...new Set(searchWords(query).map((w) => w.slice(0, 40)))].slice(0, 5);
}
