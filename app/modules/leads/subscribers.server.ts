/**
 * The mailing list in the back office: list, export and remove subscribers; admins and
 * editors only (the list is the brokerage's, not an agent's). Removing a subscriber deletes the row
 * and puts the address's mailbox on the suppression list in the same transaction, so no mail of the
 * site goes to it afterwards (the outbox checks every send), with an audit entry and a "removed"
 * event on the address's subscription entries in the inbox. Subscribing again through the site is
 * a new explicit opt-in and lifts the suppression (app/modules/leads/queries/leads.server.ts).
 */
import { sql } from "kysely";
import type { Db } from "../../platform/db/client.server.ts";
import { csvLine, CSV_BOM } from "../../platform/http/csv.ts";
import { fieldMessages, subscriberListSchema, type SubscriberListInput } from "./inbox/inbox-schemas.ts";
import { recordAudit } from "../staff/index.server.ts";
import { InboxError } from "./inbox/lead-inbox.server.ts";
import { suppress } from "../../platform/mail/suppression.server.ts";
import { seesAllLeads, type Actor } from "../staff/index.ts";

type SubscriberItem = { id: number; name: string; email: string; createdAt: string; updatedAt: string };

function requireListRole(actor: Actor): void {
  if (!seesAllLeads(actor)) throw new InboxError("forbidden", "Only an admin or an editor manages the mailing list.");
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function baseQuery(db: Db, q: string | undefined) {
  return db
    .selectFrom("subscribers")
    .select(["id", "name", "email", "created_at", "updated_at"])
    // `escape` named: SQLite has no default escape character. Both sides lower-cased: SQLite's
    // LIKE ignores ASCII case, PostgreSQL's does not.
    .$if(!!q, (qb) => qb.where(sql<boolean>`(lower(email) like ${containsPattern(q!)} escape '\\' or lower(name) like ${containsPattern(q!)} escape '\\')`));
}

const toItem = (r: { id: number; name: string; email: string; created_at: string; updated_at: string }): SubscriberItem => ({
  id: Number(r.id), name: r.name, email: r.email, createdAt: r.created_at, updatedAt: r.updated_at,
});

/**
 * Newest first, a keyset page after the id `after`. The list is the site's newsletter sign-ups
 * (thousands, not millions), so its search is a plain "contains" on name and e-mail.
 */
export async function listSubscribers(db: Db, actor: Actor, input: SubscriberListInput = {}): Promise<{ items: SubscriberItem[]; next: number | null }> {
  requireListRole(actor);
  const parsed = subscriberListSchema.safeParse(input);
  if (!parsed.success) throw new InboxError("invalid", "The search was not accepted.", fieldMessages(parsed.error));
  const { q, after, size } = parsed.data;
  const rows = await baseQuery(db, q)
    .$if(after !== undefined, (qb) => qb.where("id", "<", after!))
    .orderBy("id", "desc")
    .limit(size + 1)
    .execute();
  const items = rows.slice(0, size).map(toItem);
  return { items, next: rows.length > size ? items.at(-1)!.id : null };
}

/** Every subscriber as CSV lines (UTF-8 with a byte-order mark, cells protected against formulas). */
export function exportSubscribersCsv(db: Db, actor: Actor): AsyncIterable<string> {
  requireListRole(actor);
  return (async function* () {
    yield CSV_BOM + csvLine(["ID", "Name", "E-mail", "Subscribed (UTC)", "Last subscribed (UTC)"]);
    let after: number | undefined;
    for (;;) {
      const rows = await baseQuery(db, undefined)
        .$if(after !== undefined, (qb) => qb.where("id", "<", after!))
        .orderBy("id", "desc")
        .limit(500)
        .execute();
      for (const r of rows) yield csvLine([r.id, r.name, r.email, r.created_at, r.updated_at]);
      if (rows.length < 500) return;
      after = Number(rows.at(-1)!.id);
    }
  })();
}

/** Removes a subscriber and suppresses the address for every later mail. */
export async function removeSubscriber(db: Db, actor: Actor, id: number): Promise<void> {
  requireListRole(actor);
  if (!Number.isSafeInteger(id) || id < 1) throw new InboxError("not_found", "No such subscriber.");
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("subscribers").select(["id", "name", "email"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new InboxError("not_found", "No such subscriber.");
    const now = new Date().toISOString();
    await trx.deleteFrom("subscribers").where("id", "=", id).execute();
    await suppress(trx, row.email, actor.staffId, now);
    const entries = await trx.selectFrom("leads").select("id").where("kind", "=", "subscription").where("email", "=", row.email).execute();
    if (entries.length)
      await trx
        .insertInto("lead_history")
        .values(entries.map((e) => ({ lead_id: e.id, at: now, staff_id: actor.staffId, staff_name: actor.name, kind: "removed" as const, from_value: null, to_value: row.email, note: null })))
        .execute();
    await recordAudit(trx, actor, { action: "remove", entity: "subscriber", entityId: id, before: { name: row.name, email: row.email }, after: null });
  });
}
