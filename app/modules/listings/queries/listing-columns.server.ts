/**
 * What units and projects share when read for display: the lookup names, the area (place) and
 * the agent (seller) columns with their mapping to the API's field names, and the id of an
 * area or a developer named by its page URL. units.server.ts and projects.server.ts add only
 * what is their kind's own.
 */
import { sql, type ExpressionBuilder } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import type { AgentTable, AreaTable, Database } from "../../../platform/db/schema.ts";

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
};

/** The seller as a list card shows it (name, phone, e-mail). */
export function cardSeller(r: SellerRow) {
  return {
    contactSellerName: r.agent_name,
    contactSellerPhone: r.agent_phone,
    contactSellerEmail: r.agent_email,
    countryCodeContactSeller: r.agent_country_code,
  };
}

/** The seller as a detail page shows it: the card's fields, the designation, the photo and the BRN. */
export function fullSeller(r: SellerRow) {
  return {
    ...cardSeller(r),
    contactSellerDesignation: r.agent_designation,
    contactSellerAvatar: r.agent_avatar,
    agentBRN: r.agent_brn,
    /** "Arabic, English": the languages the agent speaks (issue 20). */
    contactSellerLanguages: r.agent_languages,
  };
}

/** A listing's seller as the API and the detail pages name it. */
export type Seller = ReturnType<typeof fullSeller>;

/** The id of the area or developer whose page URL is `url` (none when no page has it), as a subquery. */
export function idOfPage(db: Db, table: "areas" | "developers", url: string) {
  return db.selectFrom(table).select("id").where("page_url", "=", url);
}
