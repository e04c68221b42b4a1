/**
 * The audit log: who changed what, when, with the fields before and after. Services
 * call `recordAudit` inside the transaction of the change itself (writeChange's `trx`), so a change
 * and its entry commit or roll back together. Admins read it with `readAudit`.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { Tx } from "../../platform/cache/write.server.ts";
import type { Actor } from "./scope.ts";

type AuditEntry = {
  /** What was done: "create", "update", "publish", "delete", "assign", "sign-in" … */
  action: string;
  /** What it was done to: "unit", "project", "lead", "staff", "content" … */
  entity: string;
  entityId: string | number;
  /** The changed fields as they were (null for a creation). */
  before?: Record<string, unknown> | null;
  /** The changed fields as they are now (null for a deletion). */
  after?: Record<string, unknown> | null;
};

type AuditRow = {
  id: number;
  at: string;
  staffId: number | null;
  staffName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Only the fields that differ, so an entry reads as the change and not the whole record. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

function auditRow(actor: Actor | null, entry: AuditEntry, now: Date) {
  return {
    at: now.toISOString(),
    staff_id: actor?.staffId ?? null,
    staff_name: actor?.name ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before_json: entry.before ? JSON.stringify(entry.before) : null,
    after_json: entry.after ? JSON.stringify(entry.after) : null,
  };
}

/** `actor` null: the system (the seed, a scheduled job, an import). */
export async function recordAudit(trx: Tx | Db, actor: Actor | null, entry: AuditEntry, now = new Date()): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values(auditRow(actor, entry, now))
    .execute();
}

/** Many entries by one actor in one statement per 500 (a job's bulk change), same transaction rule. */
export async function recordAuditMany(trx: Tx | Db, actor: Actor | null, entries: AuditEntry[], now = new Date()): Promise<void> {
  const rows = entries.map((entry) => auditRow(actor, entry, now));
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto("audit_log")
      .values(rows.slice(i, i + 500))
      .execute();
}

type AuditFilter = { entity?: string; entityId?: string | number; staffId?: number; beforeId?: number; limit?: number };

/** Newest first; `beforeId` pages back (keyset, so a long log pages as fast as a short one). */
export async function readAudit(db: Db, filter: AuditFilter = {}): Promise<AuditRow[]> {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .$if(filter.entity !== undefined, (q) => q.where("entity", "=", filter.entity!))
    .$if(filter.entityId !== undefined, (q) => q.where("entity_id", "=", String(filter.entityId)))
    .$if(filter.staffId !== undefined, (q) => q.where("staff_id", "=", filter.staffId!))
    .$if(filter.beforeId !== undefined, (q) => q.where("id", "<", filter.beforeId!))
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 200))
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    staffName: r.staff_name,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before_json ? (JSON.parse(r.before_json) as Record<string, unknown>) : null,
    after: r.after_json ? (JSON.parse(r.after_json) as Record<string, unknown>) : null,
  }));
}
