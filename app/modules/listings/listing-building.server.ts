/**
 * A unit's building, settled inside the listing's transaction (a refused save makes no building):
 * a name given by the back office or a feed is found among the buildings of the unit's area
 * (folded: "Marina Gate-1" is "MARINA GATE 1") or made there when the writer says so, and a
 * building given by id must be one of that area's. The name's fields are the writer's means, not
 * the listing's: they are gone from the values afterwards, so the audit records `buildingId`.
 */
import type { Tx } from "../../platform/cache/write.server.ts";
import { buildingAreas, buildingNamed } from "../market/index.server.ts";
import type { ListingKind, ListingValues, UnitValues } from "./listing-input.ts";
import { ListingError, type FieldErrors } from "./listing-rules.server.ts";

/** Sets each unit's `buildingId` from its `buildingName` where one is given, and checks the ids against the areas. */
export async function linkBuildings(trx: Tx, kind: ListingKind, values: ListingValues[ListingKind][], now: Date, prefixOf: (i: number) => string = () => ""): Promise<void> {
  if (kind !== "unit") return;
  const units = values as UnitValues[];
  const errors: FieldErrors = {};
  const named = new Map<string, number | null>();
  for (const [i, v] of units.entries()) {
    if (v.buildingName !== undefined) {
      const name = v.buildingName;
      const cacheKey = `${v.areaId}:${v.newBuilding ? "+" : ""}${name}`;
      let id = name === null ? null : named.get(cacheKey);
      if (id === undefined && name !== null) {
        const create = v.newBuilding ? { nameAr: v.buildingNameAr, projectId: v.projectId, developerId: v.developerId, now } : undefined;
        id = await buildingNamed(trx, v.areaId, name, create);
        named.set(cacheKey, id);
        if (id === null) errors[`${prefixOf(i)}buildingName`] = [`No building of this area is called “${name}”: choose one from the list, or tick “New building” to add it.`];
      }
      v.buildingId = id ?? null;
    }
    delete v.buildingName;
    delete v.newBuilding;
    delete (v as Partial<UnitValues>).buildingNameAr;
  }
  const areas = await buildingAreas(trx, [...new Set(units.map((v) => v.buildingId).filter((x): x is number => x !== null))]);
  for (const [i, v] of units.entries()) {
    if (v.buildingId === null || errors[`${prefixOf(i)}buildingName`]) continue;
    const area = areas.get(v.buildingId);
    if (area !== v.areaId) errors[`${prefixOf(i)}buildingId`] = [area === undefined ? `No such building: ${v.buildingId}.` : "That building is in another area: choose one of the unit's area."];
  }
  if (Object.keys(errors).length) throw new ListingError("invalid", "The unit was not saved: please correct the marked fields.", errors);
}
