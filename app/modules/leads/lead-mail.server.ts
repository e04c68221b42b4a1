/**
 * The mail a lead sends (composed for the outbox, app/platform/mail/outbox.server.ts): the agency's
 * notice, the visitor's confirmation, and the agent's notice (lead-agent-mail.server.ts), also
 * queued when the inbox assigns a lead.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { MailComposer } from "../../platform/mail/outbox.server.ts";
import { mailText, visitorLocale } from "../../platform/mail/mail-locale.server.ts";
import { readBrokerage, readBrokerageSettings } from "../content/index.server.ts";
import type { Brokerage } from "../../ui/brokerage.ts";
import { LEAD_AGENT, LEAD_CONFIRMATION, LEAD_NOTIFICATION, type LeadAgentPayload } from "./queries/leads.server.ts";
import { agentMail } from "./lead-agent-mail.server.ts";
import { VIEWING_MAIL } from "./viewings/viewings.server.ts";
import { viewingMail } from "./viewings/viewing-mail.server.ts";
import { LEAD_OVERDUE, overdueMail } from "./routing/overdue.server.ts";

type LeadDetails = NonNullable<Awaited<ReturnType<typeof loadLead>>>;

async function loadLead(db: Db, id: number) {
  return db
    .selectFrom("leads as l")
    .leftJoin("countries as c", "c.id", "l.country_id")
    .leftJoin("projects as p", "p.id", "l.project_id")
    .leftJoin("units as u", "u.id", "l.unit_id")
    .select([
      "l.id", "l.op_code", "l.kind", "l.name", "l.email", "l.phone", "l.message", "l.project_id", "l.unit_id", "l.page_url", "l.created_at", "l.locale",
      "c.name as country", "c.isd_code as isd",
      "p.name as project_name", "p.name_ar as project_name_ar", "p.page_url as project_url",
      "u.title as unit_title", "u.title_ar as unit_title_ar", "u.page_url as unit_url",
    ])
    .where("l.id", "=", id)
    .executeTakeFirst();
}

function leadSubject(lead: LeadDetails): string {
  const about = lead.project_name ? ` — ${lead.project_name}` : lead.unit_title ? ` — ${lead.unit_title}` : "";
  const kind = lead.kind === "contact" ? "Contact-us message" : lead.kind === "viewing" ? "Viewing request" : "Enquiry";
  return `New ${kind} #${lead.id} from ${lead.name}${about}`;
}

function noticeText(lead: LeadDetails, siteUrl: string): string {
  const lines = [
    `Lead #${lead.id} (${lead.kind}, opCode ${lead.op_code}) received ${lead.created_at}`,
    "",
    `Name:    ${lead.name}`,
    `E-mail:  ${lead.email}`,
    `Mobile:  ${lead.isd ?? ""} ${lead.phone}`.replace(/\s+/, " "),
    `Country: ${lead.country ?? lead.id}`,
  ];
  if (lead.project_id) lines.push(`Project: ${lead.project_name ?? "#" + lead.project_id} ${lead.project_url ? `${siteUrl}/project/${lead.project_url}/${lead.project_id}` : ""}`.trim());
  if (lead.unit_id) lines.push(`Unit:    ${lead.unit_title ?? "#" + lead.unit_id} ${lead.unit_url ? `${siteUrl}/property/${lead.unit_url}/${lead.unit_id}` : ""}`.trim());
  if (lead.page_url) lines.push(`Page:    ${lead.page_url}`);
  // The staff's notice stays English; it says when the visitor wrote from an Arabic page.
  if (lead.locale === "ar") lines.push("Language: Arabic (sent from an Arabic page; the visitor's confirmation was in Arabic)");
  lines.push("", "Message:", lead.message);
  return lines.join("\n");
}

/**
 * The visitor's confirmation goes to an address the visitor typed, so it carries none of the
 * visitor's own words (name, message): only our text and the name of our listing. Whoever types
 * a stranger's address cannot make the mail say anything (no links, no "Dear <advert>").
 * Written in the language of the page the lead came from (the listing's Arabic name when it has one).
 */
