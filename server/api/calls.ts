/**
 * The JSON API of spec section 7: every call is `POST /api/<Name>` with a JSON body.
 * Each entry pairs the body's zod schema with the query it runs; docs/api.md lists them.
 */
import type { Request } from "express";
import type { Logger } from "pino";
import { z } from "zod";
import type { Db } from "../../app/platform/db/client.server.ts";
import type { LeadRequestInfo } from "../../app/modules/leads/lead-guard.server.ts";
import * as lookups from "../../app/modules/listings/queries/lookups.server.ts";
import { listAreaGuides } from "../../app/modules/content/areas/queries.server.ts";
import { listDevelopers } from "../../app/modules/content/developers/queries.server.ts";
import { listBlogs } from "../../app/modules/content/blog/queries.server.ts";
import { getUnitDetails, searchUnits } from "../../app/modules/listings/queries/units.server.ts";
import { getProject, getPaymentPlan, searchProjects } from "../../app/modules/listings/queries/projects.server.ts";
import { listAmenities, listDetails, listMedia, listPlaces } from "../../app/modules/listings/queries/listing-children.server.ts";
import { apiAmenities, apiDetails, apiMedia, apiPlaces, apiProject, apiUnit, apiUnitDetails, mediaKind } from "./listing-answers.ts";
import {
  apiAreaGuides,
  apiAreas,
  apiBathrooms,
  apiBlog,
  apiBlogCategories,
  apiCompletionYears,
  apiCountries,
  apiDevelopers,
  apiProjectOptions,
  apiPurposes,
  apiStatuses,
  apiTypes,
} from "./lookup-answers.ts";
import {
  idField,
  idListField,
  normaliseProjectCriteria,
  normaliseUnitCriteria,
  projectCriteriaSchema,
  unitCriteriaSchema,
} from "../../app/modules/listings/search/search-criteria.ts";
import { MAX_API_PAGE_SIZE } from "../../app/platform/constants.ts";

/** `lead`: the lead protection's view of this request (server/lead-protection.ts), for the lead calls. */
export type ApiContext = { db: Db; req: Request; logger: Logger; lead: LeadRequestInfo };
export type ApiCall<S extends z.ZodType = z.ZodType> = {
  schema: S;
  /** Calls that store something: they need the anti-forgery header, a form stamp and the lead rate limit. */
  kind: "read" | "lead";
  run: (ctx: ApiContext, body: z.output<S>) => Promise<unknown>;
};

export function call<S extends z.ZodType>(
  schema: S,
  run: (ctx: ApiContext, body: z.output<S>) => Promise<unknown>,
  kind: ApiCall["kind"] = "read",
): ApiCall {
  return { schema, kind, run } as ApiCall;
}

const opcodeOnly = z.object({ opcode: idField.optional(), opCode: idField.optional() });
const pathType = z.enum(["Image", "Video", ""]).optional();
const unitKey = z.object({ unitId: idField.optional(), autoId: idField.optional(), pathType }).refine((b) => Boolean(b.unitId || b.autoId), {
  message: "unitId is required",
  path: ["unitId"],
});
const projectKey = z.object({ projectId: idField.optional(), autoId: idField.optional(), opCode: idField.optional(), pathType }).refine(
  (b) => Boolean(b.projectId || b.autoId),
  { message: "projectId is required", path: ["projectId"] },
);
const developerRequest = z.object({
  opCode: idField.optional(),
  developerId: idField.default(0),
  url: z.string().trim().max(200).default(""),
});

