/**
 * A search submitted with typed text and no place picked (`q`: the form without JavaScript, or
 * text typed past the suggestions): the list resolves it to the best place the index finds and
 * redirects to the list filtered by it, so the filtered address is the one cached and shared.
 * Text that finds nothing leaves the list as it was, without `q`.
 */
import { redirect } from "react-router";
import type { Db } from "../../../platform/db/client.server.ts";
import { bestPlace } from "../../places/index.server.ts";
import { PROJECT_PLACES } from "../search/place-choice.ts";

const UNIT_PARAMS = { area: "area", building: "building", project: "project", developer: "developerId" } as const;
const PROJECT_PARAMS: Partial<Record<keyof typeof UNIT_PARAMS, string>> = { area: "area", project: "projectId", developer: "developersId" };
const PLACE_PARAMS = ["area", "building", "project", "projectId", "developerId", "developersId"];

/** Throws the redirect to the list filtered by the place `q` names, when the URL has a `q`. */
export async function resolvePlaceQuery(db: Db, url: URL, list: "units" | "projects"): Promise<void> {
  const text = url.searchParams.get("q");
  if (text === null) return;
  const p = new URLSearchParams(url.search);
  p.delete("q");
  // The hidden area field goes along empty ("0"): only a place actually set wins over the text.
  const placed = PLACE_PARAMS.some((name) => Number(p.get(name)) > 0);
  const best = placed || !text.trim() ? null : await bestPlace(db, text.slice(0, 100), list === "units" ? undefined : PROJECT_PLACES);
  const param = best && (list === "units" ? UNIT_PARAMS : PROJECT_PARAMS)[best.kind];
  if (best && param) {
    for (const name of PLACE_PARAMS) p.delete(name);
    p.set(param, String(best.id));
  }
  for (const [name, value] of [...p]) if (value === "" || value === "0") p.delete(name);
  const qs = p.toString().replace(/%2C/g, ",");
  throw redirect(`${url.pathname}${qs ? `?${qs}` : ""}`);
}
