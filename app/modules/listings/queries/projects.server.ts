/** Project search (spec 2.7, 3) and project details (spec 2.8), as the listing model (listing.ts) names them. */
import { withinBox } from "./map-box.server.ts";
import type { Db } from "../../../platform/db/client.server.ts";
import type { ProjectCriteria } from "../search/search-criteria.ts";
import { sortKeys } from "../search/list-sort.ts";
import { sql } from "kysely";
import type { ProjectListing } from "../listing.ts";
import { listImagesFor } from "./listing-children.server.ts";
import { agentOf, idOfPage, lookupName, placeColumns, placeOf, sellerColumns } from "./listing-columns.server.ts";
import { priceBounds } from "./unit-filters.server.ts";

/** `milestoneLang`: "en" on an Arabic page where the milestone is not a standard one (standard-terms.server.ts). */
export type PaymentPlanStep = { milestone: string; percent: number; milestoneLang?: "en" };

export function filteredProjects(db: Db, c: ProjectCriteria) {
  let q = db.selectFrom("projects as p").where("p.is_active", "=", 1);
  if (c.projectId) q = q.where("p.id", "=", c.projectId);
  if (c.area) q = q.where("p.area_id", "=", c.area);
  if (c.developersId) q = q.where("p.developer_id", "=", c.developersId);
  if (c.projectType) q = q.where("p.type_id", "=", c.projectType);
  if (c.status) q = q.where("p.status_id", "=", c.status);
  if (c.completionYear) q = q.where("p.completion_year", "=", c.completionYear);
  const { from, to, empty } = priceBounds(c);
  if (empty) q = q.where(sql<boolean>`1 = 0`);
  if (from !== undefined) q = q.where("p.starting_price", ">=", from);
  if (to !== undefined) q = q.where("p.starting_price", "<=", to);
  if (c.projectPageURL) q = q.where("p.page_url", "=", c.projectPageURL);
  if (c.beds.length) {
    const beds = c.beds;
    // A project matches when any of its bedroom options is asked for.
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("project_bedrooms as pb")
          .select("pb.project_id")
          .whereRef("pb.project_id", "=", "p.id")
          .where("pb.bedroom_id", "in", beds),
      ),
    );
  }
  if (c.areaURL) q = q.where("p.area_id", "in", idOfPage(db, "areas", c.areaURL));
  if (c.developerURL) q = q.where("p.developer_id", "in", idOfPage(db, "developers", c.developerURL));
  if (c.bbox) q = withinBox(q, "p", c.bbox);
  return q;
}

function withDisplayColumns(db: Db) {
  return db
    .selectFrom("projects as p")
    .innerJoin("areas as a", "a.id", "p.area_id")
    .innerJoin("agents as ag", "ag.id", "p.agent_id")
    .innerJoin("developers as d", "d.id", "p.developer_id")
    .selectAll("p")
    .select((eb) => [
      lookupName("statuses", "p.status_id").as("status_name"),
      lookupName("property_types", "p.type_id").as("type_name"),
      "d.name as developer_name",
      "d.name_ar as developer_name_ar",
      "d.page_url as developer_url",
      "d.logo_path as developer_logo",
      ...placeColumns(eb),
      ...sellerColumns(eb),
    ]);
}

async function bedsFor(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom("project_bedrooms as pb")
    .innerJoin("bedrooms as b", "b.id", "pb.bedroom_id")
    .select(["pb.project_id", "b.name"])
    .where("pb.project_id", "in", ids)
    .orderBy("pb.project_id")
    .orderBy("b.sort")
    .orderBy("b.id")
    .execute();
  for (const r of rows) out.set(r.project_id, [...(out.get(r.project_id) ?? []), r.name]);
  return out;
}

async function toItems(db: Db, ids: number[]): Promise<ProjectListing[]> {
  if (ids.length === 0) return [];
  const [rows, images, beds] = await Promise.all([
    withDisplayColumns(db).where("p.id", "in", ids).execute(),
    listImagesFor(db, "project", ids),
    bedsFor(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        kind: "project" as const,
        id: r.id,
        slug: r.page_url,
        title: r.name,
        titleAr: r.name_ar,
        typeId: r.type_id,
        type: r.type_name,
        statusId: r.status_id,
        status: r.status_name,
        price: r.starting_price,
        pricePeriod: null,
        size: r.size_from_sqft,
        beds: (beds.get(id) ?? []).join(", "),
        area: placeOf(r),
        developer: { id: r.developer_id, name: r.developer_name, nameAr: r.developer_name_ar, slug: r.developer_url, logo: r.developer_logo },
        postedOn: r.created_on,
        images: images.get(id) ?? [],
        mapUrl: r.map_url,
        agent: agentOf(r),
        descriptionHtml: r.description_html,
        brochure: r.brochure_path,
        video: r.video_path,
        permit: r.permit_number,
        subtitle: r.title,
        sizeTo: r.size_to_sqft,
        completionYear: r.completion_year,
        completionQuarter: r.completion_quarter,
      },
    ];
  });
}

/** The projects' column behind each key of a list order (list-sort.ts): a project's price and size are where they start and end. */
const PROJECT_SORT_COLUMNS = { quality: "quality_score", date: "created_on", price: "starting_price", size: "size_to_sqft", id: "id" } as const;

/** The ids of one page of projects in the list's order, newest first by default (exported for the query-plan checks). */
export function projectPageQuery(db: Db, c: ProjectCriteria) {
  let q = filteredProjects(db, c).select("p.id");
  for (const [key, dir] of sortKeys(c.sort)) q = q.orderBy(sql.ref(`p.${PROJECT_SORT_COLUMNS[key]}`), dir);
  return q.limit(c.pageSize).offset((c.pageNumber - 1) * c.pageSize);
}

/** One page of projects, newest first, with the total count of matches on every row (counted first: no page scan when nothing matches). */
export async function searchProjects(db: Db, c: ProjectCriteria): Promise<{ rows: ProjectListing[]; total: number }> {
  const countRow = await filteredProjects(db, c)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(countRow.n);
  if ((c.pageNumber - 1) * c.pageSize >= total) return { rows: [], total };
  const idRows = await projectPageQuery(db, c).execute();
  return { rows: await toItems(db, idRows.map((r) => r.id)), total };
}

/** A project the site shows; `anyState` (the back office's preview) finds one in any state. */
export async function getProject(db: Db, projectId: number, opts: { anyState?: boolean } = {}): Promise<ProjectListing | undefined> {
  const exists = await db
    .selectFrom("projects")
    .select("id")
    .where("id", "=", projectId)
    .$if(!opts.anyState, (q) => q.where("is_active", "=", 1))
    .executeTakeFirst();
  if (!exists) return undefined;
  const [item] = await toItems(db, [projectId]);
  return item;
}

export async function getPaymentPlan(db: Db, projectId: number): Promise<PaymentPlanStep[]> {
  return db
    .selectFrom("project_payment_plan")
    .select(["milestone", "percent"])
    .where("project_id", "=", projectId)
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

/** Shown projects by id, in the order asked (favourites); unknown and hidden ids are skipped. */
export async function getProjectsByIds(db: Db, ids: number[]): Promise<ProjectListing[]> {
  if (ids.length === 0) return [];
  const shown = await db.selectFrom("projects").select("id").where("id", "in", ids).where("is_active", "=", 1).execute();
  const found = new Set(shown.map((r) => r.id));
  return toItems(db, ids.filter((id) => found.has(id)));
}