function confirmationMessage(lead: LeadDetails, brokerage: Brokerage): { subject: string; text: string } {
  const locale = visitorLocale(lead.locale);
  const t = mailText(locale);
  const arabic = (en: string | null, ar: string | null) => (locale === "ar" && ar ? ar : en);
  const about = arabic(lead.project_name, lead.project_name_ar) ?? arabic(lead.unit_title, lead.unit_title_ar);
  return {
    subject: t("leadSubject", { brand: brokerage.shortName }),
    text: [
      t("hello"),
      "",
      about ? t("leadReceivedAbout", { name: about }) : t("leadReceived"),
      "",
      t("leadIgnore"),
      "",
      `${brokerage.name}`,
      `${brokerage.phoneDisplay} · ${brokerage.email}`,
    ].join("\n"),
  };
}

const sender = (b: Brokerage) => `${b.name} <${b.email}>`;

/** The lead's row, the identity as an editor last saved it (the content module caches it), and its sender. */
async function leadAndBrokerage(db: Db, payload: string) {
  const { leadId } = JSON.parse(payload) as { leadId: number };
  const lead = await loadLead(db, leadId);
  return { lead, brokerage: await readBrokerage(db) };
}

const leadNotification: MailComposer = async ({ db, siteUrl, notifyEmail }, payload) => {
  const { lead, brokerage } = await leadAndBrokerage(db, payload);
  if (!lead) return { skip: "skipped: lead not found" };
  // Stored in the back office wins; then the env's LEAD_NOTIFY_EMAIL; then the brokerage's own address.
  const to = (await readBrokerageSettings(db)).leadNotifyEmail ?? notifyEmail ?? brokerage.email;
  return {
    messages: [{ from: sender(brokerage), to, replyTo: lead.email, subject: leadSubject(lead), text: noticeText(lead, siteUrl) }],
    audience: "visitor",
    withoutSmtp: { level: "info", key: "leadNotice", message: "lead notice (no SMTP_URL: logged, not mailed)" },
  };
};

const leadConfirmation: MailComposer = async ({ db }, payload) => {
  const { lead, brokerage } = await leadAndBrokerage(db, payload);
  if (!lead) return { skip: "skipped: lead not found" };
  // The brokerage's identity in the visitor's language (its Arabic name and address where it has them).
  const visitorBrokerage = lead.locale === "ar" ? await readBrokerage(db, "ar") : brokerage;
  return { messages: [{ from: sender(brokerage), to: lead.email, ...confirmationMessage(lead, visitorBrokerage) }], audience: "visitor", withoutSmtp: "skip" };
};

const leadAgent: MailComposer = async ({ db, siteUrl }, payload) => {
  const p = JSON.parse(payload) as LeadAgentPayload;
  const mail = await agentMail(db, p, siteUrl);
  if (!mail) return { skip: "skipped: lead not found or no longer this agent's" };
  const brokerage = await readBrokerage(db);
  return {
    messages: [{ from: sender(brokerage), to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html }],
    audience: "visitor",
    withoutSmtp: { level: "info", key: "agentNotice", message: "agent's lead notice (no SMTP_URL: logged, not mailed)" },
    // The lead's history shows that its agent was told (by the system).
    onSent: async (trx, at) => {
      await trx
        .insertInto("lead_history")
        .values({ lead_id: p.leadId, at, staff_id: null, staff_name: null, kind: "mailed", from_value: null, to_value: `${mail.agentName} <${mail.to}>`, note: null })
        .execute();
    },
  };
};

export const leadMailKinds: Record<string, MailComposer> = {
  [LEAD_NOTIFICATION]: leadNotification,
  [LEAD_CONFIRMATION]: leadConfirmation,
  [LEAD_AGENT]: leadAgent,
  [VIEWING_MAIL]: viewingMail,
  [LEAD_OVERDUE]: overdueMail,
};
