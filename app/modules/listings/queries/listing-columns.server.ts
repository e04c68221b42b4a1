/**
 * What units and projects share when read for display: the lookup names, the area (place) and
 * the agent (seller) columns with their mapping to the listing model (listing.ts), and the id of
 * an area or a developer named by its page URL. units.server.ts and projects.server.ts add only
 * what is their kind's own.
 */
import { sql, type ExpressionBuilder } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import type { AgentTable, AreaTable, Database } from "../../../platform/db/schema.ts";
import type { Agent, Place } from "../listing.ts";

/**
 * The name of a row of a small lookup table, as a scalar subquery. The lookups are not
 * joined: PostgreSQL spent 10 ms planning the ten-table join of every unit list page (bench at
 * 1M units) and 2-3 ms for the project page at 10,000 projects, more than running them; each
 * subquery is planned on its own, cheaply. The foreign keys guarantee the row exists.
 */
export function lookupName(
  table: "purposes" | "statuses" | "property_types" | "bedrooms" | "bathrooms" | "emirates",
  column: string,
) {
  return sql<string>`(select l.name from ${sql.table(table)} l where l.id = ${sql.ref(column)})`;
}

/** A listing query joined to its area as `a` and its agent as `ag`. */
type WithPlaceAndSeller = ExpressionBuilder<Database & { a: AreaTable; ag: AgentTable }, "a" | "ag">;

export function placeColumns(eb: WithPlaceAndSeller) {
  return [
    eb.ref("a.name").as("area_name"),
    eb.ref("a.name_ar").as("area_name_ar"),
    eb.ref("a.page_url").as("area_url"),
    lookupName("emirates", "a.emirate_id").as("emirate_name"),
  ];
}

export function sellerColumns(eb: WithPlaceAndSeller) {
  return [
    eb.ref("ag.name").as("agent_name"),
    eb.ref("ag.designation").as("agent_designation"),
    eb.ref("ag.avatar_path").as("agent_avatar"),
    eb.ref("ag.phone").as("agent_phone"),
    eb.ref("ag.email").as("agent_email"),
    eb.ref("ag.country_code").as("agent_country_code"),
    eb.ref("ag.brn").as("agent_brn"),
    eb.ref("ag.languages").as("agent_languages"),
    eb.ref("ag.slug").as("agent_slug"),
    eb.ref("ag.is_public").as("agent_public"),
  ];
}

type SellerRow = {
  agent_name: string;
  agent_designation: string;
  agent_avatar: string | null;
  agent_phone: string;
  agent_email: string;
  agent_country_code: string;
  agent_brn: string;
  agent_languages: string;
  agent_slug: string | null;
  agent_public: number;
};

/** A listing's agent, as the model names it (listing.ts). */
export function agentOf(r: SellerRow): Agent {
  return {
    phone: r.agent_phone,
    email: r.agent_email,
    countryCode: r.agent_country_code,
    name: r.agent_name,
    designation: r.agent_designation,
    avatar: r.agent_avatar,
    brn: r.agent_brn,
    languages: r.agent_languages,
    page: r.agent_slug && Number(r.agent_public) === 1 ? `/agents/${r.agent_slug}` : null,
  };
}

/** A listing's area, from placeColumns. */
export function placeOf(r: { area_id: number; area_name: string; area_name_ar: string | null; area_url: string; emirate_name: string }): Place {
  return { id: r.area_id, name: r.area_name, nameAr: r.area_name_ar, slug: r.area_url, emirate: r.emirate_name };
}

/** The id of the area or developer whose page URL is `url` (none when no page has it), as a subquery. */
export function idOfPage(db: Db, table: "areas" | "developers", url: string) {
  return db.selectFrom(table).select("id").where("page_url", "=", url);
}
