/**
 * A listing as table rows: the columns of a unit or a project from the schema's values, the
 * inserts of a batch (many to a statement where the new ids can be matched), the words of its
 * title the staff tables search, and the stored listing read back in the schema's input shape.
 * `state` is the life cycle; `is_active` (what the site's queries, indexes and search-total
 * triggers read) is derived from it here: 1 for the shown states, else 0.
 */
import type { Insertable } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { Database } from "../../platform/db/schema.ts";
import type { Tx } from "../../platform/cache/write.server.ts";
import { wordTerms } from "../../platform/db/search-words.ts";
import { isShownState, type ListingKind, type ListingState, type ProjectValues, type UnitValues } from "./listing-input.ts";
import { ListingError, TABLE } from "./listing-rules.server.ts";

export const BATCH = 500;

export function lifeCycle(state: ListingState, now: string, publishedAt: string | null) {
  const shown = isShownState(state);
  return { state, is_active: shown ? 1 : 0, updated_at: now, published_at: shown ? (publishedAt ?? now) : publishedAt };
}

function sharedColumns(v: UnitValues | ProjectValues) {
  return {
    crm_ref: v.crmRef,
    page_url: v.pageUrl,
    title: v.title,
    title_ar: v.titleAr,
    description_html: v.descriptionHtml,
    description_html_ar: v.descriptionHtmlAr,
    area_id: v.areaId,
    agent_id: v.agentId,
    permit_number: v.permitNumber,
    permit_authority: v.permitAuthority,
    permit_expires_on: v.permitExpiresOn,
    lat: v.lat,
    lng: v.lng,
    brochure_path: v.brochurePath,
    video_path: v.videoPath,
    map_url: v.mapUrl,
  };
}

export function unitColumns(v: UnitValues) {
  return {
    ...sharedColumns(v),
    purpose_id: v.purposeId,
    status_id: v.statusId,
    type_id: v.typeId,
    classification: v.classification,
    developer_id: v.developerId,
    project_id: v.projectId,
    building_id: v.buildingId,
    bedroom_id: v.bedroomId,
    bathroom_id: v.bathroomId,
    size_sqft: v.sizeSqft,
    price: v.price,
    rent_frequency: v.rentFrequency,
  };
}

export function projectColumns(v: ProjectValues) {
  return {
    ...sharedColumns(v),
    name: v.name,
    name_ar: v.nameAr,
    developer_id: v.developerId,
    type_id: v.typeId,
    status_id: v.statusId,
    completion_year: v.completionYear,
    completion_quarter: v.completionQuarter,
    starting_price: v.startingPrice,
    size_from_sqft: v.sizeFromSqft,
    size_to_sqft: v.sizeToSqft,
  };
}

/** The title's (a project's name's) words of each listing, as the staff tables search them; `replace` drops the old ones first. */
export async function writeTitleTerms(trx: Tx, kind: ListingKind, items: { id: number; title: string }[], replace: boolean): Promise<void> {
  if (replace) for (const { id } of items) await trx.deleteFrom("listing_title_terms").where("kind", "=", kind).where("listing_id", "=", id).execute();
  const rows = items.flatMap(({ id, title }) => wordTerms(title).map((term) => ({ kind, listing_id: id, term })));
  for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto("listing_title_terms").values(rows.slice(i, i + BATCH)).execute();
}

/** The text the staff tables search a listing by: a unit's title, a project's name. */
export const titleOf = (v: UnitValues | ProjectValues): string => ("name" in v ? v.name : v.title);

