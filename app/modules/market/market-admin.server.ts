/**
 * What /admin/market reads: the area and project aliases with the place each points at, the
 * site's areas and projects to choose from, and the imports so far (read only). The review list of
 * unmatched names is places.server.ts's `unmatchedPlaces`.
 */
import { z } from "zod";
import type { Db } from "../../platform/db/client.server.ts";
import type { AliasKind } from "./alias-forms.ts";

type AliasRow = { id: number; kind: AliasKind; alias: string; targetId: number; targetName: string | null };
type PlaceChoice = { id: number; name: string; note: string | null };

export async function listMarketAliases(db: Db): Promise<AliasRow[]> {
  const [aliases, areas, projects] = await Promise.all([
    db.selectFrom("market_place_aliases").select(["id", "kind", "alias", "target_id"]).where("kind", "in", ["area", "project"]).orderBy("kind").orderBy("alias_key").execute(),
    db.selectFrom("areas").select(["id", "name"]).execute(),
    db.selectFrom("projects").select(["id", "name"]).execute(),
  ]);
  const names = { area: new Map(areas.map((a) => [Number(a.id), a.name])), project: new Map(projects.map((p) => [Number(p.id), p.name])) };
  return aliases.map((a) => {
    const kind = a.kind as AliasKind;
    return { id: Number(a.id), kind, alias: a.alias, targetId: Number(a.target_id), targetName: names[kind].get(Number(a.target_id)) ?? null };
  });
}

/** The site's areas (those not shown marked) and projects (with their area), by name. */
export async function marketPlaceChoices(db: Db): Promise<Record<AliasKind, PlaceChoice[]>> {
  const [areas, projects] = await Promise.all([
    db.selectFrom("areas").select(["id", "name", "is_active"]).orderBy("name").orderBy("id").execute(),
    db.selectFrom("projects as p").leftJoin("areas as a", "a.id", "p.area_id").select(["p.id", "p.name", "a.name as area"]).orderBy("p.name").orderBy("p.id").execute(),
  ]);
  return {
    area: areas.map((a) => ({ id: Number(a.id), name: a.name, note: Number(a.is_active) === 1 ? null : "not shown" })),
    project: projects.map((p) => ({ id: Number(p.id), name: p.name, note: p.area })),
  };
}

type ImportRow = { id: number; kind: string; source: string; startedAt: string; status: string; rowsRead: number; rowsKept: number; skipped: Array<[reason: string, rows: number]>; error: string | null };

const skippedSchema = z.record(z.string(), z.number()).catch({});
const IMPORTS_SHOWN = 30;

/** The latest imports first, with their rows skipped by reason, most first. */
export async function listMarketImports(db: Db): Promise<ImportRow[]> {
  const rows = await db
    .selectFrom("market_imports")
    .select(["id", "kind", "source", "started_at", "status", "rows_read", "rows_kept", "skipped_json", "error"])
    .orderBy("id", "desc")
    .limit(IMPORTS_SHOWN)
    .execute();
  return rows.map((r) => {
    let skipped: Record<string, number> = {};
    try {
      skipped = skippedSchema.parse(JSON.parse(r.skipped_json));
    } catch {
      // Counts cut short while written show as none; the row counts still stand.
    }
    return {
      id: Number(r.id), kind: r.kind, source: r.source, startedAt: r.started_at, status: r.status, rowsRead: Number(r.rows_read), rowsKept: Number(r.rows_kept),
      skipped: Object.entries(skipped).sort((a, b) => b[1] - a[1]), error: r.error,
    };
  });
}
