/** Developers (spec 3 "Developer"): the developers page, the home carousel and /developer/{URL}. */
import type { Db } from "../client.server.ts";

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

export type DeveloperFilter = {
  /** Only developers with at least one active project ("GetActiveDevelopers"). */
  activeOnly?: boolean;
  developerId?: number;
  url?: string;
};

export async function listDevelopers(db: Db, filter: DeveloperFilter = {}): Promise<DeveloperCard[]> {
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
  const rows = await q.orderBy("d.id").execute();
  return rows.map((r) => ({
    developersId: r.id,
    developersName: r.name,
    developersNameAr: r.name_ar,
    developersUnits: Number(r.project_count ?? 0),
    logoPath: r.logo_path,
    pageURL: r.page_url,
    description: r.description_html,
  }));
}

export async function findDeveloper(db: Db, url: string): Promise<DeveloperCard | undefined> {
  const [row] = await listDevelopers(db, { url });
  return row;
}
