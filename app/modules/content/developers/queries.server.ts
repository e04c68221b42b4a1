/** Developers (spec 3 "Developer"): the developers page, the home carousel and /developer/{URL}. */
import type { Db } from "../../../platform/db/client.server.ts";

export type DeveloperCard = {
  developersId: number;
  developersName: string;
  /** The Arabic name where an editor wrote it (null: show the English). */
  developersNameAr: string | null;
  /** Number of the developer's active projects (shown as 'N Projects'). */
  developersUnits: number;
  logoPath: string | null;
  pageURL: string;
  description: string;
};

/** The developer page's profile: the card (the API's shape) and the head office (migration 2026-11-28-10) and picture. */
type DeveloperProfile = DeveloperCard & { descriptionAr: string | null; emiratesName: string | null; imagePath: string | null; lat: number | null; lng: number | null };

type DeveloperFilter = {
  /** Only developers with at least one active project ("GetActiveDevelopers"). */
  activeOnly?: boolean;
  developerId?: number;
  url?: string;
};

function developerQuery(db: Db, filter: DeveloperFilter) {
  let q = db
    .selectFrom("developers as d")
    .select((eb) => [
      "d.id",
      "d.name",
      "d.name_ar",
      "d.logo_path",
      "d.page_url",
      "d.description_html",
      eb
        .selectFrom("projects as p")
        .select((s) => s.fn.countAll<number>().as("c"))
        .whereRef("p.developer_id", "=", "d.id")
        .where("p.is_active", "=", 1)
        .as("project_count"),
    ])
    .where("d.is_active", "=", 1);
  if (filter.developerId) q = q.where("d.id", "=", filter.developerId);
  if (filter.url) q = q.where("d.page_url", "=", filter.url);
  if (filter.activeOnly) {
    q = q.where((eb) =>
      eb.exists(eb.selectFrom("projects as p").select("p.id").whereRef("p.developer_id", "=", "d.id").where("p.is_active", "=", 1)),
    );
  }
  return q;
}

type CardRow = { id: number; name: string; name_ar: string | null; logo_path: string | null; page_url: string; description_html: string; project_count: number | null };

const toCard = (r: CardRow): DeveloperCard => ({
  developersId: r.id,
  developersName: r.name,
  developersNameAr: r.name_ar,
  developersUnits: Number(r.project_count ?? 0),
  logoPath: r.logo_path,
  pageURL: r.page_url,
  description: r.description_html,
});

export async function listDevelopers(db: Db, filter: DeveloperFilter = {}): Promise<DeveloperCard[]> {
  const rows = await developerQuery(db, filter).orderBy("d.id").execute();
  return rows.map(toCard);
}

/** One shown developer by its slug, for its page: the card and its head office and picture. */
export async function findDeveloperProfile(db: Db, url: string): Promise<DeveloperProfile | undefined> {
  const r = await developerQuery(db, { url })
    .leftJoin("emirates as e", "e.id", "d.emirate_id")
    .select(["e.name as emirate", "d.image_path", "d.lat", "d.lng", "d.description_html_ar"])
    .executeTakeFirst();
  if (!r) return undefined;
  return { ...toCard(r), descriptionAr: r.description_html_ar, emiratesName: r.emirate, imagePath: r.image_path, lat: r.lat === null ? null : Number(r.lat), lng: r.lng === null ? null : Number(r.lng) };
}