export async function insertRows(trx: Tx, kind: ListingKind, values: (UnitValues | ProjectValues)[], now: Date): Promise<number[]> {
  const stamp = now.toISOString();
  const rows = values.map((v) => {
    const times = { created_at: stamp, ...lifeCycle(v.state, stamp, null) };
    return kind === "unit"
      ? { kind, id: v.id, row: { ...(v.id && { id: v.id }), ...unitColumns(v as UnitValues), ...times, posted_on: (v as UnitValues).postedOn ?? stamp } }
      : { kind, id: v.id, row: { ...(v.id && { id: v.id }), ...projectColumns(v as ProjectValues), ...times, created_on: (v as ProjectValues).createdOn ?? stamp } };
  });
  const ids: number[] = [];
  // Rows with their own id go in many to a statement; so do rows that all carry a CRM reference
  // (an import), matched to their new ids by it (unique where set), since neither database
  // promises the order of RETURNING; the others one by one, each returning its new id.
  const withId = rows.filter((r) => r.id !== undefined);
  for (let i = 0; i < withId.length; i += BATCH) {
    const chunk = withId.slice(i, i + BATCH).map((r) => r.row);
    if (kind === "unit") await trx.insertInto("units").values(chunk as Insertable<Database["units"]>[]).execute();
    else await trx.insertInto("projects").values(chunk as Insertable<Database["projects"]>[]).execute();
  }
  const fresh = rows.filter((r) => r.id === undefined);
  const byRef = new Map<string, number>();
  if (fresh.length > 1 && fresh.every((r) => r.row.crm_ref)) {
    for (let i = 0; i < fresh.length; i += BATCH) {
      const chunk = fresh.slice(i, i + BATCH).map((r) => r.row);
      const inserted =
        kind === "unit"
          ? await trx.insertInto("units").values(chunk as Insertable<Database["units"]>[]).returning(["id", "crm_ref"]).execute()
          : await trx.insertInto("projects").values(chunk as Insertable<Database["projects"]>[]).returning(["id", "crm_ref"]).execute();
      for (const r of inserted) byRef.set(r.crm_ref!, r.id);
    }
  }
  for (const r of rows) {
    if (r.id !== undefined) {
      ids.push(r.id);
      continue;
    }
    const known = byRef.get(r.row.crm_ref ?? "");
    if (known !== undefined) {
      ids.push(known);
      continue;
    }
    const inserted =
      kind === "unit"
        ? await trx.insertInto("units").values(r.row as Insertable<Database["units"]>).returning("id").executeTakeFirstOrThrow()
        : await trx.insertInto("projects").values(r.row as Insertable<Database["projects"]>).returning("id").executeTakeFirstOrThrow();
    ids.push(inserted.id);
  }
  return ids;
}

/** The stored listing in the schema's input shape (lists left out), to validate an update as a whole. */
export async function currentInput(
  trx: Tx | Db,
  kind: ListingKind,
  id: number,
  scope: number | null = null,
): Promise<Record<string, unknown> & { state: ListingState; agentId: number; pageUrl: string; title: string; published_at: string | null }> {
  // Scoped in the query: another agent's listing is not found, exactly like a missing one.
  const row =
    kind === "unit"
      ? await trx.selectFrom("units").selectAll().where("id", "=", id).$if(scope !== null, (q) => q.where("agent_id", "=", scope!)).executeTakeFirst()
      : await trx.selectFrom("projects").selectAll().where("id", "=", id).$if(scope !== null, (q) => q.where("agent_id", "=", scope!)).executeTakeFirst();
  if (!row) throw new ListingError("not_found", `There is no ${kind} ${id}.`);
  const shared = {
    crmRef: row.crm_ref, pageUrl: row.page_url, title: row.title, titleAr: row.title_ar, descriptionHtml: row.description_html,
    descriptionHtmlAr: row.description_html_ar, areaId: row.area_id, agentId: row.agent_id, permitNumber: row.permit_number,
    permitAuthority: row.permit_authority, permitExpiresOn: row.permit_expires_on, lat: row.lat, lng: row.lng,
    brochurePath: row.brochure_path, videoPath: row.video_path, mapUrl: row.map_url, state: row.state, published_at: row.published_at,
  };
  if ("purpose_id" in row) {
    return {
      ...shared, purposeId: row.purpose_id, statusId: row.status_id, typeId: row.type_id, classification: row.classification,
      developerId: row.developer_id, projectId: row.project_id, buildingId: row.building_id, bedroomId: row.bedroom_id, bathroomId: row.bathroom_id,
      sizeSqft: row.size_sqft, price: row.price, rentFrequency: row.rent_frequency, postedOn: row.posted_on,
    };
  }
  return {
    ...shared, name: row.name, nameAr: row.name_ar, developerId: row.developer_id, typeId: row.type_id, statusId: row.status_id,
    completionYear: row.completion_year, completionQuarter: row.completion_quarter, startingPrice: row.starting_price,
    sizeFromSqft: row.size_from_sqft, sizeToSqft: row.size_to_sqft, createdOn: row.created_on,
  };
}

/** `base`, or `base-2`, `base-3` … : the first page address no listing of the kind has. */
export async function freePageUrl(trx: Tx, kind: ListingKind, base: string): Promise<string> {
  const taken = new Set(
    (await trx.selectFrom(TABLE[kind]).select("page_url").where("page_url", "like", `${base}%`).execute()).map((r) => r.page_url),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
