/**
 * New passwords are screened on the server by zxcvbn-ts, a maintained strength estimator shipped
 * with its lists of common and leaked passwords, names and words (no network): what meets the
 * length rule can still be a keyboard walk ("qwertyuiopas", "1q2w3e4r5t6y"), a famous password, or
 * the brokerage's own name with a year ("skylinehomes2026"). The cheap rule in schemas.ts runs in
 * the browser as the person types; this one answers when the form is sent, with its reason.
 * The lists take about half a second to load, so they load once, on the first check.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { MESSAGES } from "./schemas.ts";

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

type Checker = { check(password: string, userInputs?: string[]): { score: number; feedback: { warning: string | null; suggestions: string[] } } };
let checker: Promise<Checker> | undefined;

function load(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]);
    return new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations }) as Checker;
  })();
  return checker;
}

/** The words a guesser tries first against this site: the brokerage's names and address, the person's name and e-mail. */
async function siteWords(db: Db, person: { email?: string; name?: string }): Promise<string[]> {
  const brokerage = await db.selectFrom("brokerage").select(["name_en", "short_name_en", "legal_name_en", "email"]).executeTakeFirst();
  const words = new Set<string>(["dubai", "uae", "emirates", "brokerage", "realestate", "property", "admin", "backoffice"]);
  for (const text of [brokerage?.name_en, brokerage?.short_name_en, brokerage?.legal_name_en, brokerage?.email, person.email, person.name]) {
    if (!text) continue;
    const lower = text.toLowerCase();
    words.add(lower.replace(/[^a-z0-9]+/g, ""));
    for (const w of lower.split(/[^a-z0-9]+/)) if (w.length >= 3) words.add(w);
  }
  return [...words];
}

/** Why a new password is too easy to guess, or null. */
export async function weakPasswordReason(db: Db, password: string, person: { email?: string; name?: string } = {}): Promise<string | null> {
  const result = (await load()).check(password.slice(0, 100), await siteWords(db, person));
  if (result.score >= MIN_SCORE) return null;
  const why = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(" ");
  return why ? `${MESSAGES.passwordWeak.split(":")[0]}: ${why}` : MESSAGES.passwordWeak;
}
