/**
 * Taps on Call, WhatsApp and E-mail as leads: a visitor who taps one has chosen to talk to the
 * agent, which the forms never see. Counted once per visitor, listing and day, credited to the
 * listing's agent at the time of the tap (the listing's own row says which, never the browser).
 *
 * No cookie and no personal data: the visitor is a keyed hash of the address, the browser and the
 * day (HMAC with the server's form key), so the same visitor cannot be recognised the next day and
 * the address is never stored. Robots (by their user agent) are not counted.
 */
import crypto from "node:crypto";
import { z } from "zod";
import type { Db } from "../../../platform/db/client.server.ts";

export const tapSchema = z.object({
  kind: z.enum(["unit", "project", "agent"], { error: "must be unit, project or agent" }),
  id: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be a whole number").max(2_147_483_647),
  channel: z.enum(["call", "whatsapp", "email"], { error: "must be call, whatsapp or email" }),
});

type Tap = z.output<typeof tapSchema>;

/** Crawlers, link previews and command-line clients: they follow links but are nobody asking. */
const ROBOT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl\/|wget\/|python-|httpclient|okhttp|go-http|java\/|lighthouse/i;

const isRobot = (userAgent: string) => userAgent.trim() === "" || ROBOT.test(userAgent);

/** The day in Dubai (UTC+4 all year round): a visitor's day, not the server's. */
export function dubaiDay(now: Date): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

function visitorKey(secret: string, ip: string, userAgent: string, day: string): string {
  return crypto.createHmac("sha256", `contact-tap:${secret}`).update(`${day}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/** Who is credited with a tap: the live listing's agent, or the agent of a public page; null when there is none. */
async function creditedAgent(db: Db, tap: Tap): Promise<{ agentId: number | null } | null> {
  if (tap.kind === "agent") {
    const row = await db.selectFrom("agents").select("id").where("id", "=", tap.id).where("is_public", "=", 1).executeTakeFirst();
    return row ? { agentId: Number(row.id) } : null;
  }
  const table = tap.kind === "unit" ? "units" : "projects";
  const row = await db.selectFrom(table).select("agent_id").where("id", "=", tap.id).where("is_active", "=", 1).executeTakeFirst();
  return row ? { agentId: row.agent_id === null ? null : Number(row.agent_id) } : null;
}

type TapVisitor = { ip: string; userAgent: string; secret: string; now?: Date };

/**
 * Counts one tap: "counted" the first time this visitor taps for this listing today, "repeat"
 * after, "robot" for a crawler, "unknown" when no live listing (or public agent) has that id.
 */
export async function recordContactTap(db: Db, tap: Tap, visitor: TapVisitor): Promise<"counted" | "repeat" | "robot" | "unknown"> {
  if (isRobot(visitor.userAgent)) return "robot";
  const credit = await creditedAgent(db, tap);
  if (!credit) return "unknown";
  const day = dubaiDay(visitor.now ?? new Date());
  const result = await db
    .insertInto("contact_taps")
    .values({ day, kind: tap.kind, listing_id: tap.id, visitor: visitorKey(visitor.secret, visitor.ip, visitor.userAgent, day), agent_id: credit.agentId, channel: tap.channel })
    .onConflict((oc) => oc.columns(["day", "kind", "listing_id", "visitor"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "counted" : "repeat";
}
