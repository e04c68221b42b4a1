/**
 * Single-use, short-lived links sent by e-mail: a password reset (30 minutes) and the
 * invitation of a new account to set its password (72 hours, the same mechanism). The link
 * carries a random token; the table keeps its hash. Using a link is one conditional update
 * (`used_at` still null and not expired), so two tabs or two instances cannot both use it.
 * The mail goes through the outbox (app/platform/mail/outbox.server.ts) in the transaction that
 * issued the link: an issued link is never lost, and a rolled-back one is never sent.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { StaffRole, StaffTokenPurpose } from "../../platform/db/schema.ts";
import type { Tx } from "../../platform/cache/write.server.ts";
import { randomToken, tokenHash } from "./tokens.server.ts";

export const LINK_LIFETIME_MS: Record<StaffTokenPurpose, number> = { reset: 30 * 60_000, invite: 72 * 60 * 60_000 };
/** The outbox kind of a staff link e-mail (delivered by app/modules/staff/staff-mail.server.ts). */
export const STAFF_LINK = "staff-link";

export type StaffLinkPayload = { staffId: number; purpose: StaffTokenPurpose; token: string };

export function linkPath(token: string): string {
  return `/admin/reset-password/${token}`;
}

/** Issues a link (earlier unused links of the same purpose stop working) and queues its e-mail. */
export async function issueLink(trx: Tx | Db, staffId: number, purpose: StaffTokenPurpose, now = new Date()): Promise<string> {
  const token = randomToken();
  const at = now.toISOString();
  await trx.deleteFrom("staff_tokens").where("staff_id", "=", staffId).where("purpose", "=", purpose).where("used_at", "is", null).execute();
  await trx
    .insertInto("staff_tokens")
    .values({ token_hash: tokenHash(token), staff_id: staffId, purpose, created_at: at, expires_at: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(), used_at: null })
    .execute();
  const payload: StaffLinkPayload = { staffId, purpose, token };
  await trx.insertInto("outbox").values({ kind: STAFF_LINK, payload: JSON.stringify(payload), next_attempt_at: at, created_at: at }).execute();
  return token;
}

type LinkInfo = { staffId: number; purpose: StaffTokenPurpose; email: string; name: string; role: StaffRole; agentId: number | null };

/** What a link is for, while it can still be used (unused, not expired, account active). */
export async function readLink(db: Db | Tx, token: string, now = new Date()): Promise<LinkInfo | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom("staff_tokens as t")
    .innerJoin("staff as s", "s.id", "t.staff_id")
    .select(["t.staff_id", "t.purpose", "s.email", "s.name", "s.role", "s.agent_id"])
    .where("t.token_hash", "=", tokenHash(token))
    .where("t.used_at", "is", null)
    .where("t.expires_at", ">", now.toISOString())
    .where("s.is_active", "=", 1)
    .executeTakeFirst();
  return row ? { staffId: Number(row.staff_id), purpose: row.purpose, email: row.email, name: row.name, role: row.role, agentId: row.agent_id === null ? null : Number(row.agent_id) } : null;
}

/** Uses a link: true for exactly one caller, while it is valid. */
export async function consumeLink(trx: Tx | Db, token: string, staffId: number, now = new Date()): Promise<boolean> {
  const result = await trx
    .updateTable("staff_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash(token))
    .where("staff_id", "=", staffId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
