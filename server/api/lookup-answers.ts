/**
 * The option lists, the blog list, the area guides and the developers
 * (app/modules/listings/queries/lookups.server.ts, app/modules/content/{blog,areas,developers}/queries.server.ts)
 * in the spec's field names: the only place those names are written. As in listing-answers.ts,
 * each function writes its fields in the order the answers have always had them (JSON keeps an
 * object's order), so the API's clients see no change when the pages' names do;
 * tests/integration/api-lookups.test.ts reads them on both databases.
 */
import type { Option } from "../../app/modules/listings/queries/lookups.server.ts";
import type { listActiveProjectOptions, listAreaOptions, listCompletionYears, listCountries } from "../../app/modules/listings/queries/lookups.server.ts";
import type { BlogItem } from "../../app/modules/content/blog/queries.server.ts";
import type { listAreaGuides } from "../../app/modules/content/areas/queries.server.ts";
import type { DeveloperItem } from "../../app/modules/content/developers/queries.server.ts";

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** Each simple list names its option's text after the list (bedrooms share the types' `type`). */
export const apiPurposes = (rows: Option[]) => rows.map((o) => ({ autoId: o.id, purpose: o.name }));
export const apiStatuses = (rows: Option[]) => rows.map((o) => ({ autoId: o.id, status: o.name }));
export const apiTypes = (rows: Option[]) => rows.map((o) => ({ autoId: o.id, type: o.name }));
export const apiBathrooms = (rows: Option[]) => rows.map((o) => ({ autoId: o.id, bathroom: o.name }));
export const apiBlogCategories = (rows: Option[]) => rows.map((o) => ({ autoId: o.id, categoryName: o.name }));

export const apiCompletionYears = (rows: Rows<typeof listCompletionYears>) => rows.map((y) => ({ autoId: y.id, completionYear: y.year }));

export const apiCountries = (rows: Rows<typeof listCountries>) =>
  rows.map((c) => ({ countryID: c.id, countryName: c.name, countryISDCode: c.isdCode, countryISOCode: c.isoCode }));

export const apiProjectOptions = (rows: Rows<typeof listActiveProjectOptions>) =>
  rows.map((p) => ({ projectId: p.id, projectName: p.name, projectURL: p.slug }));

/** The spec gives an area's id twice (`autoId`, `areaId`) and its page both as a path and as a slug. */
export const apiAreas = (rows: Rows<typeof listAreaOptions>) =>
  rows.map((a) => ({
    autoId: a.id,
    areaId: a.id,
    area: a.name,
    emiratesName: a.emirate,
    areaDescription: a.descriptionHtml,
    imageURL: a.image,
    isActive: a.isActive,
    url: `/area/${a.slug}`,
    pageURL: a.slug,
  }));

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A post of GetBlogs; `totalRecord` is the count of posts matching the filter. The day and the
 * month-and-year come apart (`dayPart` "07", `dayMonth` "Nov 2026") because the original card shows
 * them so; our pages format the date themselves, in the page's language.
 */
export function apiBlog(b: BlogItem, totalRecord: number) {
  const d = new Date(b.createdOn);
  return {
    autoId: b.id,
    categoryId: b.categoryId,
    categoryName: b.category,
    title: b.title,
    titleAr: b.titleAr,
    createdOn: b.createdOn,
    imagesPath: b.image,
    description: b.description,
    descriptionAr: b.descriptionAr,
    dayPart: String(d.getUTCDate()).padStart(2, "0"),
    dayMonth: `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
    blogURL: b.slug,
    totalRecord,
  };
}

/** An area guide of GetAreaGuideList: the spec's fields, and the Arabic texts, logo and count of projects it has always carried besides. */
export const apiAreaGuides = (rows: Rows<typeof listAreaGuides>) =>
  rows.map((a) => ({
    areaId: a.id,
    pageURL: a.slug,
    area: a.name,
    areaAr: a.nameAr,
    imageURL: a.image,
    logoURL: a.logo,
    areaDescription: a.descriptionHtml,
    areaDescriptionAr: a.descriptionHtmlAr,
    emiratesName: a.emirate,
    projectCount: a.projectCount,
  }));

/**
 * A developer of GetActiveDevelopers and GetAllDevelopers: `developersUnits` counts its active
 * projects (the cards' 'N Projects'); the Arabic name is the pages' only.
 */
export const apiDevelopers = (rows: DeveloperItem[]) =>
  rows.map((d) => ({
    developersId: d.id,
    developersName: d.name,
    developersUnits: d.projectCount,
    logoPath: d.logo,
    pageURL: d.slug,
    description: d.descriptionHtml,
  }));
