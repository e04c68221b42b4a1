/**
 * The words a lead is found by in the inbox's text search, and how a search is cut into the
 * prefixes it looks up. Stored in `lead_search_terms` when a lead arrives (its primary key is
 * (term, lead_id)), so each searched word is one index range, at any number of leads.
 *
 * A lead's terms: each word of its name (any script, lower case, NFKC), its e-mail address, and
 * its phone number's digits (as typed, with a leading 0 as dialled in the UAE, and with the
 * country's code). A search finds a word by its start: "aish" finds Aisha, "aisha@ex" the address,
 * "05012" the phone. Migration 2026-11-26-04 holds a frozen copy of `leadTerms` for the backfill.
 */
import { searchWords, wordTerms } from "../../../platform/db/search-words.ts";

export { prefixUpperBound } from "../../../platform/db/search-words.ts";

export function leadTerms(lead: { name: string; email: string; phone: string; isd: string | null }): string[] {
  const terms = new Set<string>();
  for (const w of wordTerms(lead.name)) terms.add(w);
  const email = lead.email.trim().toLowerCase();
  if (email) terms.add(email.slice(0, 120));
  const digits = lead.phone.replace(/\D/g, "");
  if (digits) {
    terms.add(digits);
    if (!digits.startsWith("0")) terms.add(`0${digits}`);
    const isd = (lead.isd ?? "").replace(/\D/g, "");
    if (isd) terms.add(`${isd}${digits.replace(/^0+/, "")}`);
  }
  return [...terms];
}

/**
 * The prefixes a search looks up; a lead matches when every prefix starts one of its terms.
 * A search that is a phone number ("+971 50 123", "050-123") is one prefix of digits; a word with
 * an @ is an address prefix; other words are cut like names. At most 5 prefixes.
 */
export function searchPrefixes(query: string): string[] {
  const q = query.normalize("NFKC").trim().toLowerCase();
  if (!q) return [];
  if (/^[+\d\s()./-]+$/.test(q)) {
    const digits = q.replace(/\D/g, "").replace(/^00/, "");
    return digits ? [digits.slice(0, 40)] : [];
  }
  const out = new Set<string>();
  for (const token of q.split(/\s+/)) {
    if (token.includes("@")) out.add(token.slice(0, 120));
    else for (const w of searchWords(token)) out.add(w.slice(0, 40));
  }
  return [...out].slice(0, 5);
}
