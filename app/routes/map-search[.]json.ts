/**
 * GET /map-search.json?kind=unit&bbox=west,south,east,north&zoom=12&<the list's filters>:
 * the clusters (at low zoom) and points (at high zoom) of a search inside the visible box, for the
 * map view. Every parameter is checked by zod, strictly (unlike the list's lenient URL): a
 * malformed one is a 400 naming it, never a 500. Same filters as the list, same query
 * (app/modules/listings/queries/map-points.server.ts), so the two always agree.
 */
import { z } from "zod";
import type { Route } from "./+types/map-search[.]json";
import { getEnv } from "../platform/env.server.ts";
import { dbContext } from "../platform/context.ts";
import { bboxField } from "../modules/listings/map/map-bbox.ts";
import { MAP_MAX_ZOOM, searchMap } from "../modules/listings/map/map-index.server.ts";
import { normaliseProjectCriteria, normaliseUnitCriteria, projectCriteriaSchema, unitCriteriaSchema } from "../modules/listings/search/search-criteria.ts";
import type { MapCriteria } from "../modules/listings/queries/map-points.server.ts";

const mapQuerySchema = z.object({
  kind: z.enum(["unit", "project"]).default("unit"),
  bbox: bboxField,
  zoom: z.string().regex(/^\d{1,2}(\.\d+)?$/, "must be a number from 0 to 22").transform(Number).pipe(z.number().max(22)).transform(Math.floor),
});

function badRequest(error: z.ZodError) {
  const issue = error.issues[0];
  return Response.json({ error: `${issue?.path.join(".") || "query"}: ${issue?.message ?? "invalid"}` }, { status: 400 });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = mapQuerySchema.safeParse(params);
  if (!query.success) return badRequest(query.error);
  // The box is where to look, not a filter of the search: the index covers the whole search.
  // Nor is the list's order: the map shows every match, and a bad `sort` is the list's to ignore.
  const { bbox: _box, kind: _kind, zoom: _zoom, sort: _sort, ...filters } = params;
  let m: MapCriteria;
  if (query.data.kind === "unit") {
    const c = unitCriteriaSchema.safeParse(filters);
    if (!c.success) return badRequest(c.error);
    m = { kind: "unit", criteria: normaliseUnitCriteria(c.data) };
  } else {
    const c = projectCriteriaSchema.safeParse(filters);
    if (!c.success) return badRequest(c.error);
    m = { kind: "project", criteria: normaliseProjectCriteria(c.data) };
  }
  const answer = await searchMap(context.get(dbContext), m, query.data.bbox, Math.min(query.data.zoom, MAP_MAX_ZOOM), {
    maxBytes: getEnv().MAP_INDEX_MAX_MB * 1024 * 1024,
  });
  return Response.json(answer, { headers: { "Cache-Control": "public, max-age=30" } });
}
