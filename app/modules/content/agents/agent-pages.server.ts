/**
 * The agents' public pages (/agents and /agents/{slug}): the agents whose profile is public and has
 * an address, with what their pages show. A hidden agent (is_public 0) has no page: a 404.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import type { Locale } from "../../../platform/i18n/locale.ts";
import { localText, type LocalText } from "../../../platform/i18n/local-text.ts";
import { splitLanguages } from "../../../platform/i18n/language-names.ts";

export type PublicAgent = {
  id: number;
  slug: string;
  name: LocalText;
  designation: LocalText;
  bio: LocalText | null;
  photo: string | null;
  languages: string[];
  brn: string;
  email: string;
  /** Digits with the country code: the tel: and WhatsApp links. */
  phone: string;
  whatsapp: string;
  listings: number;
};

function publicAgents(db: Db) {
  return db
    .selectFrom("agents as a")
    .select((eb) => [
      "a.id", "a.slug", "a.name", "a.name_ar", "a.designation", "a.designation_ar", "a.bio", "a.bio_ar", "a.avatar_path",
      "a.languages", "a.brn", "a.email", "a.country_code", "a.phone", "a.whatsapp",
      eb.selectFrom("units as u").select(eb.fn.countAll<number>().as("n")).whereRef("u.agent_id", "=", "a.id").where("u.is_active", "=", 1).as("units"),
      eb.selectFrom("projects as p").select(eb.fn.countAll<number>().as("n")).whereRef("p.agent_id", "=", "a.id").where("p.is_active", "=", 1).as("projects"),
    ])
    .where("a.is_public", "=", 1)
    .where("a.slug", "is not", null);
}

type Row = Awaited<ReturnType<ReturnType<typeof publicAgents>["execute"]>>[number];

function toPublicAgent(r: Row, locale: Locale): PublicAgent {
  const phone = `${r.country_code}${r.phone}`.replace(/\D/g, "");
  return {
    id: Number(r.id),
    slug: r.slug!,
    name: localText(r.name, r.name_ar, locale),
    designation: localText(r.designation, r.designation_ar, locale),
    bio: r.bio ? localText(r.bio, r.bio_ar, locale) : null,
    photo: r.avatar_path,
    languages: splitLanguages(r.languages),
    brn: r.brn,
    email: r.email,
    phone,
    whatsapp: (r.whatsapp ?? phone).replace(/\D/g, ""),
    listings: Number(r.units ?? 0) + Number(r.projects ?? 0),
  };
}

/** Every public agent, by name. */
export async function listPublicAgents(db: Db, locale: Locale): Promise<PublicAgent[]> {
  const rows = await publicAgents(db).orderBy("a.name").orderBy("a.id").execute();
  return rows.map((r) => toPublicAgent(r, locale));
}

/** One public agent by its address, or undefined (unknown, or hidden). */
export async function findPublicAgent(db: Db, slug: string, locale: Locale): Promise<PublicAgent | undefined> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return undefined;
  const row = await publicAgents(db).where("a.slug", "=", slug).executeTakeFirst();
  return row ? toPublicAgent(row, locale) : undefined;
}
