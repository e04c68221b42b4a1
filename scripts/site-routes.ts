/**
 * Every route of spec 2.1 as a visitor reaches it, in English and in Arabic, with real ids and URLs read from the running
 * site's JSON API (so the audits follow the seeded demo instead of hard-coding it). Used by the
 * route, axe and HTML checks (tests/e2e/*.spec.ts), `npm run screenshots` and Lighthouse.
 */

import { CATEGORIES } from "../app/modules/listings/categories.ts";
import { localizePath } from "../app/platform/i18n/locale.ts";

export type SiteRoute = { name: string; path: string };

async function call<T>(baseURL: string, name: string, body: object): Promise<T[]> {
  const res = await fetch(`${baseURL}/api/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST /api/${name} answered ${res.status}`);
  return (await res.json()) as T[];
}

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`The seeded demo has no ${what}`);
  return row;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export const CATEGORY_PATHS = CATEGORIES.map((c) => c.path);

/** A route's Arabic twin: the same page under /ar, named "<name> (ar)". */
export const arabicName = (name: string) => `${name} (ar)`;

/** The pages Lighthouse audits: one of each page type (point 10), and five Arabic page types. */
export const LIGHTHOUSE_PAGES = [
  "home",
  "unit list",
  "villas-for-sale-in-dubai",
  "unit detail",
  "project list",
  "project detail",
  "developer",
  "area",
  "blog list",
  "blog detail",
  "buying guide",
  "contact us",
  ...["home", "unit list", "unit detail", "blog detail", "contact us"].map(arabicName),
];

type Unit = { autoId: number; unitPageURL: string };
type Project = { projectId: number; projectURL: string };
type Blog = { autoId: number; blogURL: string; categoryName: string };
type Profile = { pageURL: string };

export async function siteRoutes(baseURL: string): Promise<SiteRoute[]> {
  const [units, projects, blogs, developers, areas] = await Promise.all([
    call<Unit>(baseURL, "GetUnitList", { pageNumber: 1, pageSize: 1 }),
    call<Project>(baseURL, "GetPropertyProjectDetails", { pageNumber: 1, pageSize: 1 }),
    call<Blog>(baseURL, "GetBlogs", { autoId: 0, categoryId: 0, pageNumber: 1, pageSize: 1 }),
    call<Profile>(baseURL, "GetAllDevelopers", { opCode: 0, developerId: 0, url: "" }),
    call<Profile>(baseURL, "GetAreaGuideList", {}),
  ]);
  // Buildings have no call of the API: the sitemap lists their pages.
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const building = /\/building\/([^<\s]+)<\/loc>/.exec(sitemap)?.[1];
  const agent = /\/agents\/([^<\s/]+)<\/loc>/.exec(sitemap)?.[1];
  return routesOf({
    unit: first(units, "unit"),
    project: first(projects, "project"),
    blog: first(blogs, "blog"),
    developer: first(developers, "developer"),
    area: first(areas, "area guide"),
    building: building ? { slug: building } : undefined,
    agent: agent ? { slug: agent } : undefined,
  });
}

/**
 * Every route with these records' addresses. A record left out (a site that has no listings or blogs yet) gives its
 * page an address that names nothing, which must answer 404 (the blog category page: a category the site may not have).
 */
export function routesOf(found: { unit?: Unit; project?: Project; blog?: Blog; developer?: Profile; area?: Profile; building?: { slug: string }; agent?: { slug: string } }): SiteRoute[] {
  const unit = found.unit ?? { autoId: 999_999_999, unitPageURL: "no-such-unit" };
  const project = found.project ?? { projectId: 999_999_999, projectURL: "no-such-project" };
  const blog = found.blog ?? { autoId: 999_999_999, blogURL: "no-such-post", categoryName: "Market Insights" };
  const english: SiteRoute[] = [
    { name: "home", path: "/" },
    { name: "unit list", path: "/property-list" },
    { name: "unit list (menu filter)", path: "/property-list?unitType=1&purpose=1" },
    { name: "unit detail", path: `/property/${unit.unitPageURL}/${unit.autoId}` },
    { name: "project list", path: "/project-list" },
    { name: "project detail", path: `/project/${project.projectURL}/${project.projectId}` },
    { name: "blog list", path: "/blogs" },
    { name: "blog category", path: `/blogs/${slug(blog.categoryName)}` },
    { name: "blog detail", path: `/blogs/${blog.blogURL}/${blog.autoId}` },
    { name: "developers", path: "/developers" },
    { name: "developer", path: `/developer/${found.developer?.pageURL ?? "no-such-developer"}` },
    { name: "agents", path: "/agents" },
    { name: "agent detail", path: `/agents/${found.agent?.slug ?? "no-such-agent"}` },
    { name: "areas", path: "/areas" },
    { name: "area", path: `/area/${found.area?.pageURL ?? "no-such-area"}` },
    { name: "about us", path: "/about-us" },
    { name: "contact us", path: "/contact-us" },
    { name: "faq", path: "/faq" },
    { name: "privacy policy", path: "/privacy-policy" },
    { name: "terms", path: "/terms-condition" },
    { name: "careers", path: "/careers" },
    ...CATEGORY_PATHS.map((p) => ({ name: p, path: `/${p}` })),
    { name: "buying guide", path: "/buying-a-property-in-dubai" },
    { name: "renting guide", path: "/renting-a-property-in-dubai" },
    { name: "property management", path: "/property-management" },
    { name: "communities", path: "/communities" },
    { name: "market", path: "/market" },
    { name: "building detail", path: `/building/${found.building?.slug ?? "no-such-building"}` },
  ];
  return [...english, ...english.map(({ name, path }) => ({ name: arabicName(name), path: localizePath(path, "ar") }))];
}
