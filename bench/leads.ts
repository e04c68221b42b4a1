/**
 * `npm run bench -- leads [--db URL …] [--leads N] [--explain]`: the lead inbox at a
 * million leads. Fills a database with N synthetic leads (default 1,000,000; with their search
 * terms) unless it already holds them, then times listLeads (page + capped total) for each
 * scenario of `leadScenarios`: p50 and max of 7 runs after one untimed. --explain prints the plans.
 * Without --db: data/bench-leads.sqlite and the PostgreSQL database h_leads_bench.
 * The scenarios are also what tests/integration/lead-inbox-plans.test.ts checks the plans of.
 */
import { sql } from "kysely";
import pg from "pg";
import { createDb, type Db, type DialectName } from "../app/platform/db/client.server.ts";
import { migrateToLatest } from "../app/platform/db/migrate.server.ts";
import { diskMediaFiles } from "../app/platform/media/media-disk.server.ts";
import { countLeadsQuery, leadPageQuery, resolveSearch, type LeadScope, type ResolvedFilters } from "../app/modules/leads/queries/inbox.server.ts";
import { leadFiltersSchema, type LeadFiltersInput } from "../app/modules/leads/inbox/inbox-schemas.ts";
import { listLeads } from "../app/modules/leads/inbox/lead-inbox.server.ts";
import type { Actor } from "../app/modules/staff/scope.ts";
import { fullScans, planOf } from "./lib/plans.ts";
import { printTable } from "./lib/server.ts";

export type LeadScenario = { label: string; actor: Actor; filters: LeadFiltersInput };

/** The inbox's typical views: everything, an agent's, by status, kind, listing, days and text. */
export async function leadScenarios(db: Db): Promise<LeadScenario[]> {
  const agent = await db.selectFrom("agents").select("id").orderBy("id").executeTakeFirstOrThrow();
  // A listing with leads where there are some (the bench's data), else the first one (the tests').
  const unit = (await db.selectFrom("leads").select("unit_id as id").where("unit_id", "is not", null).orderBy("id").executeTakeFirst()) ?? (await db.selectFrom("units").select("id").orderBy("id").executeTakeFirstOrThrow());
  const project = (await db.selectFrom("leads").select("project_id as id").where("project_id", "is not", null).orderBy("id").executeTakeFirst()) ?? (await db.selectFrom("projects").select("id").orderBy("id").executeTakeFirstOrThrow());
  const admin: Actor = { staffId: 1, name: "Admin", role: "admin", agentId: null };
  const agentActor: Actor = { staffId: 2, name: "Agent", role: "agent", agentId: agent.id };
  return [
    { label: "all, newest", actor: admin, filters: {} },
    { label: "agent's own", actor: agentActor, filters: {} },
    { label: "agent's new", actor: agentActor, filters: { status: "new" } },
    { label: "status won", actor: admin, filters: { status: "won" } },
    { label: "kind contact", actor: admin, filters: { kind: "contact" } },
    { label: "no agent", actor: admin, filters: { agent: "none" } },
    { label: "one unit", actor: admin, filters: { unitId: unit.id } },
    { label: "one project", actor: admin, filters: { projectId: project.id } },
    { label: "one week", actor: admin, filters: { from: "2025-03-01", to: "2025-03-07" } },
    { label: "agent, one week", actor: agentActor, filters: { from: "2025-03-01", to: "2025-03-07" } },
    { label: "name words", actor: admin, filters: { q: "first12 last34" } },
    { label: "e-mail prefix", actor: admin, filters: { q: "user4321@" } },
    { label: "phone prefix", actor: admin, filters: { q: "050 0012" } },
    { label: "agent's, name", actor: agentActor, filters: { q: "first7" } },
  ];
}

/**
 * The page and count query of each scenario, for plan checks; a text search both ways: resolved to
 * ids first (as listLeads does when they are few) and by subqueries (when they are many).
 */
export async function leadPlanQueries(db: Db, scenarios: LeadScenario[]) {
  const out = [];
  for (const { label, actor, filters } of scenarios) {
    const scope: LeadScope = { agentId: actor.role === "agent" ? actor.agentId : null };
    const f: ResolvedFilters = leadFiltersSchema.parse(filters);
    const withIds = f.q ? [await resolveSearch(db, f)] : [];
    for (const [i, g] of [f, ...withIds.map((r) => ({ ...r, ids: r.ids ?? [1, 2, 3] }))].entries()) {
      const tag = i === 0 ? "" : ", ids";
      out.push([`${label}${tag} (page)`, leadPageQuery(db, scope, g)] as const, [`${label}${tag} (count)`, countLeadsQuery(db, scope, g)] as const);
    }
  }
  return out;
}

/** Plan lines that read the whole leads table, or sort a page the index could give in order. */
export function leadPlanProblems(plan: string[], dialect: DialectName, expectOrdered: boolean): string[] {
  const scans = plan.filter((l) => /^SCAN (leads|lead_search_terms)\b(?!.*USING)/.test(l) || /Seq Scan on (leads|lead_search_terms)\b/.test(l));
  const sorts = expectOrdered && dialect === "sqlite" ? plan.filter((l) => /USE TEMP B-TREE FOR ORDER BY/.test(l)) : [];
  return [...scans, ...sorts, ...fullScans(plan)];
}

const FIRST = 500;
const LAST = 997;

