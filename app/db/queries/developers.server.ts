/** Developers (spec 3 "Developer"): the developers page, the home carousel and /developer/{URL}. */
import type { Db } from "../client.server.ts";

export type DeveloperCard = {
  developersId: number;
  developersName: string;
  /** Number of the developer's active projects (shown as 'N Projects'). */
  developersUnits: number;
  logoPath: string | null;
  pageURL: string;
  description: string;
  /** The head office (migration 2026-11-28-10): its emirate and map position, and the developer's picture. */
  emiratesName: string | null;
  imagePath: string | null;
  lat: number | null;
  lng: number | null;
};

export type DeveloperFilter = {
  /** Only developers with at least one active project ("GetActiveDevelopers"). */
  activeOnly?: boolean;
  developerId?: number;
  url?: string;
};

export async function listDevelopers(db: Db, filter: DeveloperFilter = {}): Promise<DeveloperCard[]> {
  let q = db
    .selectFrom("developers as d")
    .leftJoin("emirates as e", "e.id", "d.emirate_id")
    .select((eb) => [
      "d.id",
      "e.name as emirate",
      "d.image_path",
      "d.lat",
      "d.lng",
      "d.name",
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
  const rows = await q.orderBy("d.id").execute();
  return rows.map((r) => ({
    developersId: r.id,
    developersName: r.name,
    developersUnits: Number(r.project_count ?? 0),
    logoPath: r.logo_path,
    pageURL: r.page_url,
    description: r.description_html,
    emiratesName: r.emirate,
    imagePath: r.image_path,
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
  }));
}

export async function findDeveloper(db: Db, url: string): Promise<DeveloperCard | undefined> {
  const [row] = await listDevelopers(db, { url });
  return row;
}
