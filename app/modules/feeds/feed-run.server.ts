/**
 * A feed import's run: its row in `feed_runs`, and the counts and report it keeps as it goes,
 * written to that row on every heartbeat and at the end.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { FeedRunStatus } from "../../platform/db/schema.ts";
import type { LookupReport } from "./feed-lookups.server.ts";
import type { FeedFormat } from "./formats.ts";

type Rejection = { ref: string; entry: number; reasons: string[] };
export type FeedReport = LookupReport & {
  format: FeedFormat | null;
  rejections: Rejection[];
  notes: { ref: string; note: string }[];
  deletedNotFound: number;
  photoFailures: { url: string; error: string }[];
};

type RunCounts = { entries: number; added: number; updated: number; unchanged: number; unpublished: number; rejected: number; photosPending: number };

export type FeedRunResult = RunCounts & {
  runId: number;
  status: FeedRunStatus;
  error: string | null;
  report: FeedReport;
};

/** Rejections and notes kept in a run's report (the counts are exact beyond them). */
export const REPORT_LIMIT = 2000;

export class FeedRun {
  readonly counts: RunCounts = { entries: 0, added: 0, updated: 0, unchanged: 0, unpublished: 0, rejected: 0, photosPending: 0 };
  readonly report: FeedReport = {
    format: null, rejections: [], notes: [], deletedNotFound: 0, photoFailures: [], areasCreated: [], agentsCreated: [], developersCreated: [], projectsCreated: [],
    unmatchedDevelopers: [], unmatchedProjects: [],
  };
  readonly db: Db;
  readonly id: number;
  /** The source as runs know it (a URL, a file's absolute path, or `upload:<name>`). */
  readonly source: string;
  readonly now: () => Date;

  private constructor(db: Db, id: number, source: string, now: () => Date) {
    this.db = db;
    this.id = id;
    this.source = source;
    this.now = now;
  }

  /** The run to continue (`runId`, a scheduled run cut short), or a new row. */
  static async open(db: Db, source: string, opts: { runId?: number; format?: FeedFormat; now: () => Date }): Promise<FeedRun> {
    const started = opts.now().toISOString();
    const id =
      opts.runId ??
      (await db.insertInto("feed_runs").values({ source, format: opts.format ?? null, status: "running", started_at: started, heartbeat_at: started }).returning("id").executeTakeFirstOrThrow()).id;
    return new FeedRun(db, id, source, opts.now);
  }

  /** Writes the status, the counts and the report so far to the run's row. */
  async save(status: FeedRunStatus, error: string | null = null): Promise<void> {
    const t = this.now().toISOString();
    const { counts, report } = this;
    await this.db
      .updateTable("feed_runs")
      .set({
        status, format: report.format, heartbeat_at: t, finished_at: status === "running" ? null : t, entries: counts.entries, added: counts.added,
        updated: counts.updated, unchanged: counts.unchanged, unpublished: counts.unpublished, rejected: counts.rejected,
        photos_pending: counts.photosPending, error, report_json: JSON.stringify(report),
      })
      .where("id", "=", this.id)
      .execute();
  }

  result(status: FeedRunStatus, error: string | null): FeedRunResult {
    return { runId: this.id, status, ...this.counts, error, report: this.report };
  }

  reject(ref: string, entry: number, reasons: string[]): void {
    this.counts.rejected++;
    if (this.report.rejections.length < REPORT_LIMIT) this.report.rejections.push({ ref, entry, reasons });
  }

  note(ref: string, note: string): void {
    if (this.report.notes.length < REPORT_LIMIT) this.report.notes.push({ ref, note });
  }

  /** How a run writes through the listing service: as the system, at the run's clock. */
  writeOptions() {
    return { actor: "system" as const, now: this.now() };
  }
}