export const readCalls: Record<string, ApiCall> = {
  GetPurposeList: call(opcodeOnly, async ({ db }) => apiPurposes(await lookups.listPurposes(db))),
  GetPropertyStatusList: call(opcodeOnly, async ({ db }) => apiStatuses(await lookups.listStatuses(db))),
  GetUnitTypeList: call(opcodeOnly, async ({ db }) => apiTypes(await lookups.listPropertyTypes(db))),
  GetPropertyBedroomList: call(opcodeOnly, async ({ db }) => apiTypes(await lookups.listBedrooms(db))),
  GetPropertyBathroomList: call(opcodeOnly, async ({ db }) => apiBathrooms(await lookups.listBathrooms(db))),
  BlogCategoryList: call(opcodeOnly, async ({ db }) => apiBlogCategories(await lookups.listBlogCategories(db))),
  GetCountryList: call(opcodeOnly, async ({ db }) => apiCountries(await lookups.listCountries(db))),
  GetActiveProjectList: call(opcodeOnly, async ({ db }) => apiProjectOptions(await lookups.listActiveProjectOptions(db))),
  GetProjectCompletionYearList: call(opcodeOnly, async ({ db }) => apiCompletionYears(await lookups.listCompletionYears(db))),
  GetPropertiesAreaList: call(
    z.object({ opcode: idField.optional(), areaType: z.enum(["Projects", "Units", ""]).default("") }),
    async ({ db }, b) => apiAreas(await lookups.listAreaOptions(db, b.areaType)),
  ),
  GetAreaGuideList: call(z.object({ url: z.string().trim().max(200).default("") }), async ({ db }, b) => apiAreaGuides(await listAreaGuides(db, { url: b.url }))),
  GetActiveDevelopers: call(developerRequest, async ({ db }, b) => apiDevelopers(await listDevelopers(db, { activeOnly: true, developerId: b.developerId, url: b.url }))),
  GetAllDevelopers: call(developerRequest, async ({ db }, b) => apiDevelopers(await listDevelopers(db, { developerId: b.developerId, url: b.url }))),
  GetBlogs: call(
    z.object({
      autoId: idField.default(0),
      categoryId: idField.default(0),
      pageNumber: idField.default(1),
      pageSize: idField.pipe(z.number().max(MAX_API_PAGE_SIZE)).default(MAX_API_PAGE_SIZE),
    }),
    async ({ db }, { autoId, ...b }) => {
      const { rows, total } = await listBlogs(db, { ...b, id: autoId, pageSize: b.pageSize || MAX_API_PAGE_SIZE });
      return rows.map((r) => apiBlog(r, total));
    },
  ),
  GetUnitList: call(unitCriteriaSchema, async ({ db }, b) => {
    const { rows, total } = await searchUnits(db, normaliseUnitCriteria(b));
    return rows.map((u) => apiUnit(u, total));
  }),
  GetUnitDetails: call(
    z.object({ unitId: idField.pipe(z.number().min(1, "unitId is required")), beds: idListField.optional(), bathroom: idListField.optional() }),
    async ({ db }, b) => {
      const unit = await getUnitDetails(db, b.unitId);
      return unit ? [apiUnitDetails(unit)] : [];
    },
  ),
  GetUnitDetailsList: call(unitKey, async ({ db }, b) => apiDetails(await listDetails(db, "unit", b.unitId || b.autoId || 0))),
  GetUnitImages: call(unitKey, async ({ db }, b) => apiMedia(await listMedia(db, "unit", b.unitId || b.autoId || 0, mediaKind(b.pathType)))),
  GetUnitAmenitiesList: call(unitKey, async ({ db }, b) => apiAmenities(await listAmenities(db, "unit", b.unitId || b.autoId || 0))),
  GetUnitPlacesNearByList: call(unitKey, async ({ db }, b) => apiPlaces(await listPlaces(db, "unit", b.unitId || b.autoId || 0))),
  GetPropertyProjectDetails: call(projectCriteriaSchema, async ({ db }, b) => {
    const { rows, total } = await searchProjects(db, normaliseProjectCriteria(b));
    return rows.map((p) => apiProject(p, total));
  }),
  GetProjectDetails: call(
    z.object({ projectId: idField.pipe(z.number().min(1, "projectId is required")) }),
    async ({ db }, b) => {
      const project = await getProject(db, b.projectId);
      return project ? [apiProject(project, 1, await getPaymentPlan(db, b.projectId))] : [];
    },
  ),
  GetProjectDetailsList: call(projectKey, async ({ db }, b) => apiDetails(await listDetails(db, "project", b.projectId || b.autoId || 0))),
  GetProjectImages: call(projectKey, async ({ db }, b) => apiMedia(await listMedia(db, "project", b.projectId || b.autoId || 0, mediaKind(b.pathType)))),
  GetProjectAmenitiesList: call(projectKey, async ({ db }, b) => apiAmenities(await listAmenities(db, "project", b.projectId || b.autoId || 0))),
  GetProjectPlacesNearByList: call(projectKey, async ({ db }, b) => apiPlaces(await listPlaces(db, "project", b.projectId || b.autoId || 0))),
};
