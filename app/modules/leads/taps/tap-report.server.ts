/**
 * The contact taps beside the form leads, for the back office: per day, per agent and per listing
 * over the last days. An agent sees its own (the scope is in every query, as in the lead inbox).
 */
import { sql } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import { seesAllLeads, type Actor } from "../../staff/index.ts";
import { dubaiDay } from "./contact-taps.server.ts";

type TapReport = {
  from: string;
  to: string;
  byDay: Array<{ day: string; taps: number; forms: number }>;
  byAgent: Array<{ agentId: number | null; name: string; taps: number; forms: number }>;
  byListing: Array<{ kind: "unit" | "project" | "agent"; id: number; title: string; taps: number; whatsapp: number; call: number; email: number; forms: number }>;
};

const count = (n: unknown) => Number(n ?? 0);

/** Form leads in the same window, by day, agent and listing (enquiries about one listing). */
async function formCounts(db: Db, agentId: number | null, from: string) {
  let q = db.selectFrom("leads").where("kind", "!=", "subscription").where("created_at", ">=", `${from}T00:00:00`);
  if (agentId !== null) q = q.where("agent_id", "=", agentId);
  const day = sql<string>`substr(created_at, 1, 10)`;
  const [byDay, byAgent, byUnit, byProject] = await Promise.all([
    q.select([day.as("day"), (eb) => eb.fn.countAll().as("n")]).groupBy(day).execute(),
    q.select(["agent_id", (eb) => eb.fn.countAll().as("n")]).groupBy("agent_id").execute(),
    q.where("unit_id", "is not", null).select(["unit_id as id", (eb) => eb.fn.countAll().as("n")]).groupBy("unit_id").execute(),
    q.where("project_id", "is not", null).select(["project_id as id", (eb) => eb.fn.countAll().as("n")]).groupBy("project_id").execute(),
  ]);
  return {
    day: new Map(byDay.map((r) => [r.day, count(r.n)])),
    agent: new Map(byAgent.map((r) => [r.agent_id === null ? null : Number(r.agent_id), count(r.n)])),
    listing: new Map<string, number>([...byUnit.map((r) => [`unit:${r.id}`, count(r.n)] as const), ...byProject.map((r) => [`project:${r.id}`, count(r.n)] as const)]),
  };
}

async function listingTitles(db: Db, ids: { unit: number[]; project: number[]; agent: number[] }) {
  const none = Promise.resolve([] as Array<{ id: number; title: string }>);
  const [units, projects, agents] = await Promise.all([
    ids.unit.length ? db.selectFrom("units").select(["id", "title"]).where("id", "in", ids.unit).execute() : none,
    ids.project.length ? db.selectFrom("projects").select(["id", "name as title"]).where("id", "in", ids.project).execute() : none,
    ids.agent.length ? db.selectFrom("agents").select(["id", "name as title"]).where("id", "in", ids.agent).execute() : none,
  ]);
  const titles = new Map<string, string>();
  for (const [kind, rows] of [["unit", units], ["project", projects], ["agent", agents]] as const) for (const r of rows) titles.set(`${kind}:${r.id}`, r.title);
  return titles;
}

/** The last `days` days (Dubai), newest first; the busiest 50 listings. */
export async function loadTapReport(db: Db, actor: Actor, days = 30, now = new Date()): Promise<TapReport> {
  const to = dubaiDay(now);
  const from = dubaiDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const agentId = seesAllLeads(actor) ? null : (actor.agentId ?? -1);
  let q = db.selectFrom("contact_taps").where("day", ">=", from);
  if (agentId !== null) q = q.where("agent_id", "=", agentId);
  const channel = (name: string) => sql<number>`sum(case when channel = ${name} then 1 else 0 end)`;
  const [byDay, byAgent, byListing, agents, forms] = await Promise.all([
    q.select(["day", (eb) => eb.fn.countAll().as("n")]).groupBy("day").execute(),
    q.select(["agent_id", (eb) => eb.fn.countAll().as("n")]).groupBy("agent_id").execute(),
    q
      .select(["kind", "listing_id", (eb) => eb.fn.countAll().as("n"), channel("whatsapp").as("whatsapp"), channel("call").as("call"), channel("email").as("email")])
      .groupBy(["kind", "listing_id"])
      .orderBy(sql`count(*)`, "desc")
      .orderBy("listing_id")
      .limit(50)
      .execute(),
    db.selectFrom("agents").select(["id", "name"]).$if(agentId !== null, (a) => a.where("id", "=", agentId!)).execute(),
    formCounts(db, agentId, from),
  ]);
  const ids = { unit: [] as number[], project: [] as number[], agent: [] as number[] };
  for (const r of byListing) ids[r.kind].push(Number(r.listing_id));
  const titles = await listingTitles(db, ids);
  const tapsByDay = new Map(byDay.map((r) => [r.day, count(r.n)]));
  const tapsByAgent = new Map(byAgent.map((r) => [r.agent_id === null ? null : Number(r.agent_id), count(r.n)]));
  const allDays = [...new Set([...tapsByDay.keys(), ...forms.day.keys()])].filter((d) => d >= from).sort().reverse();
  return {
    from,
    to,
    byDay: allDays.map((day) => ({ day, taps: tapsByDay.get(day) ?? 0, forms: forms.day.get(day) ?? 0 })),
    byAgent: agents
      .map((a) => ({ agentId: Number(a.id), name: a.name, taps: tapsByAgent.get(Number(a.id)) ?? 0, forms: forms.agent.get(Number(a.id)) ?? 0 }))
      .filter((a) => a.taps > 0 || a.forms > 0)
      .sort((a, b) => b.taps + b.forms - (a.taps + a.forms) || a.name.localeCompare(b.name)),
    byListing: byListing.map((r) => {
      const key = `${r.kind}:${r.listing_id}`;
      return { kind: r.kind, id: Number(r.listing_id), title: titles.get(key) ?? `#${r.listing_id}`, taps: count(r.n), whatsapp: count(r.whatsapp), call: count(r.call), email: count(r.email), forms: forms.listing.get(key) ?? 0 };
    }),
  };
}
