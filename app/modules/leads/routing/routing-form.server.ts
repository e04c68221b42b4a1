/**
 * The lead-routing page's posts (/admin/lead-routing), one schema per `intent`, read by its action
 * and the service (`.server`: the browser's zod stays the public forms' set, schema-parts.test.ts).
 */
import * as z from "zod/mini";
import { RESPONSE_HOURS_MAX } from "./routing-limits.ts";

const id = (message: string) => z.coerce.number({ error: message }).check(z.int(message), z.gte(1, message));

/** "any", "area:12" or "project:7" (one select chooses the kind and the place). */
const MATCH = /^(any|area:\d+|project:\d+)$/;

export const routingPostSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    match: z.string({ error: "Choose which leads the rule takes." }).check(z.regex(MATCH, "Choose which leads the rule takes.")),
    agentIds: z.array(id("Choose at least one agent.")).check(z.minLength(1, "Choose at least one agent."), z.maxLength(50, "Choose at most 50 agents.")),
  }),
  z.object({ intent: z.enum(["remove", "up", "down"]), ruleId: id("No such rule.") }),
  z.object({
    intent: z.literal("settings"),
    fallbackAgentId: z.nullable(id("Choose an agent.")),
    responseHours: z.coerce
      .number({ error: `Hours from 1 to ${RESPONSE_HOURS_MAX}.` })
      .check(z.int(`Hours from 1 to ${RESPONSE_HOURS_MAX}.`), z.gte(1, `Hours from 1 to ${RESPONSE_HOURS_MAX}.`), z.lte(RESPONSE_HOURS_MAX, `Hours from 1 to ${RESPONSE_HOURS_MAX}.`)),
  }),
]);
export type RoutingPost = z.output<typeof routingPostSchema>;

/** A posted form as the schema's input: agents from their checkboxes, an empty fallback as none. */
export function routingPostOf(form: FormData): Record<string, unknown> {
  const fallback = String(form.get("fallbackAgentId") ?? "");
  return {
    intent: form.get("intent"),
    match: form.get("match") ?? undefined,
    agentIds: form.getAll("agentIds").map(String),
    ruleId: form.get("ruleId") ?? undefined,
    fallbackAgentId: fallback === "" ? null : fallback,
    responseHours: form.get("responseHours") ?? undefined,
  };
}
