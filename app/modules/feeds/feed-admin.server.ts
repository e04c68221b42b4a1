/**
 * What the back office shows of the portal feeds and the one change it makes there:
 * the runs and their reports (`feed_runs`), the mapping table of feed names to our records
 * (`feed_mappings`, read by feed-lookups.server.ts at the start of every run, so a corrected
 * mapping is used by the next import) and the areas the imports created inactive.
 */
import { z } from "zod";
import type { Db } from "../../platform/db/client.server.ts";
import type { FeedMappingEntity } from "../../platform/db/schema.ts";
import { MAY_BE_EMPTY } from "./admin/feed-admin-labels.ts";
import type { MappingForm } from "./admin/feed-admin-forms.ts";
import { recordAudit } from "../staff/index.server.ts";
import type { Actor } from "../staff/index.ts";
import type { FeedReport } from "./feed-run.server.ts";

type RunSummary = {
  id: number;
  source: string;
  format: string | null;
  status: string;
  startedAt: string;
  finishedAt: string | null;
  entries: number;
  added: number;
  updated: number;
  unchanged: number;
  unpublished: number;
  rejected: number;
  photosPending: number;
  error: string | null;
};

const RUN_COLUMNS = [
  "id", "source", "format", "status", "started_at", "finished_at", "entries", "added", "updated", "unchanged", "unpublished", "rejected", "photos_pending", "error",
] as const;

function summary(r: { id: number; source: string; format: string | null; status: string; started_at: string; finished_at: string | null; entries: number; added: number; updated: number; unchanged: number; unpublished: number; rejected: number; photos_pending: number; error: string | null }): RunSummary {
  return {
    id: Number(r.id), source: r.source, format: r.format, status: r.status, startedAt: r.started_at, finishedAt: r.finished_at, entries: Number(r.entries),
    added: Number(r.added), updated: Number(r.updated), unchanged: Number(r.unchanged), unpublished: Number(r.unpublished), rejected: Number(r.rejected),
    photosPending: Number(r.photos_pending), error: r.error,
  };
}

const RUNS_PAGE = 30;

/** The latest runs first, a page at a time (`before`: the last id of the previous page). */
export async function listFeedRuns(db: Db, before?: number): Promise<{ runs: RunSummary[]; more: boolean }> {
  const rows = await db
    .selectFrom("feed_runs")
    .select(RUN_COLUMNS)
    .$if(before !== undefined, (q) => q.where("id", "<", before!))
    .orderBy("id", "desc")
    .limit(RUNS_PAGE + 1)
    .execute();
  return { runs: rows.slice(0, RUNS_PAGE).map(summary), more: rows.length > RUNS_PAGE };
}

const reportSchema = z.object({
  format: z.string().nullable().catch(null),
  rejections: z.array(z.object({ ref: z.string(), entry: z.number(), reasons: z.array(z.string()) })).catch([]),
  notes: z.array(z.object({ ref: z.string(), note: z.string() })).catch([]),
  deletedNotFound: z.number().catch(0),
  photoFailures: z.array(z.object({ url: z.string(), error: z.string() })).catch([]),
  areasCreated: z.array(z.string()).catch([]),
  agentsCreated: z.array(z.string()).catch([]),
  developersCreated: z.array(z.string()).catch([]),
  projectsCreated: z.array(z.string()).catch([]),
  unmatchedDevelopers: z.array(z.string()).catch([]),
  unmatchedProjects: z.array(z.string()).catch([]),
});

const EMPTY_REPORT = reportSchema.parse({});

/** One run with its stored report (rejections with their reasons, notes, names not matched). */
export async function readFeedRun(db: Db, id: number): Promise<(RunSummary & { report: FeedReport }) | null> {
  const row = await db.selectFrom("feed_runs").select([...RUN_COLUMNS, "report_json"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  let report: FeedReport = EMPTY_REPORT as FeedReport;
  try {
    report = reportSchema.parse(JSON.parse(row.report_json)) as FeedReport;
  } catch {
    // A report that is not JSON (cut short while written) shows as empty; the counts still stand.
  }
  return { ...summary(row), report };
}

type MappingRow = { sourceName: string; targetId: number | null; targetName: string | null; targetActive: boolean | null; origin: "auto" | "created" | "admin"; updatedAt: string };
type TargetChoice = { id: number; name: string; note: string | null };

const TARGET_TABLE = { area: "areas", developer: "developers", project: "projects", agent: "agents" } as const;

/** Our records a feed name of this kind can be mapped to, by name. */
export async function mappingChoices(db: Db, entity: FeedMappingEntity): Promise<TargetChoice[]> {
  if (entity === "area") {
    const rows = await db.selectFrom("areas").select(["id", "name", "is_active"]).orderBy("name").orderBy("id").execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, note: Number(r.is_active) === 1 ? null : "not shown" }));
  }
  if (entity === "agent") {
    const rows = await db.selectFrom("agents").select(["id", "name", "brn"]).orderBy("name").orderBy("id").execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, note: r.brn ? `BRN ${r.brn}` : null }));
  }
  const rows = await db.selectFrom(TARGET_TABLE[entity]).select(["id", "name"]).orderBy("name").orderBy("id").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, note: null }));
}

