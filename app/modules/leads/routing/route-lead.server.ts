/**
 * Who gets a new lead (inside the transaction that stores it): the agent of the enquired listing
 * while that agent still works here; else the first routing rule (by the admin's order) that
 * matches the listing's area or project, or matches any lead; else the brokerage's fallback agent;
 * else, when none is set, still the listing's agent (as before any rule existed).
 * A rule with several agents takes turns: its counter moves by one conditional update with
 * RETURNING, so two leads arriving together on two instances never get the same turn.
 */
import type { Db } from "../../../platform/db/client.server.ts";

type Routed = { agentId: number | null; note: string | null };

/** The listing a lead is about (neither for a contact message). */
type LeadListing = { unitId: number | null; projectId: number | null };

type Place = { agentId: number | null; areaId: number | null; projectId: number | null };

/** The enquired unit's (else project's) agent, area and project. */
async function placeOf(trx: Db, { unitId, projectId }: LeadListing): Promise<Place> {
  if (unitId) {
    const unit = await trx.selectFrom("units").select(["agent_id", "area_id", "project_id"]).where("id", "=", unitId).executeTakeFirst();
    if (unit) return { agentId: unit.agent_id, areaId: unit.area_id, projectId: unit.project_id };
  }
  if (projectId) {
    const project = await trx.selectFrom("projects").select(["agent_id", "area_id"]).where("id", "=", projectId).executeTakeFirst();
    if (project) return { agentId: project.agent_id, areaId: project.area_id, projectId };
  }
  return { agentId: null, areaId: null, projectId: null };
}

/** An agent has left when it had sign-in accounts and every one of them is switched off (a profile without an account still gets its leads). */
async function hasLeft(trx: Db, agentId: number): Promise<boolean> {
  const accounts = await trx.selectFrom("staff").select("is_active").where("agent_id", "=", agentId).execute();
  return accounts.length > 0 && accounts.every((a) => Number(a.is_active) !== 1);
}

/** Of a rule's agents, those still here (see hasLeft), in the rule's order: a turn never falls to an agent who left after the rule was made. */
async function stillHere(trx: Db, agents: number[]): Promise<number[]> {
  if (!agents.length) return agents;
  const left = await trx
    .selectFrom("staff")
    .select("agent_id")
    .where("agent_id", "in", agents)
    .groupBy("agent_id")
    .having((eb) => eb.fn.max("is_active"), "!=", 1)
    .execute();
  const gone = new Set(left.map((r) => Number(r.agent_id)));
  return agents.filter((a) => !gone.has(a));
}

/** Splits a rule's stored agent list ("4,7,9"). */
export function agentList(stored: string): number[] {
  return stored.split(",").map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** Takes the next turn of a round-robin rule and answers whose it is. */
async function takeTurn(trx: Db, ruleId: number, agents: number[]): Promise<number> {
  if (agents.length === 1) return agents[0]!;
  const row = await trx
    .updateTable("lead_routing_rules")
    .set((eb) => ({ next_index: eb("next_index", "+", 1) }))
    .where("id", "=", ruleId)
    .returning("next_index")
    .executeTakeFirstOrThrow();
  return agents[(Number(row.next_index) - 1) % agents.length]!;
}

export async function routeLead(trx: Db, listing: LeadListing): Promise<Routed> {
  const place = await placeOf(trx, listing);
  if (place.agentId !== null && !(await hasLeft(trx, place.agentId))) return { agentId: place.agentId, note: null };
  const rules = await trx.selectFrom("lead_routing_rules").select(["id", "position", "match_kind", "match_id", "agent_ids"]).orderBy("position").orderBy("id").execute();
  for (const [index, rule] of rules.entries()) {
    const matches =
      rule.match_kind === "any" ||
      (rule.match_kind === "area" && place.areaId !== null && Number(rule.match_id) === Number(place.areaId)) ||
      (rule.match_kind === "project" && place.projectId !== null && Number(rule.match_id) === Number(place.projectId));
    if (!matches) continue;
    const agents = await stillHere(trx, agentList(rule.agent_ids));
    if (!agents.length) continue;
    return { agentId: await takeTurn(trx, Number(rule.id), agents), note: `Routed by rule ${index + 1}` };
  }
  const fallback = await trx.selectFrom("brokerage").select("lead_fallback_agent_id").executeTakeFirst();
  if (fallback?.lead_fallback_agent_id) return { agentId: Number(fallback.lead_fallback_agent_id), note: "Routed to the fallback agent" };
  // Nothing set up for it: the listing's agent keeps the lead (its mail goes to the profile's public address).
  return { agentId: place.agentId, note: null };
}
