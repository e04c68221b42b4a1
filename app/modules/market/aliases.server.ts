/**
 * The market's place aliases as the back office edits them (/admin/market): add one, point one at
 * another place, delete one. Each change re-matches the rows already stored, so the pages need no
 * new import: the DLD names the alias covers (those whose folded name is its key: an area alias's
 * `dld_area`, a project alias's `dld_project`) are read as distinct values, folded here, and every
 * row bearing one is placed again by a PlaceMatcher loaded after the change, exactly as an import
 * would place it (the area, the project within it, the building within it, created if new). A
 * deleted alias therefore un-matches only the rows that matched through it; a name that is also an
 * area's own name goes back to that area. The alias, the rows and the audit entry are written in
 * one transaction; then the figures of every place that gained or lost rows are recomputed, and
 * the data version moves again so the pages drop figures cached in between.
 */
import { sql } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import type { MarketScope } from "../../platform/db/schema.ts";
import { writeChange, type Tx } from "../../platform/cache/write.server.ts";
import { recordAudit } from "../staff/index.server.ts";
import type { Actor } from "../staff/index.ts";
import { foldName } from "./dld-rows.ts";
import { PlaceMatcher } from "./places.server.ts";
import { refreshMarketStats } from "./stats.server.ts";
import type { AliasForm, AliasKind } from "./alias-forms.ts";

/** A refusal to show beside a field of the form (`alias`: the name; `place`: the chosen place). */
export class AliasError extends Error {
  readonly field: "alias" | "place";
  constructor(field: "alias" | "place", message: string) {
    super(message);
    this.field = field;
    this.name = "AliasError";
  }
}

type Touched = Record<MarketScope, Set<number>>;
/** What a change did to the stored rows: how many were placed again. */
type Rematched = { rows: number };
type Options = { now?: Date };

const NAMES_PER_QUERY = 500;
const TARGET_TABLE = { area: "areas", project: "projects" } as const;

async function checkTarget(trx: Tx, kind: AliasKind, targetId: number): Promise<void> {
  const found = await trx.selectFrom(TARGET_TABLE[kind]).select("id").where("id", "=", targetId).executeTakeFirst();
  if (!found) throw new AliasError("place", `There is no such ${kind} on the site; choose one from the list.`);
}

async function aliasOf(trx: Tx, id: number) {
  const row = await trx.selectFrom("market_place_aliases").select(["id", "kind", "alias", "alias_key", "target_id"]).where("id", "=", id).executeTakeFirst();
  if (!row || row.kind === "building") throw new AliasError("place", "This alias no longer exists.");
  return { ...row, kind: row.kind as AliasKind, target_id: Number(row.target_id) };
}

/** Runs the change and the re-match in one transaction, then recomputes the figures of the places it moved rows between. */
async function changeAndRematch(db: Db, now: Date, change: (trx: Tx) => Promise<{ kind: AliasKind; key: string }>): Promise<Rematched> {
  const touched: Touched = { area: new Set(), building: new Set(), project: new Set() };
  const rows = await writeChange(db, async (trx) => {
    const { kind, key } = await change(trx);
    return rematchRows(trx, kind, key, touched, now);
  });
  if (rows > 0) {
    const list = (s: Set<number>) => [...s];
    await refreshMarketStats(db, { area: list(touched.area), building: list(touched.building), project: list(touched.project) }, { now });
    // The figures were written after the change's commit: pages cached in between drop them now.
    await writeChange(db, async () => undefined);
  }
  return { rows };
}

export async function createMarketAlias(db: Db, actor: Actor, form: AliasForm, opts: Options = {}): Promise<Rematched & { id: number }> {
  const now = opts.now ?? new Date();
  const { kind, targetId } = form.place;
  const key = foldName(form.alias);
  let id = 0;
  const done = await changeAndRematch(db, now, async (trx) => {
    const taken = await trx.selectFrom("market_place_aliases").select("alias").where("kind", "=", kind).where("alias_key", "=", key).executeTakeFirst();
    if (taken) throw new AliasError("alias", `“${taken.alias}” is already an ${kind} alias with the same letters and digits; change its place in the table instead.`);
    await checkTarget(trx, kind, targetId);
    const row = await trx.insertInto("market_place_aliases").values({ kind, alias: form.alias, alias_key: key, target_id: targetId }).returning("id").executeTakeFirstOrThrow();
    id = Number(row.id);
    await recordAudit(trx, actor, { action: "create", entity: "market alias", entityId: id, before: null, after: { kind, alias: form.alias, targetId } }, now);
    return { kind, key };
  });
  return { ...done, id };
}

export async function retargetMarketAlias(db: Db, actor: Actor, id: number, form: { place: { kind: AliasKind; targetId: number } }, opts: Options = {}): Promise<Rematched> {
  const now = opts.now ?? new Date();
  return changeAndRematch(db, now, async (trx) => {
    const alias = await aliasOf(trx, id);
    const { kind, targetId } = form.place;
    if (kind !== alias.kind) throw new AliasError("place", `This is an ${alias.kind} alias: choose an ${alias.kind}.`);
    await checkTarget(trx, kind, targetId);
    await trx.updateTable("market_place_aliases").set({ target_id: targetId }).where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "update", entity: "market alias", entityId: id, before: { targetId: alias.target_id }, after: { targetId } }, now);
    return { kind, key: alias.alias_key };
  });
}