/** The mapping table for one kind of name, with the record each points at. */
export async function listMappings(db: Db, entity: FeedMappingEntity): Promise<MappingRow[]> {
  const rows = await db
    .selectFrom("feed_mappings")
    .select(["source_name", "target_id", "origin", "updated_at"])
    .where("entity", "=", entity)
    .orderBy("source_name")
    .execute();
  const ids = [...new Set(rows.map((r) => r.target_id).filter((x): x is number => x !== null))];
  const names = new Map<number, { name: string; active: boolean | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if (entity === "area") {
      for (const a of await db.selectFrom("areas").select(["id", "name", "is_active"]).where("id", "in", chunk).execute()) names.set(Number(a.id), { name: a.name, active: Number(a.is_active) === 1 });
    } else {
      for (const r of await db.selectFrom(TARGET_TABLE[entity]).select(["id", "name"]).where("id", "in", chunk).execute()) names.set(Number(r.id), { name: r.name, active: null });
    }
  }
  return rows.map((r) => {
    const target = r.target_id === null ? undefined : names.get(Number(r.target_id));
    return {
      sourceName: r.source_name, targetId: r.target_id === null ? null : Number(r.target_id), targetName: target?.name ?? null,
      targetActive: target?.active ?? null, origin: r.origin, updatedAt: r.updated_at,
    };
  });
}

type CreatedArea = { id: number; name: string; slug: string; feedName: string };

/** Areas an import created for a community it did not know, still not shown on the site. */
export async function inactiveFeedAreas(db: Db): Promise<CreatedArea[]> {
  const rows = await db
    .selectFrom("feed_mappings as m")
    .innerJoin("areas as a", "a.id", "m.target_id")
    .select(["a.id", "a.name", "a.page_url", "m.source_name"])
    .where("m.entity", "=", "area")
    .where("m.origin", "=", "created")
    .where("a.is_active", "=", 0)
    .orderBy("a.name")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, slug: r.page_url, feedName: r.source_name }));
}

export class MappingError extends Error {
  readonly field: "targetId" | "sourceName";
  constructor(field: "targetId" | "sourceName", message: string) {
    super(message);
    this.field = field;
    this.name = "MappingError";
  }
}

/**
 * An admin points a feed name at another of our records (or, for a developer or project, at
 * none). Only names the imports have met can be changed; the record must exist. The next run
 * reads the table afresh, and the listings whose mapped fields change are updated by it (their
 * entry's hash changes). Recorded in the audit log with the old and new target.
 */
export async function setMapping(db: Db, actor: Actor, form: MappingForm, now = new Date()): Promise<void> {
  const { entity, sourceName, targetId } = form;
  if (targetId === null && !MAY_BE_EMPTY.includes(entity)) throw new MappingError("targetId", `Choose the ${entity} this name stands for.`);
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("feed_mappings").select(["target_id", "origin"]).where("entity", "=", entity).where("source_name", "=", sourceName).executeTakeFirst();
    if (!current) throw new MappingError("sourceName", "No import has met this name; it cannot be mapped yet.");
    if (targetId !== null) {
      const exists = await trx.selectFrom(TARGET_TABLE[entity]).select("id").where("id", "=", targetId).executeTakeFirst();
      if (!exists) throw new MappingError("targetId", `There is no such ${entity}; choose one from the list.`);
    }
    await trx
      .updateTable("feed_mappings")
      .set({ target_id: targetId, origin: "admin", updated_at: now.toISOString() })
      .where("entity", "=", entity)
      .where("source_name", "=", sourceName)
      .execute();
    await recordAudit(trx, actor, { action: "map feed name", entity: `feed ${entity}`, entityId: sourceName, before: { targetId: current.target_id, origin: current.origin }, after: { targetId, origin: "admin" } }, now);
  });
}
