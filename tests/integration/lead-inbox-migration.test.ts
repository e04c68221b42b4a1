/**
 * Migration 2026-11-26-04-lead-inbox carries existing leads and subscribers into the inbox, on both
 * databases: each lead gets the agent of its unit (else project), status new, updated_at = its
 * arrival, an "arrived" event and the search terms a new lead would get; each subscriber becomes a
 * "subscription" entry.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { emptyTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { migrationProvider } from "../../app/platform/db/migrations/index.ts";
import { migrateToLatest } from "../../app/platform/db/migrate.server.ts";
import { leadTerms } from "../../app/modules/leads/inbox/lead-search-terms.ts";
import { listLeads } from "../../app/modules/leads/inbox/lead-inbox.server.ts";

const BEFORE = "2026-11-26-02-audit-log";
const T = "2026-10-01T08:00:00.000Z";

async function fillBefore(db: Kysely<any>): Promise<void> {
  const lookup = (names: string[]) => names.map((name, i) => ({ id: i + 1, name, sort: i }));
  for (const table of ["purposes", "statuses", "property_types", "bedrooms", "bathrooms", "emirates"]) await db.insertInto(table).values(lookup(["One", "Two"])).execute();
  await db.insertInto("countries").values({ id: 221, name: "United Arab Emirates", iso_code: "AE", isd_code: "+971" }).execute();
  await db.insertInto("areas").values({ id: 1, name: "Dubai Marina", page_url: "dubai-marina", emirate_id: 1, description_html: "" }).execute();
  await db.insertInto("developers").values({ id: 1, name: "Dev", page_url: "dev", description_html: "" }).execute();
  await db.insertInto("agents").values([
    { id: 1, name: "Project Agent", designation: "Agent", email: "p@example.com", country_code: "971", phone: "500000001", brn: "1" },
    { id: 2, name: "Unit Agent", designation: "Agent", email: "u@example.com", country_code: "971", phone: "500000002", brn: "2" },
  ]).execute();
  await db.insertInto("projects").values({
    id: 1, name: "Marina Heights", title: "Marina Heights", page_url: "marina-heights", developer_id: 1, area_id: 1, type_id: 1, status_id: 1,
    completion_year: 2028, completion_quarter: 1, starting_price: 1_000_000, size_from_sqft: 500, size_to_sqft: 900, description_html: "",
    agent_id: 1, permit_number: "620", created_on: T,
  }).execute();
  await db.insertInto("units").values({
    id: 1, page_url: "u-1", title: "Two bed in Marina Heights", purpose_id: 1, status_id: 1, type_id: 1, classification: "Residential", area_id: 1,
    project_id: 1, bedroom_id: 1, bathroom_id: 1, size_sqft: 800, price: 1_500_000, description_html: "", agent_id: 2, permit_number: "710", posted_on: T,
  }).execute();
  const lead = (over: Record<string, unknown>) => ({
    op_code: 3, kind: "enquiry", project_id: null, unit_id: null, name: "Aisha Rahman", email: "aisha@example.com", country_id: 221,
    phone: "501234567", message: "A message of the old days with enough words in it", created_at: T, ...over,
  });
  // Ids from the table (a PostgreSQL identity does not move past ids given by hand).
  await db.insertInto("leads").values([
    lead({ kind: "unit-enquiry", unit_id: 1, project_id: 1 }),
    lead({ project_id: 1, name: "Bilal Khan", email: "bilal@example.com", created_at: "2026-10-02T08:00:00.000Z" }),
    lead({ op_code: 2, kind: "contact", name: "عائشة الرحمن", email: "arabic@example.com", created_at: "2026-10-03T08:00:00.000Z" }),
  ]).execute();
  await db.insertInto("subscribers").values({ name: "Omar Subscriber", email: "omar@example.com", created_at: "2026-10-04T08:00:00.000Z", updated_at: "2026-10-05T08:00:00.000Z" }).execute();
}

for (const dialect of testDialects()) {
  describe(`lead inbox migration (${dialect})`, () => {
    let t: TestDb;
    afterAll(async () => {
      await t?.cleanup();
    });

    it("gives existing leads their agent, status, history and search terms, and subscribers their inbox entry", async () => {
      t = await emptyTestDb(dialect);
      const old = t.db as unknown as Kysely<any>;
      const { error } = await new Migrator({ db: old, provider: migrationProvider }).migrateTo(BEFORE);
      expect(error).toBeUndefined();
      await fillBefore(old);
      await migrateToLatest(t.db);

      const leads = await t.db.selectFrom("leads").select(["id", "kind", "status", "agent_id", "name", "email", "created_at", "updated_at"]).orderBy("id").execute();
      expect(leads.map((l) => [l.kind, l.status, l.agent_id, l.updated_at === l.created_at])).toEqual([
        ["unit-enquiry", "new", 2, true], // the unit's agent, not the project's
        ["enquiry", "new", 1, true],
        ["contact", "new", null, true],
        ["subscription", "new", null, true],
      ]);
      expect(leads[3]).toMatchObject({ name: "Omar Subscriber", email: "omar@example.com", created_at: "2026-10-04T08:00:00.000Z" });

      const history = await t.db.selectFrom("lead_history").select(["lead_id", "kind", "to_value", "at"]).orderBy("lead_id").execute();
      expect(history.map((h) => [h.lead_id, h.kind, h.to_value])).toEqual([
        [leads[0]!.id, "arrived", "2"],
        [leads[1]!.id, "arrived", "1"],
        [leads[2]!.id, "arrived", null],
        [leads[3]!.id, "arrived", null],
      ]);

      const terms = await t.db.selectFrom("lead_search_terms").selectAll().execute();
      const termsOf = (id: number) => terms.filter((r) => r.lead_id === id).map((r) => r.term).sort();
      expect(termsOf(leads[0]!.id)).toEqual(leadTerms({ name: "Aisha Rahman", email: "aisha@example.com", phone: "501234567", isd: "+971" }).sort());
      expect(termsOf(leads[3]!.id)).toEqual(["omar", "omar@example.com", "subscriber"]);

      const admin = { staffId: 1, name: "Admin", role: "admin" as const, agentId: null };
      expect((await listLeads(t.db, admin, { q: "الرحمن" }, "newest")).items.map((i) => i.id)).toEqual([leads[2]!.id]);
      expect((await listLeads(t.db, admin, { q: "0501234" }, "oldest")).items.map((i) => i.id)).toEqual([1, 2, 3].map((n) => leads[n - 1]!.id));
      const unitAgent = { staffId: 2, name: "Unit Agent", role: "agent" as const, agentId: 2 };
      expect((await listLeads(t.db, unitAgent, {}, "newest")).items.map((i) => i.listing)).toEqual([{ kind: "unit", id: 1, title: "Two bed in Marina Heights", slug: "u-1" }]);
    });
  });
}
