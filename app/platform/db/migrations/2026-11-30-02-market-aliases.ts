/**
 * The names the Dubai Land Department's files give the main Dubai communities, as area aliases
 * (`market_place_aliases`, kind "area"), so a first import lands on the site's areas: the DLD
 * registers Dubai Marina's sales under "Marsa Dubai" and JVC's under "Al Barsha South Fourth".
 * An area whose own name is the DLD's (Business Bay, Palm Jumeirah, Deira …) needs none. Written
 * only for areas this database has (by page address) and for names not already aliased; the back
 * office edits them afterwards. Frozen: the list is written here, not imported.
 */
import type { Kysely } from "kysely";

/** [the DLD's area name, the site area's page address]. */
const ALIASES: Array<[string, string]> = [
  ["Marsa Dubai", "dubai-marina"],
  ["Al Barsha South Fourth", "jumeirah-village-circle"],
  ["Burj Khalifa", "downtown-dubai"],
  ["Al Thanyah Fifth", "jumeirah-lake-towers"],
  ["Jumeirah Lakes Towers", "jumeirah-lake-towers"],
  ["Nakhlat Jumeira", "palm-jumeirah"],
  ["Nakhlat Jumeirah", "palm-jumeirah"],
  ["Hadaeq Sheikh Mohammed Bin Rashid", "dubai-hills-estate"],
  ["Dubai Hills", "dubai-hills-estate"],
  ["Al Merkadh", "mohammed-bin-rashid-city"],
  ["Al Hebiah First", "motor-city"],
  ["Al Hebiah Fourth", "dubai-sports-city"],
  ["Al Hebiah Fifth", "damac-hills"],
  ["Wadi Al Safa 6", "arabian-ranches"],
  ["Wadi Al Asafa 6", "arabian-ranches"],
  ["Jabal Ali First", "al-furjan"],
  ["Al Khairan First", "dubai-creek-harbour"],
  ["Madinat Al Mataar", "dubai-south"],
  ["Nadd Hessa", "dubai-silicon-oasis"],
  ["Warsan First", "international-city"],
  ["Al Barsha First", "al-barsha"],
  ["Nad Al Shiba First", "meydan"],
  ["Dubai Investment Park First", "dubai-investments-park"],
  ["Dubai Investment Park Second", "dubai-investments-park"],
  ["Bluewaters", "bluewaters-island"],
];

const fold = (name: string) => name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

export async function up(db: Kysely<any>): Promise<void> {
  const areas = new Map((await db.selectFrom("areas").select(["id", "page_url"]).execute()).map((a: { id: number; page_url: string }) => [a.page_url, Number(a.id)]));
  const taken = new Set((await db.selectFrom("market_place_aliases").select("alias_key").where("kind", "=", "area").execute()).map((a: { alias_key: string }) => a.alias_key));
  for (const [alias, slug] of ALIASES) {
    const target = areas.get(slug);
    const key = fold(alias);
    if (target === undefined || taken.has(key)) continue;
    taken.add(key);
    await db.insertInto("market_place_aliases").values({ kind: "area", alias, alias_key: key, target_id: target }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("market_place_aliases").where("kind", "=", "area").where("alias", "in", ALIASES.map(([a]) => a)).execute();
}
