/**
 * The admin's side of lead routing (/admin/lead-routing): the rules in their order, the fallback
 * agent and the response period, read for the page and changed one post at a time, each change
 * in one transaction with its audit-log entry.
 */
import type { Db } from "../../../platform/db/client.server.ts";
import { recordAudit } from "../../staff/index.server.ts";
import type { Actor } from "../../staff/index.ts";
import { agentList } from "./route-lead.server.ts";
import { routingPostSchema, type RoutingPost } from "./routing-form.server.ts";
import { RESPONSE_HOURS_DEFAULT } from "./routing-limits.ts";

type Named = { id: number; name: string };
type RuleView = { id: number; matchLabel: string; agents: Named[]; roundRobin: boolean };
type RoutingView = { rules: RuleView[]; fallbackAgentId: number | null; responseHours: number; agents: Named[]; areas: Named[]; projects: Named[] };

/** The hours a lead is answered within (the brokerage's setting, else 24). */
export async function responseHours(db: Db): Promise<number> {
  const row = await db.selectFrom("brokerage").select("lead_response_hours").executeTakeFirst();
  return row?.lead_response_hours ? Number(row.lead_response_hours) : RESPONSE_HOURS_DEFAULT;
}

const named = (rows: { id: number; name: string }[]): Named[] => rows.map((r) => ({ id: Number(r.id), name: r.name }));

export async function readRouting(db: Db): Promise<RoutingView> {
  const [rules, agents, areas, projects, brokerage] = await Promise.all([
    db.selectFrom("lead_routing_rules").select(["id", "match_kind", "match_id", "agent_ids"]).orderBy("position").orderBy("id").execute(),
    db.selectFrom("agents").select(["id", "name"]).orderBy("name").execute(),
    db.selectFrom("areas").select(["id", "name"]).orderBy("name").execute(),
    db.selectFrom("projects").select(["id", "name"]).orderBy("name").execute(),
    db.selectFrom("brokerage").select(["lead_fallback_agent_id", "lead_response_hours"]).executeTakeFirst(),
  ]);
  const nameOf = (list: Named[], id: number | null) => list.find((x) => x.id === Number(id))?.name ?? `#${id}`;
  const agentsNamed = named(agents);
  const areasNamed = named(areas);
  const projectsNamed = named(projects);
  return {
    rules: rules.map((r) => {
      const ids = agentList(r.agent_ids);
      const matchLabel = r.match_kind === "any" ? "Any lead" : r.match_kind === "area" ? `Area: ${nameOf(areasNamed, r.match_id)}` : `Project: ${nameOf(projectsNamed, r.match_id)}`;
      return { id: Number(r.id), matchLabel, agents: ids.map((id) => ({ id, name: nameOf(agentsNamed, id) })), roundRobin: ids.length > 1 };
    }),
    fallbackAgentId: brokerage?.lead_fallback_agent_id ? Number(brokerage.lead_fallback_agent_id) : null,
    responseHours: brokerage?.lead_response_hours ? Number(brokerage.lead_response_hours) : RESPONSE_HOURS_DEFAULT,
    agents: agentsNamed,
    areas: areasNamed,
    projects: projectsNamed,
  };
}

type RoutingResult = { ok: true; message: string } | { ok: false; errors: Record<string, string> };

/** Checks one post of the page and applies it (unknown agents, places or rules are refused). */
export async function changeRouting(db: Db, actor: Actor, input: unknown, now = new Date()): Promise<RoutingResult> {
  const parsed = routingPostSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "form"), i.message])) };
  return db.transaction().execute((trx) => applyPost(trx, actor, parsed.data, now.toISOString()));
}

async function unknownAgents(trx: Db, ids: number[]): Promise<boolean> {
  const found = await trx.selectFrom("agents").select("id").where("id", "in", ids).execute();
  return found.length !== new Set(ids).size;
}

