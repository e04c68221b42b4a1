/**
 * The e-mail that tells an agent of a lead: when a lead on the agent's listing arrives,
 * and when a lead is assigned to the agent. Plain text and HTML; it names the listing and links to
 * the lead in the back office (/admin/leads/<id>). It goes to our own staff, so it carries what the
 * visitor typed (the agent needs it to call back); in the HTML every such value is escaped.
 * It goes to the agent's staff account's e-mail (the address the person signs in with and proved
 * by the invitation link, where the link to the lead works), and to the profile's public address
 * only for an agent without an active account: the public address is what visitors are shown,
 * often a shared desk, and a visitor's details are for the person responsible for the lead.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { LeadAgentPayload } from "./queries/leads.server.ts";

type AgentMail = { to: string; agentName: string; replyTo: string; subject: string; text: string; html: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail, or null when the lead is gone or now belongs to another agent (reassigned before it went). */
export async function agentMail(db: Db, p: LeadAgentPayload, siteUrl: string): Promise<AgentMail | null> {
  const row = await db
    .selectFrom("leads as l")
    .innerJoin("agents as a", (j) => j.on("a.id", "=", p.agentId))
    .leftJoin("staff as s", (j) => j.onRef("s.agent_id", "=", "a.id").on("s.is_active", "=", 1))
    .leftJoin("countries as c", "c.id", "l.country_id")
    .leftJoin("projects as p", "p.id", "l.project_id")
    .leftJoin("units as u", "u.id", "l.unit_id")
    .select([
      "l.id", "l.kind", "l.name", "l.email", "l.phone", "l.message", "l.created_at", "l.unit_id", "l.project_id",
      "a.name as agent_name", "a.email as agent_email", "s.email as staff_email", "c.isd_code as isd",
      "p.name as project_name", "p.page_url as project_url", "u.title as unit_title", "u.page_url as unit_url",
    ])
    .where("l.id", "=", p.leadId)
    .where("l.agent_id", "=", p.agentId)
    .executeTakeFirst();
  if (!row) return null;
  const listing = row.unit_id
    ? { label: "Unit", title: row.unit_title ?? `#${row.unit_id}`, url: row.unit_url ? `${siteUrl}/property/${row.unit_url}/${row.unit_id}` : null }
    : row.project_id
      ? { label: "Project", title: row.project_name ?? `#${row.project_id}`, url: row.project_url ? `${siteUrl}/project/${row.project_url}/${row.project_id}` : null }
      : null;
  const adminUrl = `${siteUrl}/admin/leads/${row.id}`;
  const what = row.kind === "contact" ? "contact message" : row.kind === "subscription" ? "newsletter subscription" : "enquiry";
  const intro = p.reason === "assigned" ? `A ${what} has been assigned to you.` : `A new ${what} has arrived for your listing.`;
  const phone = row.phone ? `${row.isd ? `+${row.isd.replace(/^\+/, "")} ` : ""}${row.phone}` : "";
  const fields: Array<[string, string]> = [
    ["Lead", `#${row.id}, received ${row.created_at}`],
    ["Name", row.name],
    ["E-mail", row.email],
    ...(phone ? [["Mobile", phone] as [string, string]] : []),
    ...(listing ? [[listing.label, listing.url ? `${listing.title} (${listing.url})` : listing.title] as [string, string]] : []),
  ];
  const subject = `${p.reason === "assigned" ? "Lead assigned to you" : "New lead"} #${row.id}: ${row.name}${listing ? ` — ${listing.title}` : ""}`;
  const text = [
    `Hello ${row.agent_name},`,
    "",
    intro,
    "",
    ...fields.map(([k, v]) => `${`${k}:`.padEnd(8)} ${v}`),
    ...(row.message ? ["", "Message:", row.message] : []),
    "",
    `Open it in the back office: ${adminUrl}`,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(row.agent_name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    "<table>",
    ...fields.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    "</table>",
    ...(row.message ? [`<p><strong>Message:</strong><br>${escapeHtml(row.message).replace(/\n/g, "<br>")}</p>`] : []),
    `<p><a href="${escapeHtml(adminUrl)}">Open lead #${row.id} in the back office</a></p>`,
  ].join("\n");
  return { to: row.staff_email ?? row.agent_email, agentName: row.agent_name, replyTo: row.email, subject, text, html };
}
