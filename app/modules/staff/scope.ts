/**
 * Who is acting in the back office, as every service that checks a role or records an audit entry
 * takes it. Built from the signed-in staff account by the auth module; the services
 * scope their queries by it (an agent's `where agent_id = …` is in the query, so another agent's id
 * in a URL finds nothing).
 */
import type { StaffRole } from "../../platform/db/schema.ts";
import { may } from "./permissions.ts";

export type Actor = {
  staffId: number;
  name: string;
  role: StaffRole;
  /** The public agent profile an agent account works as; null for admins and editors. */
  agentId: number | null;
};

/** Admins and editors work on every listing; an agent only on those of its own profile. */
export function seesAllListings(actor: Actor): boolean {
  return may(actor.role, "listings.all");
}

/** Leads: admins and editors see every lead; an agent those of its listings or assigned to it. */
export function seesAllLeads(actor: Actor): boolean {
  return may(actor.role, "leads.all");
}

/** The agent profile an actor's listing and lead queries are limited to (null: no limit). */
export function agentLimit(actor: Actor): number | null {
  if (seesAllListings(actor)) return null;
  // An agent account without a profile sees nothing rather than everything.
  return actor.agentId ?? -1;
}
