/** Developers (spec 3 "Developer"): the developers page, the home carousel and /developer/{URL}. */
import type { Db } from "../../../platform/db/client.server.ts";

/**
 * A developer as the cards and the API's lists read it, under our own names (the spec's,
 * `developersName`, `pageURL`, …, are written only at the API's edge, server/api/lookup-answers.ts).
 */
export type DeveloperItem = {
  id: number;
  name: string;
  /** The Arabic name where an editor wrote it (null: show the English). */
  nameAr: string | null;
  /** Number of the developer's active projects (shown as 'N Projects'). */
  projectCount: number;
  logo: string | null;
  /** The page's slug: /developer/{slug}. */
  slug: string;
  descriptionHtml: string;
};

/** The developer page's profile: the card and the head office (migration 2026-11-28-10) and picture. */
type DeveloperProfile = DeveloperItem & { descriptionHtmlAr: string | null; emirate: string | null; image: string | null; lat: number | null; lng: number | null };

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

const toItem = (r: CardRow): DeveloperItem => ({
  id: r.id,
  name: r.name,
  nameAr: r.name_ar,
  projectCount: Number(r.project_count ?? 0),
  logo: r.logo_path,
  slug: r.page_url,
  descriptionHtml: r.description_html,
});

export async function listDevelopers(db: Db, filter: DeveloperFilter = {}): Promise<DeveloperItem[]> {
  const rows = await developerQuery(db, filter).orderBy("d.id").execute();
  return rows.map(toItem);
}

/** One shown developer by its slug, for its page: the card and its head office and picture. */
export async function findDeveloperProfile(db: Db, url: string): Promise<DeveloperProfile | undefined> {
  const r = await developerQuery(db, { url })
    .leftJoin("emirates as e", "e.id", "d.emirate_id")
    .select(["e.name as emirate", "d.image_path", "d.lat", "d.lng", "d.description_html_ar"])
    .executeTakeFirst();
  if (!r) return undefined;
  return { ...toItem(r), descriptionHtmlAr: r.description_html_ar, emirate: r.emirate, image: r.image_path, lat: r.lat === null ? null : Number(r.lat), lng: r.lng === null ? null : Number(r.lng) };
}