export async function deleteMarketAlias(db: Db, actor: Actor, id: number, opts: Options = {}): Promise<Rematched> {
  const now = opts.now ?? new Date();
  return changeAndRematch(db, now, async (trx) => {
    const alias = await aliasOf(trx, id);
    await trx.deleteFrom("market_place_aliases").where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "delete", entity: "market alias", entityId: id, before: { kind: alias.kind, alias: alias.alias, targetId: alias.target_id }, after: null }, now);
    return { kind: alias.kind, key: alias.alias_key };
  });
}

type Table = "market_sales" | "market_rents";
type Names = { dld_area: string; dld_project: string | null; dld_building: string | null };
type Placement = { area_id: number | null; project_id: number | null; building_id: number | null };

/** The stored DLD names (of the alias's column) that fold to `key`: a few spellings among thousands of names. */
async function namesWithKey(trx: Tx, table: Table, kind: AliasKind, key: string): Promise<string[]> {
  const column = kind === "area" ? "dld_area" : "dld_project";
  const rows = await trx.selectFrom(table).select(`${column} as name`).distinct().where(column, "is not", null).execute();
  return rows.map((r) => r.name).filter((n): n is string => n !== null && foldName(n) === key);
}

/** Each distinct set of names among the rows bearing one of `names`, with where those rows are now. */
async function combos(trx: Tx, table: Table, kind: AliasKind, names: string[]): Promise<Array<Names & Placement>> {
  const column = kind === "area" ? "dld_area" : "dld_project";
  if (table === "market_sales") {
    return trx.selectFrom("market_sales").select(["dld_area", "dld_project", "dld_building", "area_id", "project_id", "building_id"]).distinct().where(column, "in", names).execute();
  }
  const rows = await trx.selectFrom("market_rents").select(["dld_area", "dld_project", "area_id", "project_id", "building_id"]).distinct().where(column, "in", names).execute();
  return rows.map((r) => ({ ...r, dld_building: null }));
}

async function rematchRows(trx: Tx, kind: AliasKind, key: string, touched: Touched, now: Date): Promise<number> {
  const matcher = await PlaceMatcher.load(trx, now);
  let moved = 0;
  for (const table of ["market_sales", "market_rents"] as const) {
    const names = await namesWithKey(trx, table, kind, key);
    for (let i = 0; i < names.length; i += NAMES_PER_QUERY) {
      for (const c of await combos(trx, table, kind, names.slice(i, i + NAMES_PER_QUERY))) {
        const areaId = matcher.areaOf(c.dld_area);
        const project = matcher.projectOf(areaId, c.dld_project);
        // Rents carry no building (the importer places only sales in buildings).
        const buildingId = table === "market_sales" ? await matcher.buildingOf(trx, areaId, c.dld_building, null, project) : null;
        const next: Placement = { area_id: areaId, project_id: project?.id ?? null, building_id: buildingId };
        if (samePlace(c, next)) continue;
        moved += await movePlaced(trx, table, c, next);
        note(touched, c, next);
      }
    }
  }
  return moved;
}

const SCOPE_COLUMN = { area: "area_id", project: "project_id", building: "building_id" } as const;

const samePlace = (a: Placement, b: Placement) => (["area", "project", "building"] as const).every((s) => num(a[SCOPE_COLUMN[s]]) === num(b[SCOPE_COLUMN[s]]));
const num = (v: number | null) => (v === null ? null : Number(v));

/** The places that gained or lost rows: both ends of every move, per scope that changed. */
function note(touched: Touched, from: Placement, to: Placement): void {
  for (const scope of ["area", "project", "building"] as const) {
    const a = num(from[SCOPE_COLUMN[scope]]);
    const b = num(to[SCOPE_COLUMN[scope]]);
    if (a === b) continue;
    if (a !== null) touched[scope].add(a);
    if (b !== null) touched[scope].add(b);
  }
}

/**
 * Places the rows of one set of names that are where `from` says. Filtering on the current area
 * lets both databases go through the (area_id, month) index rather than read the whole table.
 */
async function movePlaced(trx: Tx, table: Table, from: Names & Placement, to: Placement): Promise<number> {
  const result = await trx
    .updateTable(table)
    .set(to)
    .where("area_id", from.area_id === null ? "is" : "=", from.area_id)
    .where("project_id", from.project_id === null ? "is" : "=", from.project_id)
    .where("building_id", from.building_id === null ? "is" : "=", from.building_id)
    .where("dld_area", "=", from.dld_area)
    .where("dld_project", from.dld_project === null ? "is" : "=", from.dld_project)
    // Only sales name a building (a column the rents' table lacks, hence the plain reference).
    .$if(table === "market_sales", (q) => q.where(sql.ref<string | null>("dld_building"), from.dld_building === null ? "is" : "=", from.dld_building))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
