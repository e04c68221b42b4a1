/**
 * The lead inbox of the back office (issue 19).
 * - leads.status: new, contacted, qualified, won, lost, spam (default new).
 * - leads.agent_id: the agent the lead belongs to: the listing's agent when it arrives, the agent it
 *   is assigned to later; null for a contact message or a subscription until someone assigns it. An
 *   agent account sees exactly the leads with its agent_id (the scope is this one column).
 * - leads.updated_at: the last change made in the inbox (the arrival time until then).
 * - Subscriptions are inbox entries too (kind "subscription", no phone, country or message): the
 *   issue's inbox has every subscription, and a newsletter sign-up is a contact the sales team may
 *   follow up, triage or mark as spam like any other. The mailing list itself stays `subscribers`.
 * - lead_history: every event of a lead (arrived, status, assigned, note, mailed), who did it
 *   (null: the system) and the values before and after.
 * - lead_search_terms: the words a lead is found by (name words, e-mail, phone digits), searched
 *   by prefix through their primary key, so a text search stays an index range at a million leads.
 *   PostgreSQL compares them in byte order ("C"), as SQLite does, so one prefix range serves both.
 * - mail_suppressions: addresses removed from the mailing list (the mailbox, normalised: lower
 *   case, no "+tag"); the outbox sends nothing to them.
 * Existing leads get their agent from their unit or project, an "arrived" history row and their
 * search terms; existing subscribers get their inbox entry. Frozen: the tokenizer is copied here.
 */
import { SqliteAdapter, sql, type Kysely } from "kysely";

function words(text: string): string[] {
  return text.normalize("NFKC").toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

export function termsOf(lead: { name: string; email: string; phone: string; isd: string | null }): string[] {
  const terms = new Set<string>();
  for (const w of words(lead.name).slice(0, 20)) terms.add(w.slice(0, 40));
  const email = lead.email.trim().toLowerCase();
  if (email) terms.add(email.slice(0, 120));
  const digits = lead.phone.replace(/\D/g, "");
  if (digits) {
    terms.add(digits);
    if (!digits.startsWith("0")) terms.add(`0${digits}`);
    const isd = (lead.isd ?? "").replace(/\D/g, "");
    if (isd) terms.add(`${isd}${digits.replace(/^0+/, "")}`);
  }
  return [...terms];
}

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());

  // One column per statement: SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable("leads").addColumn("status", "text", (c) => c.notNull().defaultTo("new")).execute();
  await db.schema.alterTable("leads").addColumn("agent_id", "integer", (c) => c.references("agents.id")).execute();
  await db.schema.alterTable("leads").addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();

  // Subscribers become inbox entries (before the backfills below, which then cover them too).
  await db
    .insertInto("leads")
    .columns(["op_code", "kind", "name", "email", "country_id", "phone", "message", "created_at"])
    .expression(
      db.selectFrom("subscribers").select([
        sql.lit(0).as("op_code"), sql.lit("subscription").as("kind"), "name", "email", sql.lit(0).as("country_id"),
        sql.lit("").as("phone"), sql.lit("").as("message"), "created_at",
      ]).orderBy("id"),
    )
    .execute();

  await db.updateTable("leads").set({ updated_at: sql.ref("created_at") }).execute();
  await db
    .updateTable("leads")
    .set({ agent_id: (eb: any) => eb.selectFrom("units").select("units.agent_id").whereRef("units.id", "=", "leads.unit_id") })
    .where("unit_id", "is not", null)
    .execute();
  await db
    .updateTable("leads")
    .set({ agent_id: (eb: any) => eb.selectFrom("projects").select("projects.agent_id").whereRef("projects.id", "=", "leads.project_id") })
    .where("agent_id", "is", null)
    .where("project_id", "is not", null)
    .execute();

  await db.schema
    .createTable("lead_history")
    .addColumn("id", "integer", id)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer")
    .addColumn("staff_name", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("from_value", "text")
    .addColumn("to_value", "text")
    .addColumn("note", "text")
    .execute();
  await db.schema.createIndex("lead_history_lead").on("lead_history").columns(["lead_id", "id"]).execute();
  await db
    .insertInto("lead_history")
    .columns(["lead_id", "at", "kind", "to_value"])
    .expression(db.selectFrom("leads").select(["id", "created_at", sql.lit("arrived").as("kind"), sql<string | null>`cast(agent_id as text)`.as("to_value")]).orderBy("id"))
    .execute();

  await db.schema
    .createTable("lead_search_terms")
    .addColumn("term", "text", (c) => (sqlite ? c.notNull() : c.modifyFront(sql`collate "C"`).notNull()))
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("lead_search_terms_pk", ["term", "lead_id"])
    .execute();
  for (let after = 0; ; ) {
    const batch = await db
      .selectFrom("leads as l")
      .leftJoin("countries as c", "c.id", "l.country_id")
      .select(["l.id", "l.name", "l.email", "l.phone", "c.isd_code as isd"])
      .where("l.id", ">", after)
      .orderBy("l.id")
      .limit(1000)
      .execute();
    if (batch.length === 0) break;
    const rows = batch.flatMap((l: any) => termsOf(l).map((term) => ({ term, lead_id: l.id })));
    for (let i = 0; i < rows.length; i += 500) await db.insertInto("lead_search_terms").values(rows.slice(i, i + 500)).execute();
    after = batch[batch.length - 1]!.id;
  }

  await db.schema
    .createTable("mail_suppressions")
    .addColumn("recipient", "text", (c) => c.primaryKey())
    .addColumn("removed_at", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer")
    .execute();

  // The inbox's orders and filters, each ending in (created_at, id): a page is an index range
  // read in order, and the keyset cursor continues it, at any depth.
  const idx = (name: string, columns: string[]) => db.schema.createIndex(name).on("leads").columns(columns).execute();
  await idx("leads_inbox_created", ["created_at", "id"]);
  await idx("leads_inbox_agent", ["agent_id", "created_at", "id"]);
  await idx("leads_inbox_agent_status", ["agent_id", "status", "created_at", "id"]);
  await idx("leads_inbox_status", ["status", "created_at", "id"]);
  await idx("leads_inbox_kind", ["kind", "created_at", "id"]);
  await idx("leads_inbox_unit", ["unit_id", "created_at", "id"]);
  await idx("leads_inbox_project", ["project_id", "created_at", "id"]);
  // Superseded by leads_inbox_created.
  await db.schema.dropIndex("leads_created_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("leads_created_idx").on("leads").column("created_at").execute();
  for (const name of ["leads_inbox_created", "leads_inbox_agent", "leads_inbox_agent_status", "leads_inbox_status", "leads_inbox_kind", "leads_inbox_unit", "leads_inbox_project"])
    await db.schema.dropIndex(name).ifExists().execute();
  for (const table of ["mail_suppressions", "lead_search_terms", "lead_history"]) await db.schema.dropTable(table).ifExists().execute();
  await db.deleteFrom("leads").where("kind", "=", "subscription").execute();
  for (const column of ["updated_at", "agent_id", "status"]) await db.schema.alterTable("leads").dropColumn(column).execute();
}
