/**
 * Lead routing and response time (issue 34, point 7). Frozen: imports nothing from the app.
 * - lead_routing_rules: who gets a lead its listing gives no agent. Tried by `position` (first match
 *   wins): `match_kind` "area" or "project" (with `match_id`) or "any"; `agent_ids` a comma list
 *   ("4" one agent, "4,7,9" round-robin, `next_index` counting the turns).
 * - brokerage.lead_fallback_agent_id: the agent of a lead no rule matched (null: none).
 * - brokerage.lead_response_hours: leads are answered within this many hours (null: 24).
 * - leads.overdue_mailed_at: when the admin was mailed that the lead had no answer in time (once).
 */
import { SqliteAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());
  await db.schema
    .createTable("lead_routing_rules")
    .addColumn("id", "integer", id)
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("match_kind", "text", (c) => c.notNull())
    .addColumn("match_id", "integer")
    .addColumn("agent_ids", "text", (c) => c.notNull())
    .addColumn("next_index", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_routing_rules_position_idx").on("lead_routing_rules").columns(["position"]).execute();
  await db.schema.alterTable("brokerage").addColumn("lead_fallback_agent_id", "integer").execute();
  await db.schema.alterTable("brokerage").addColumn("lead_response_hours", "integer").execute();
  await db.schema.alterTable("leads").addColumn("overdue_mailed_at", "text").execute();
  await db.schema.createIndex("leads_overdue_idx").on("leads").columns(["overdue_mailed_at", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_overdue_idx").ifExists().execute();
  await db.schema.alterTable("leads").dropColumn("overdue_mailed_at").execute();
  await db.schema.alterTable("brokerage").dropColumn("lead_response_hours").execute();
  await db.schema.alterTable("brokerage").dropColumn("lead_fallback_agent_id").execute();
  await db.schema.dropTable("lead_routing_rules").ifExists().execute();
}
