/**
 * Revisions: every change an editor makes to content keeps the record's previous
 * version, with who and when, so it can be compared and put back. One mechanism for every kind:
 * a kind describes how its record is read and written whole (`Revisable`), and `changeRecord`
 * does the rest in one `writeChange` transaction: read the record as it is, write the new
 * version, keep both in `content_revisions`, note it in the audit log. Restoring is a change like
 * any other (so it can itself be undone).
 */
import type { Db } from "../../../platform/db/client.server.ts";
import type { Selectable } from "kysely";
import type { Database, RevisionKind } from "../../../platform/db/schema.ts";
import { recordAudit } from "../../staff/index.server.ts";
import type { Actor } from "../../staff/index.ts";
import { writeChange, type Tx } from "../../../platform/cache/write.server.ts";

/** How one kind of content is read and written as a whole record (a snapshot: plain JSON). */
export type Revisable<S> = {
  kind: RevisionKind;
  /** The record as it is now, or null when there is none with that key. */
  read(trx: Tx | Db, key: string): Promise<S | null>;
  /** Checks a version (zod; throws on bad input) and returns it as it will be stored. */
  parse(input: unknown): S;
  /** Replaces the record with this version (already parsed). */
  write(trx: Tx, key: string, snapshot: S): Promise<void>;
};

/** Nothing of that kind has that key (a 404 for the screens). */
export class RevisionNotFoundError extends Error {
  constructor(what: string) {
    super(`Not found: ${what}`);
    this.name = "RevisionNotFoundError";
  }
}

type RevisionAction = "create" | "update" | "restore" | "reset" | "delete";

type Revision = {
  id: number;
  kind: RevisionKind;
  key: string;
  at: string;
  staffId: number | null;
  staffName: string | null;
  action: string;
  before: unknown;
  after: unknown;
};

export async function recordRevision(
  trx: Tx,
  actor: Actor | null,
  entry: { kind: RevisionKind; key: string; action: RevisionAction; before: unknown; after: unknown },
  now = new Date(),
): Promise<void> {
  await trx
    .insertInto("content_revisions")
    .values({
      kind: entry.kind,
      entity_key: entry.key,
      at: now.toISOString(),
      staff_id: actor?.staffId ?? null,
      staff_name: actor?.name ?? null,
      action: entry.action,
      before_json: entry.before === null ? null : JSON.stringify(entry.before),
      after_json: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/**
 * Changes one existing record: `next` gets the current version and returns the new one (which is
 * checked by the kind's schema). Throws RevisionNotFoundError for an unknown key, the schema's
 * error for a bad version; either way nothing is written.
 */
export async function changeRecord<S>(
  db: Db,
  actor: Actor | null,
  record: Revisable<S>,
  key: string,
  action: RevisionAction,
  next: (current: S, trx: Tx) => unknown,
): Promise<S> {
  return writeChange(db, async (trx) => {
    const before = await record.read(trx, key);
    if (before === null) throw new RevisionNotFoundError(`${record.kind} ${key}`);
    const after = record.parse(await next(before, trx));
    await record.write(trx, key, after);
    await recordRevision(trx, actor, { kind: record.kind, key, action, before, after });
    await recordAudit(trx, actor, { action: action === "update" ? "update" : action, entity: record.kind, entityId: key });
    return after;
  });
}

/** A row as `selectAll` reads it. */
type RevisionRow = Selectable<Database["content_revisions"]>;

function revisionOf(r: RevisionRow): Revision {
  return {
    id: Number(r.id),
    kind: r.kind,
    key: r.entity_key,
    at: r.at,
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    staffName: r.staff_name,
    action: r.action,
    before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
    after: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown),
  };
}

/** A record's revisions, newest first (at most `limit`). */
export async function listRevisions(db: Db, kind: RevisionKind, key: string, limit = 100): Promise<Revision[]> {
  const rows = await db
    .selectFrom("content_revisions")
    .selectAll()
    .where("kind", "=", kind)
    .where("entity_key", "=", key)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(revisionOf);
}

export async function readRevision(db: Db, id: number): Promise<Revision | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db.selectFrom("content_revisions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? revisionOf(row) : null;
}

/**
 * Puts back the version a revision replaced (its "before"): a new change, kept as a revision of
 * its own. The version is checked by today's schema, so one that no longer fits is refused.
 */
export async function restoreRevision<S>(db: Db, actor: Actor | null, record: Revisable<S>, revision: Revision): Promise<S> {
  if (revision.kind !== record.kind || revision.before === null) throw new RevisionNotFoundError(`revision ${revision.id}`);
  return changeRecord(db, actor, record, revision.key, "restore", () => revision.before);
}

/** Keeps a record's first version as its default, unless one is kept already. */
export async function keepDefault(trx: Tx, kind: RevisionKind, key: string, snapshot: unknown): Promise<void> {
  await trx
    .insertInto("content_defaults")
    .values({ kind, entity_key: key, snapshot_json: JSON.stringify(snapshot), at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["kind", "entity_key"]).doNothing())
    .execute();
}

async function readDefault(trx: Tx | Db, kind: RevisionKind, key: string): Promise<unknown> {
  const row = await trx.selectFrom("content_defaults").select("snapshot_json").where("kind", "=", kind).where("entity_key", "=", key).executeTakeFirst();
  return row ? (JSON.parse(row.snapshot_json) as unknown) : null;
}

/** Returns a record to its kept default (RevisionNotFoundError when it has none). */
export async function resetToDefault<S>(db: Db, actor: Actor | null, record: Revisable<S>, key: string): Promise<S> {
  return changeRecord(db, actor, record, key, "reset", async (_current, trx) => {
    const kept = await readDefault(trx, record.kind, key);
    if (kept === null) throw new RevisionNotFoundError(`default of ${record.kind} ${key}`);
    return kept;
  });
}
