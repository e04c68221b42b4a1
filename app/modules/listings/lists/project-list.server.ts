/**
 * The data behind the one project list (spec 2.7) that /project-list, /developer/{URL} and
 * /area/{URL} show: the page of projects for the URL's criteria (read leniently, so a bad
 * parameter is ignored, never a 500), the total, and the search form's option lists.
 * A developer or area page pins its own filter (`pinned`), which the URL cannot override.
 */
import { data, redirect } from "react-router";
import { resolvePlaceQuery } from "./place-query.server.ts";
import { movedSlug } from "../../content/index.server.ts";
import type { Db } from "../../../platform/db/client.server.ts";
import { searchProjects } from "../queries/projects.server.ts";
import { listDevelopers } from "../../content/index.server.ts";
import { listActiveProjectOptions } from "../queries/lookups.server.ts";
import { lookups } from "../lookups.server.ts";
import { parseProjectSearchParams, type ProjectCriteria } from "../search/search-criteria.ts";
import { localeFromPath, type Locale } from "../../../platform/i18n/locale.ts";
import { PAGE_SIZE } from "../../../platform/constants.ts";
import { projectListQuery } from "../search/project-list-query.ts";
import { alertFormHref } from "./alert-link.ts";
import { toCard } from "../listing-locale.ts";
import { areaOptionIn } from "../search/area-option.ts";
import { loadListPage, type ListPage } from "./list-page.server.ts";
import type { ProjectCard } from "../listing.ts";
import type { ProjectSearchOptions } from "../ui/project-search-form.tsx";

type Pinned = Partial<Pick<ProjectCriteria, "developersId" | "area">>;

export type ProjectListData = ListPage<ProjectCard, ProjectCriteria, ProjectSearchOptions> & {
  pinned: Pinned;
  /** "Alert me": the alert form for this search, saved on /project-list with the page's own filter. */
  alertHref: string;
};

async function projectSearchOptions(db: Db, pinned: Pinned, locale: Locale): Promise<ProjectSearchOptions> {
  const [areas, developers, projects, types, years, beds, statuses] = await Promise.all([
    lookups.areaOptions(db, "Projects"),
    listDevelopers(db, { activeOnly: true }),
    listActiveProjectOptions(db, { developerId: pinned.developersId, areaId: pinned.area }),
    lookups.propertyTypes(db),
    lookups.completionYears(db),
    lookups.bedrooms(db),
    lookups.statuses(db),
  ]);
  return {
    areas: areas.map((a) => areaOptionIn(a, locale)),
    developers: developers.map(({ id, name }) => ({ id, name })),
    projects: projects.map(({ id, name }) => ({ id, name })),
    types,
    years: years.map((y) => y.year),
    beds,
    statuses,
  };
}

async function projectCards(db: Db, criteria: ProjectCriteria, locale: Locale) {
  const { rows, total } = await searchProjects(db, criteria);
  return { rows: rows.map((r) => toCard(r, locale)), total };
}

export async function loadProjectList(db: Db, url: URL, pinned: Pinned = {}): Promise<ProjectListData> {
  await resolvePlaceQuery(db, url, "projects");
  const criteria: ProjectCriteria = { ...parseProjectSearchParams(url.searchParams, PAGE_SIZE), ...pinned };
  const alertHref = alertFormHref("/project-list", projectListQuery(criteria));
  return { ...(await loadListPage(criteria, (c) => projectCards(db, c, localeFromPath(url.pathname)), projectSearchOptions(db, pinned, localeFromPath(url.pathname)))), pinned, alertHref };
}

/**
 * The loader of an area's or a developer's page: the URL's slug looked up with `find` (a slug
 * that cannot be a page URL is not looked up), a 404 when there is no such page, and the
 * project list pinned to it.
 */
export async function loadProfileList<T>(
  db: Db,
  request: Request,
  slug: string,
  find: (db: Db, slug: string) => Promise<T | undefined>,
  pin: (found: T) => Pinned,
  kind: "area" | "developer",
) {
  const valid = /^[a-z0-9-]{1,200}$/i.test(slug);
  const found = valid ? await find(db, slug) : undefined;
  if (!found) {
    // A slug an editor has since changed: its page lives on at the new address (the query string kept).
    const moved = valid ? await movedSlug(db, kind, slug) : null;
    if (moved) throw redirect(`/${kind}/${moved}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
  return { found, list: await loadProjectList(db, new URL(request.url), pin(found)) };
}
