/** Area guides (spec 3 "Area guide") for the home page, the areas page and /area/{URL}. */
import type { Db } from "../../../platform/db/client.server.ts";

/**
 * An area's guide under our own names (as the option lists' areas: `name`, `slug`, `emirate`, …);
 * the spec's, `area`, `pageURL`, `areaDescription`, …, are written only at the API's edge
 * (server/api/lookup-answers.ts).
 */
type AreaGuide = {
  id: number;
  /** The page's slug: /area/{slug}. */
  slug: string;
  name: string;
  /** The Arabic name and description where an editor wrote them (null: show the English). */
  nameAr: string | null;
  image: string | null;
  /** The area's logo (a master community's mark), migration 2026-11-27-30. */
  logo: string | null;
  descriptionHtml: string;
  descriptionHtmlAr: string | null;
  emirate: string;
  projectCount: number;
};

export async function listAreaGuides(db: Db, opts: { url?: string } = {}): Promise<AreaGuide[]> {
  let q = db
    .selectFrom("areas as a")
    .innerJoin("emirates as e", "e.id", "a.emirate_id")
    .select((eb) => [
      "a.id",
      "a.page_url",
      "a.name",
      "a.name_ar",
      "a.image_path",
      "a.logo_path",
      "a.description_html",
      "a.description_html_ar",
      "e.name as emirate",
      eb
        .selectFrom("projects as p")
        .select((s) => s.fn.countAll<number>().as("c"))
        .whereRef("p.area_id", "=", "a.id")
        .where("p.is_active", "=", 1)
        .as("project_count"),
    ])
    .where("a.is_active", "=", 1);
  if (opts.url) q = q.where("a.page_url", "=", opts.url);
  const rows = await q.orderBy("e.sort").orderBy("a.id").execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.page_url,
    name: r.name,
    nameAr: r.name_ar,
    image: r.image_path,
    logo: r.logo_path,
    descriptionHtml: r.description_html,
    descriptionHtmlAr: r.description_html_ar,
    emirate: r.emirate,
    projectCount: Number(r.project_count ?? 0),
  }));
}

export async function findAreaGuide(db: Db, url: string): Promise<AreaGuide | undefined> {
  const [row] = await listAreaGuides(db, { url });
  return row;
}
