/**
 * Overdue leads: a lead with no first response (RESPONSE_KINDS of first-response.ts, the same rule
 * the lead's page shows) after the brokerage's response period. Counted on the dashboard, filtered
 * in the inbox, and mailed to the admin address once per lead by a job: one statement claims the
 * leads (sets `overdue_mailed_at` where it is still null, RETURNING them) and the mails go into the
 * outbox in the same transaction, so two runs, here or on another instance, never mail a lead twice.
 * The job mails only leads of the last MAIL_WINDOW_DAYS: a site's older unanswered leads (an import,
 * the time before this rule) show on the dashboard without a flood of mail.
 */
import type { ExpressionBuilder, ExpressionWrapper, Expression, SqlBool } from "kysely";
import type { Db } from "../../../platform/db/client.server.ts";
import type { Database } from "../../../platform/db/schema.ts";
import type { Job } from "../../../platform/jobs/runner.server.ts";
import type { MailComposer } from "../../../platform/mail/outbox.server.ts";
import { wakeOutbox } from "../../../platform/mail/outbox.server.ts";
import { readBrokerage, readBrokerageSettings } from "../../content/index.server.ts";
import { RESPONSE_KINDS } from "../inbox/first-response.ts";
import { responseHours } from "./routing.server.ts";

export const LEAD_OVERDUE = "lead-overdue";
const MAIL_WINDOW_DAYS = 14;
const BATCH = 200;
const HOUR_MS = 60 * 60_000;

/** True for a lead a member of staff has answered (a status change or a note). */
export function answered(eb: ExpressionBuilder<Database, "leads">): ExpressionWrapper<Database, "leads", SqlBool> {
  return eb.exists(
    eb.selectFrom("lead_history as h").select("h.id").whereRef("h.lead_id", "=", "leads.id").where("h.staff_id", "is not", null).where("h.kind", "in", [...RESPONSE_KINDS]),
  );
}

/**
 * A lead that arrived before `cutoff` and has had no answer (subscriptions and anonymised leads aside).
 * Only a staff member's status change moves a lead off "new", and that is an answer: so only "new"
 * leads are looked at, an index range (leads_inbox_status) rather than every lead's history.
 */
export function overdueCondition(eb: ExpressionBuilder<Database, "leads">, cutoff: string): Expression<SqlBool> {
  return eb.and([
    eb("leads.status", "=", "new"),
    eb("leads.created_at", "<", cutoff),
    eb("leads.kind", "<>", "subscription"),
    eb("leads.anonymised_at", "is", null),
    eb.not(answered(eb)),
  ]);
}

/** Leads that arrived before this instant and are still unanswered are overdue now. */
export async function overdueCutoff(db: Db, now: Date): Promise<string> {
  return new Date(now.getTime() - (await responseHours(db)) * HOUR_MS).toISOString();
}

/** How many overdue leads an actor's scope holds (agentId null: all). */
export async function countOverdue(db: Db, scope: { agentId: number | null }, now = new Date()): Promise<number> {
  const cutoff = await overdueCutoff(db, now);
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => overdueCondition(eb, cutoff))
    .$if(scope.agentId !== null, (q) => q.where("leads.agent_id", "=", scope.agentId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Claims the overdue leads not yet mailed and queues their mail; how many. */
async function mailOverdueLeads(db: Db, now: Date): Promise<number> {
  const hours = await responseHours(db);
  const cutoff = new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const since = new Date(now.getTime() - hours * HOUR_MS - MAIL_WINDOW_DAYS * 24 * HOUR_MS).toISOString();
  const at = now.toISOString();
  let total = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable("leads")
        .set({ overdue_mailed_at: at })
        .where("overdue_mailed_at", "is", null)
        .where("id", "in", (eb) =>
          eb.selectFrom("leads").select("leads.id").where("leads.overdue_mailed_at", "is", null).where("leads.created_at", ">=", since).where((e) => overdueCondition(e, cutoff)).limit(BATCH),
        )
        .returning("id")
        .execute();
      if (rows.length)
        await trx.insertInto("outbox").values(rows.map((r) => ({ kind: LEAD_OVERDUE, payload: JSON.stringify({ leadId: Number(r.id), hours }), next_attempt_at: at, created_at: at }))).execute();
      return rows.length;
    });
    total += claimed;
    if (claimed < BATCH) break;
  }
  if (total) wakeOutbox();
  return total;
}

/** Every few minutes, one instance at a time (the claim alone already keeps a lead to one mail). */
export function overdueJob(opts: { db: Db; intervalMs?: number; clock?: () => Date }): Job<number> {
  const { db, intervalMs = 5 * 60_000, clock = () => new Date() } = opts;
  return {
    name: "overdue leads",
    intervalMs,
    clock,
    lease: { db, name: "overdue leads", ms: 5 * 60_000 },
    async run({ now, logger }) {
      const n = await mailOverdueLeads(db, now);
      if (n) logger.info({ overdue: n }, "overdue leads: the admin was mailed");
      return n;
    },
  };
}

/** The admin's mail about one overdue lead, to the address lead notices go to. */
export const overdueMail: MailComposer = async ({ db, siteUrl, notifyEmail }, payload) => {
  const { leadId, hours } = JSON.parse(payload) as { leadId: number; hours: number };
  const lead = await db.selectFrom("leads").leftJoin("agents", "agents.id", "leads.agent_id").select(["leads.id", "leads.kind", "leads.name", "leads.created_at", "agents.name as agent"]).where("leads.id", "=", leadId).executeTakeFirst();
  if (!lead) return { skip: "skipped: lead not found" };
  const brokerage = await readBrokerage(db);
  const to = (await readBrokerageSettings(db)).leadNotifyEmail ?? notifyEmail ?? brokerage.email;
  const text = [
    `Lead #${lead.id} (${lead.kind}) from ${lead.name} arrived ${lead.created_at} and has had no answer within ${hours} hours.`,
    `Agent: ${lead.agent ?? "none"}`,
    "",
    `${siteUrl}/admin/leads/${lead.id}`,
  ].join("\n");
  return {
    messages: [{ from: `${brokerage.name} <${brokerage.email}>`, to, subject: `Unanswered lead #${lead.id} from ${lead.name}`, text }],
    audience: "staff",
    withoutSmtp: { level: "info", key: "overdueNotice", message: "overdue lead notice (no SMTP_URL: logged, not mailed)" },
  };
};
