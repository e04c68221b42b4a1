/**
 * The stored quality score: computed from what is in the database (the listing's row and the
 * counts of its media), so every writer gets the same score whatever part of the listing it
 * changed. The write path calls `refreshQualityScores` in its own transaction (create, update,
 * duplicate, the media screens); the quality job (quality-job.server.ts) fills in rows scored
 * with older rules and follows the permits' clock.
 */
import { sql } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import { htmlToText } from "../../../platform/i18n/format.ts";
import { ownerColumn } from "../queries/listing-children.server.ts";
import { QUALITY_RULES_VERSION, scoreListing, type QualityFacts, type QualityResult } from "./quality-score.ts";

type Kind = "unit" | "project";
const TABLE = { unit: "units", project: "projects" } as const;
/** Ids per statement (well under both databases' limits on bound values). */
const CHUNK = 500;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

type StoredFacts = QualityFacts & { id: number; stored: number; rules: number };

/** The facts of the listings `ids` (those that exist), with their stored score. */
async function readFacts(db: Db, kind: Kind, ids: number[]): Promise<StoredFacts[]> {
  const rows = await db
    // Typed as units: every column read here but the title (named by sql.ref) is shared by both tables.
    .selectFrom(`${TABLE[kind]} as l` as "units as l")
    .innerJoin("property_types as t", "t.id", "l.type_id")
    // A project's title is its name (its `title` is a tag line), as its table and pages show it.
    .select([sql<string>`${sql.ref(kind === "project" ? "l.name" : "l.title")}`.as("title"), sql<string | null>`${sql.ref(kind === "project" ? "l.name_ar" : "l.title_ar")}`.as("title_ar")])
    .select(["l.id", "t.name as type_name", "l.description_html", "l.description_html_ar", "l.lat", "l.lng", "l.permit_number", "l.permit_expires_on", "l.video_path", "l.quality_score", "l.quality_rules"])
    .where("l.id", "in", ids)
    .execute();
  const column = ownerColumn(kind);
  const counts = await db
    .selectFrom("listing_media")
    .select([column, "kind", (eb) => eb.fn.countAll<number>().as("n")])
    .where(column, "in", ids)
    .groupBy([column, "kind"])
    .execute();
  const count = (id: number, mediaKind: string) => Number(counts.find((c) => c[column] === id && c.kind === mediaKind)?.n ?? 0);
  return rows.map((r) => ({
    id: r.id,
    stored: r.quality_score,
    rules: r.quality_rules,
    kind,
    typeName: r.type_name,
    title: r.title,
    titleAr: r.title_ar,
    description: htmlToText(r.description_html),
    descriptionAr: r.description_html_ar === null ? null : htmlToText(r.description_html_ar),
    photos: count(r.id, "photo"),
    floorPlans: count(r.id, "floor_plan"),
    videos: count(r.id, "video") + (r.video_path ? 1 : 0),
    hasPin: r.lat !== null && r.lng !== null,
    permitNumber: r.permit_number,
    permitExpiresOn: r.permit_expires_on,
  }));
}

/** The listings among `ids` whose stored score (or its rules version) is not what the rules give today, grouped by the right score. */
async function movedScores(db: Db, kind: Kind, ids: number[], now: Date): Promise<Map<number, number[]>> {
  const today = utcDay(now);
  const byScore = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    for (const f of await readFacts(db, kind, ids.slice(i, i + CHUNK))) {
      const { score } = scoreListing(f, today);
      if (score === f.stored && f.rules === QUALITY_RULES_VERSION) continue;
      byScore.set(score, [...(byScore.get(score) ?? []), f.id]);
    }
  }
  return byScore;
}

/** True when some of `ids` have a score to rewrite (a read only: no transaction, no data version moved). */
export async function scoresMoved(db: Db, kind: Kind, ids: number[], now: Date): Promise<boolean> {
  return (await movedScores(db, kind, ids, now)).size > 0;
}

/**
 * Recomputes and stores the scores of `ids` (in the caller's transaction); writes only the rows
 * whose score or rules version moved, grouped by score (a few statements per chunk). Returns how
 * many rows changed.
 */
export async function refreshQualityScores(db: Db, kind: Kind, ids: number[], now: Date): Promise<number> {
  let changed = 0;
  for (const [score, group] of await movedScores(db, kind, ids, now)) {
    for (let i = 0; i < group.length; i += CHUNK) {
      await db.updateTable(TABLE[kind]).set({ quality_score: score, quality_rules: QUALITY_RULES_VERSION }).where("id", "in", group.slice(i, i + CHUNK)).execute();
    }
    changed += group.length;
  }
  return changed;
}

/** A listing's score and hints as of `now` (the editor's panel); undefined when there is no such listing. */
export async function listingQuality(db: Db, kind: Kind, id: number, now: Date): Promise<QualityResult | undefined> {
  const [facts] = await readFacts(db, kind, [id]);
  return facts && scoreListing(facts, utcDay(now));
}

/** The ids of up to `limit` listings scored with older rules (or never). */
export async function staleQualityIds(db: Db, kind: Kind, limit: number): Promise<number[]> {
  const rows = await db.selectFrom(TABLE[kind]).select("id").where("quality_rules", "<", QUALITY_RULES_VERSION).orderBy("id").limit(limit).execute();
  return rows.map((r) => r.id);
}

/**
 * The listings whose permit score may have moved since yesterday: a permit expiring from
 * yesterday to a month and a day ahead (the warning window's edges), any state (the staff
 * tables' permit index serves the range).
 */
export async function permitWindowIds(db: Db, kind: Kind, now: Date): Promise<number[]> {
  const day = (offset: number) => utcDay(new Date(now.getTime() + offset * 86_400_000));
  const rows = await db
    .selectFrom(TABLE[kind])
    .select("id")
    .where("permit_expires_on", ">=", day(-1))
    .where("permit_expires_on", "<=", day(32))
    .execute();
  return rows.map((r) => r.id);
}

/** The dashboard's figures: the average score of the shown listings (an agent's own, given `agentId`) and how many are under `threshold`. */
export async function qualitySummary(db: Db, kind: Kind, threshold: number, agentId: number | null = null): Promise<{ average: number | null; below: number; total: number }> {
  const r = await db
    .selectFrom(TABLE[kind])
    .select((eb) => [
      eb.fn.avg<number | string | null>("quality_score").as("average"),
      eb.fn.countAll<number | string>().as("total"),
      eb.fn.sum<number | string | null>(sql<number>`case when quality_score < ${threshold} then 1 else 0 end`).as("below"),
    ])
    .where("is_active", "=", 1)
    .$if(agentId !== null, (q) => q.where("agent_id", "=", agentId!))
    .executeTakeFirstOrThrow();
  return { average: r.average === null ? null : Math.round(Number(r.average)), below: Number(r.below ?? 0), total: Number(r.total) };
}
