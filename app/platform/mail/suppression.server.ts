/**
 * Addresses removed from the mailing list ("the removal is honoured by every mail the
 * site sends"). Stored as the mailbox they reach (recipientKey: lower case, no "+tag"), so
 * "Omar+news@Example.com" is the same person as "omar@example.com". The outbox worker asks
 * `isSuppressed` before every message it sends; subscribing again through the site's form is a new
 * explicit opt-in and lifts the removal (app/modules/leads/queries/leads.server.ts upsertSubscriber).
 */
import type { Db } from "../db/client.server.ts";

/**
 * The mailbox an address reaches, for the confirmation limit: case and a `+tag` after the local
 * part do not make another recipient.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at).replace(/\+.*$/, "");
  return `${local}${address.slice(at)}`;
}

export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom("mail_suppressions").select("recipient").where("recipient", "=", recipientKey(email)).executeTakeFirst();
  return row !== undefined;
}

/** Adds the address's mailbox to the list (again: keeps the first removal). */
export async function suppress(db: Db, email: string, staffId: number | null, now: string): Promise<void> {
  await db
    .insertInto("mail_suppressions")
    .values({ recipient: recipientKey(email), removed_at: now, staff_id: staffId })
    .onConflict((oc) => oc.column("recipient").doNothing())
    .execute();
}

/** Lifts a removal: subscribing again through the site's form is a new, explicit opt-in. */
export async function unsuppress(db: Db, email: string): Promise<void> {
  await db.deleteFrom("mail_suppressions").where("recipient", "=", recipientKey(email)).execute();
}