/** N synthetic leads over three years, spread over the agents, units and projects, with their search terms. */
async function fill(db: Db, dialect: DialectName, n: number): Promise<void> {
  const agents = (await db.selectFrom("agents").select("id").execute()).length;
  const units = await db.selectFrom("units").select((eb) => eb.fn.max("id").as("m")).executeTakeFirstOrThrow();
  const projects = await db.selectFrom("projects").select((eb) => eb.fn.max("id").as("m")).executeTakeFirstOrThrow();
  const series = dialect === "sqlite" ? sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${sql.lit(n)})` : sql``;
  const from = dialect === "sqlite" ? sql`from s` : sql`from generate_series(1, ${sql.lit(n)}) as s(i)`;
  const phone = dialect === "sqlite" ? sql`printf('5%08d', i)` : sql`'5' || lpad(i::text, 8, '0')`;
  const at = dialect === "sqlite" ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (i * 90) || ' seconds')` : sql`to_char(timestamp '2024-01-01' + i * interval '90 seconds', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const started = performance.now();
  await sql`${series}
    insert into leads (op_code, kind, project_id, unit_id, name, email, country_id, phone, message, created_at, updated_at, status, agent_id)
    select 3,
      case when i % 10 = 0 then 'contact' when i % 10 < 4 then 'enquiry' else 'unit-enquiry' end,
      case when i % 10 between 1 and 3 then i % ${sql.lit(Number(projects.m))} + 1 end,
      case when i % 10 >= 4 then i % ${sql.lit(Number(units.m))} + 1 end,
      'First' || (i % ${sql.lit(FIRST)}) || ' Last' || (i % ${sql.lit(LAST)}), 'user' || i || '@example.com', 221, ${phone},
      'A synthetic enquiry for the benchmark of the lead inbox', ${at}, ${at},
      case i % 6 when 0 then 'new' when 1 then 'contacted' when 2 then 'qualified' when 3 then 'won' when 4 then 'lost' else 'spam' end,
      case when i % 10 = 0 then null else i % ${sql.lit(agents)} + 1 end
    ${from}`.execute(db);
  console.log(`  ${n} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const t2 = performance.now();
  // The terms leadTerms gives these names, addresses and phones (first, last, e-mail, phone three ways).
  for (const term of [
    sql`'first' || (id % ${sql.lit(FIRST)})`,
    sql`'last' || (id % ${sql.lit(LAST)})`,
    sql`email`,
    sql`phone`,
    sql`'0' || phone`,
    sql`'971' || phone`,
  ])
    await sql`insert into lead_search_terms (term, lead_id) select ${term}, id from leads where op_code = 3 and message like 'A synthetic%'`.execute(db);
  console.log(`  their search terms in ${((performance.now() - t2) / 1000).toFixed(1)} s`);
  // As autovacuum would have done on a live database (PostgreSQL's index-only scans need the visibility map).
  await sql.raw(dialect === "postgres" ? "vacuum analyze" : "analyze").execute(db);
}

async function ensureDatabase(url: string): Promise<void> {
  if (!url.startsWith("postgres")) return;
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await admin.query(`create database "${name}"`);
  await admin.end();
}

export async function runLeads(args: string[]): Promise<number> {
  const urls = args.flatMap((a, i) => (args[i - 1] === "--db" ? [a] : []));
  const n = Number(args[args.indexOf("--leads") + 1] ?? 0) || 1_000_000;
  const explain = args.includes("--explain");
  const targets = urls.length ? urls : ["sqlite:data/bench-leads.sqlite", "postgres://root@127.0.0.1:5432/h_leads_bench"];
  for (const url of targets) {
    await ensureDatabase(url);
    const { db, dialect } = createDb(url);
    try {
      console.log(`\n${dialect}: ${url}`);
      await migrateToLatest(db);
      if (!(await db.selectFrom("agents").select("id").executeTakeFirst())) {
        const { seedDatabase } = await import("../demo/seed.server.ts");
        await seedDatabase(db, { media: diskMediaFiles("data/bench-media") });
      }
      const have = Number((await db.selectFrom("leads").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      if (have < n) await fill(db, dialect, n - have);
      else if (dialect === "postgres") await sql`vacuum analyze`.execute(db);
      const scenarios = await leadScenarios(db);
      const rows = [];
      for (const s of scenarios) {
        const times: number[] = [];
        let result = await listLeads(db, s.actor, s.filters, "newest");
        for (let i = 0; i < 7; i++) {
          const t = performance.now();
          result = await listLeads(db, s.actor, s.filters, "newest");
          times.push(performance.now() - t);
        }
        // The 40th page, through the cursor (keyset: as fast as the first).
        let deep = result;
        const td = performance.now();
        for (let i = 0; i < 40 && deep.next; i++) deep = await listLeads(db, s.actor, s.filters, "newest", { after: deep.next });
        const deepMs = (performance.now() - td) / 40;
        times.sort((a, b) => a - b);
        rows.push({ scenario: s.label, rows: result.items.length, total: `${result.total}${result.totalCapped ? "+" : ""}`, "p50 ms": times[3]!.toFixed(1), "max ms": times[6]!.toFixed(1), "next pages ms": deepMs.toFixed(1) });
      }
      printTable(rows);
      if (explain)
        for (const [label, query] of await leadPlanQueries(db, scenarios)) {
          const plan = await planOf(db, dialect, query);
          console.log(`\n-- ${label}\n${plan.map((l) => `   ${l}`).join("\n")}`);
        }
    } finally {
      await db.destroy();
    }
  }
  return 0;
}
