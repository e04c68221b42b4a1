/**
 * Agents' public pages and the contact taps counted as leads. Frozen.
 *
 * - agents.slug: the address of the agent's page (/agents/{slug}); existing agents get one made from
 *   their name (with the id added where two names make the same one). Unique.
 * - agents.is_public: 1 when the agent's page is shown; 0 hides it (an agent who left, or a profile
 *   not ready) without deleting the agent, whose listings and leads stay.
 * - contact_taps: a visitor's tap on Call, WhatsApp or E-mail, once per visitor, listing and day.
 *   `visitor` is a keyed hash of the address, browser and day (never the address itself), so a
 *   visitor cannot be followed from one day to the next. `kind` is unit, project or agent (a tap on
 *   an agent's own page: `listing_id` is then the agent's id); `agent_id` is the agent credited.
 */
import { sql, type Kysely } from "kysely";

const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("agents").addColumn("slug", "text").execute();
  await db.schema.alterTable("agents").addColumn("is_public", "integer", (c) => c.notNull().defaultTo(1)).execute();
  const agents: Array<{ id: number; name: string }> = await db.selectFrom("agents").select(["id", "name"]).orderBy("id").execute();
  const taken = new Set<string>();
  for (const a of agents) {
    const base = slugOf(a.name) || "agent";
    const slug = taken.has(base) ? `${base}-${a.id}` : base;
    taken.add(slug);
    await db.updateTable("agents").set({ slug }).where("id", "=", a.id).execute();
  }
  await db.schema.createIndex("agents_slug_idx").on("agents").column("slug").unique().execute();

  await db.schema
    .createTable("contact_taps")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('unit', 'project', 'agent')`))
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("agent_id", "integer")
    .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('call', 'whatsapp', 'email')`))
    .addPrimaryKeyConstraint("contact_taps_pk", ["day", "kind", "listing_id", "visitor"])
    .execute();
  await db.schema.createIndex("contact_taps_agent_day_idx").on("contact_taps").columns(["agent_id", "day"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_taps").ifExists().execute();
  await db.schema.dropIndex("agents_slug_idx").ifExists().execute();
  await db.schema.alterTable("agents").dropColumn("is_public").execute();
  await db.schema.alterTable("agents").dropColumn("slug").execute();
}