async function applyPost(trx: Db, actor: Actor, post: RoutingPost, at: string): Promise<RoutingResult> {
  if (post.intent === "settings") {
    if (post.fallbackAgentId !== null && (await unknownAgents(trx, [post.fallbackAgentId]))) return { ok: false, errors: { fallbackAgentId: "Choose an agent." } };
    const before = await trx.selectFrom("brokerage").select(["lead_fallback_agent_id", "lead_response_hours"]).executeTakeFirst();
    if (!before) return { ok: false, errors: { form: "Enter the brokerage's details first (Brokerage)." } };
    await trx.updateTable("brokerage").set({ lead_fallback_agent_id: post.fallbackAgentId, lead_response_hours: post.responseHours }).execute();
    await recordAudit(trx, actor, { action: "update", entity: "lead-routing", entityId: "settings", before: { fallbackAgentId: before.lead_fallback_agent_id, responseHours: before.lead_response_hours }, after: { fallbackAgentId: post.fallbackAgentId, responseHours: post.responseHours } });
    return { ok: true, message: "Saved the fallback agent and the response period." };
  }
  if (post.intent === "add") return addRule(trx, actor, post, at);
  const rules = await trx.selectFrom("lead_routing_rules").select(["id", "position", "match_kind", "match_id", "agent_ids"]).orderBy("position").orderBy("id").execute();
  const index = rules.findIndex((r) => Number(r.id) === post.ruleId);
  if (index < 0) return { ok: false, errors: { form: "That rule was removed meanwhile: reload the page." } };
  const rule = rules[index]!;
  if (post.intent === "remove") {
    await trx.deleteFrom("lead_routing_rules").where("id", "=", post.ruleId).execute();
    await recordAudit(trx, actor, { action: "delete", entity: "lead-routing-rule", entityId: post.ruleId, before: { position: index + 1, match: `${rule.match_kind}:${rule.match_id ?? ""}`, agentIds: rule.agent_ids }, after: null });
    return { ok: true, message: `Removed rule ${index + 1}.` };
  }
  const target = post.intent === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= rules.length) return { ok: true, message: "The rule is already there." };
  const order = rules.map((r) => Number(r.id));
  [order[index], order[target]] = [order[target]!, order[index]!];
  for (const [position, id] of order.entries()) await trx.updateTable("lead_routing_rules").set({ position: position + 1, updated_at: at }).where("id", "=", id).execute();
  await recordAudit(trx, actor, { action: "reorder", entity: "lead-routing-rule", entityId: post.ruleId, before: { position: index + 1 }, after: { position: target + 1 } });
  return { ok: true, message: `Moved the rule to position ${target + 1}.` };
}

async function addRule(trx: Db, actor: Actor, post: Extract<RoutingPost, { intent: "add" }>, at: string): Promise<RoutingResult> {
  const [kind, rawId] = post.match.split(":") as ["any" | "area" | "project", string | undefined];
  const matchId = rawId ? Number(rawId) : null;
  if (matchId !== null) {
    const table = kind === "area" ? "areas" : "projects";
    if (!(await trx.selectFrom(table).select("id").where("id", "=", matchId).executeTakeFirst())) return { ok: false, errors: { match: "Choose which leads the rule takes." } };
  }
  const agentIds = [...new Set(post.agentIds)];
  if (await unknownAgents(trx, agentIds)) return { ok: false, errors: { agentIds: "Choose at least one agent." } };
  const last = await trx.selectFrom("lead_routing_rules").select((eb) => eb.fn.max("position").as("max")).executeTakeFirst();
  const position = Number(last?.max ?? 0) + 1;
  const row = await trx
    .insertInto("lead_routing_rules")
    .values({ position, match_kind: kind, match_id: matchId, agent_ids: agentIds.join(","), created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, { action: "create", entity: "lead-routing-rule", entityId: Number(row.id), before: null, after: { position, match: post.match, agentIds: agentIds.join(",") } });
  return { ok: true, message: `Added rule ${position}.` };
}
