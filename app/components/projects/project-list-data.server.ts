/**
 * The data behind the one project list (spec 2.7) that /project-list, /developer/{URL} and
 * /area/{URL} show: the page of projects for the URL's criteria (read leniently, so a bad
 * parameter is ignored, never a 500), the total, and the search form's option lists.
 * A developer or area page pins its own filter (`pinned`), which the URL cannot override.
 */
import type { Db } from "../../db/client.server.ts";
import { searchProjects, type ProjectListItem } from "../../db/queries/projects.server.ts";
import { listDevelopers } from "../../db/queries/developers.server.ts";
import { listActiveProjectOptions } from "../../db/queries/lookups.server.ts";
import { lookups } from "../../services/lookups.server.ts";
import { parseProjectSearchParams, type ProjectCriteria } from "../../lib/search-criteria.ts";
import { PAGE_SIZE } from "../../lib/constants.ts";
import { totalPages } from "../../lib/pagination.ts";
import type { ProjectCardData } from "./project-card.tsx";
import type { ProjectSearchOptions, ProjectSearchValues } from "./project-search-form.tsx";

export type Pinned = Partial<Pick<ProjectCriteria, "developersId" | "area">>;

export type ProjectListData = {
  projects: ProjectCardData[];
  total: number;
  page: number;
  pageCount: number;
  values: ProjectSearchValues;
  options: ProjectSearchOptions;
  pinned: Pinned;
  /** The server's clock, so "time since posted" reads the same on the server and in the browser. */
  now: string;
};

function toCard(p: ProjectListItem): ProjectCardData {
  return {
    projectId: p.projectId,
    projectURL: p.projectURL,
    projectName: p.projectName,
    projectType: p.projectType,
    status: p.status,
    area: p.area,
    emiratesName: p.emiratesName,
    projectBeds: p.projectBeds,
    startingPrice: p.startingPrice,
    completionYear: p.completionYear,
    developerName: p.developerName,
    developerLogo: p.developerLogo,
    createdOnUAE: p.createdOnUAE,
    images: p.images,
    contactSellerPhone: p.contactSellerPhone,
    countryCodeContactSeller: p.countryCodeContactSeller,
    contactSellerEmail: p.contactSellerEmail,
  };
}

export async function loadProjectList(db: Db, url: URL, pinned: Pinned = {}): Promise<ProjectListData> {
  const criteria: ProjectCriteria = { ...parseProjectSearchParams(url.searchParams, PAGE_SIZE), ...pinned };
  const [first, areas, developers, projectOptions, types, years, beds, statuses] = await Promise.all([
    searchProjects(db, criteria),
    lookups.areaOptions(db, "Projects"),
    listDevelopers(db, { activeOnly: true }),
    listActiveProjectOptions(db, { developerId: pinned.developersId, areaId: pinned.area }),
    lookups.propertyTypes(db),
    lookups.completionYears(db),
    lookups.bedrooms(db),
    lookups.statuses(db),
  ]);
  let result = first;
  let page = criteria.pageNumber;
  const pageCount = totalPages(result.total, PAGE_SIZE);
  // A page past the end (an old link) shows the last page rather than an empty list.
  if (result.rows.length === 0 && pageCount > 0 && page > pageCount) {
    page = pageCount;
    result = await searchProjects(db, { ...criteria, pageNumber: page });
  }
  return {
    projects: result.rows.map(toCard),
    total: result.total,
    page,
    pageCount,
    values: {
      area: criteria.area,
      developersId: criteria.developersId,
      projectId: criteria.projectId,
      projectType: criteria.projectType,
      completionYear: criteria.completionYear,
      status: criteria.status,
      priceFrom: criteria.priceFrom,
      priceTo: criteria.priceTo,
      beds: criteria.beds,
    },
    options: {
      areas: areas.map((a) => ({ areaId: a.areaId, area: a.area, emiratesName: a.emiratesName })),
      developers: developers.map((d) => ({ id: d.developersId, name: d.developersName })),
      projects: projectOptions.map((p) => ({ id: p.projectId, name: p.projectName })),
      types,
      years: years.map((y) => y.completionYear),
      beds,
      statuses,
    },
    pinned,
    now: new Date().toISOString(),
  };
}
