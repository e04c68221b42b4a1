/**
 * The outbox worker: delivers the e-mails queued with each lead (app/modules/leads/queries/leads.server.ts)
 * — the agency's notice, the visitor's confirmation and the agent's notice (also queued when the
 * inbox assigns a lead) — the staff's password links (app/modules/staff/links.server.ts) and the visitors'
 * saved-search alerts (their confirmation and their new listings: app/modules/alerts/alert-mail.server.ts), with retries
 * and exponential back-off. A mail server that is down delays a notice; it never loses one. No
 * message about a lead goes to an address removed from the mailing list
 * (app/platform/mail/suppression.server.ts): every such send is checked here, in one place. A
 * staff member's password link is not mailing-list mail and is always sent.
 *
 * Several instances may run it at once: a row is claimed by a conditional update of
 * `locked_until` (a lease), so exactly one worker sends it; a worker that dies mid-send
 * lets the lease expire and another picks the row up. Pending rows survive a restart.
 * Without SMTP_URL the notice is written to the log instead.
 */
import { EventEmitter } from "node:events";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/client.server.ts";
import { LEAD_AGENT, LEAD_CONFIRMATION, LEAD_NOTIFICATION, type LeadAgentPayload } from "../../modules/leads/queries/leads.server.ts";
import { readBrokerage, readBrokerageSettings } from "../../modules/content/pages/read-content.server.ts";
import type { Brokerage } from "../../modules/content/types.ts";
import { STAFF_LINK } from "../../modules/staff/links.server.ts";
import { staffLinkMessage } from "../../modules/staff/staff-mail.server.ts";
import { holdNoticeMessages, STAFF_HOLD } from "../../modules/staff/hold-notice.server.ts";
import { agentMail } from "../../modules/leads/lead-agent-mail.server.ts";
import { isSuppressed } from "./suppression.server.ts";
import { ALERT_CONFIRM, ALERT_MAIL, type AlertConfirmPayload, type QueuedAlertMail } from "../../modules/alerts/alerts.server.ts";
import { alertConfirmMessage, alertListingsMessage } from "../../modules/alerts/alert-mail.server.ts";
import { createFormGuard, formSecret } from "../../modules/leads/lead-guard.server.ts";
import type { LinkSigner } from "../../modules/alerts/alert-links.server.ts";
import { mailText, visitorLocale } from "./mail-locale.server.ts";

/** `headers`: extra header lines (the alerts' List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
export type MailMessage = { from: string; to: string; replyTo?: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = { sendMail(message: MailMessage): Promise<unknown>; close?: () => void };

/** What a delivery did: a note for the row (null: sent) and, for an agent's notice, the agent mailed. */
type Delivery = { note: string | null; mailed?: { leadId: number; to: string } };

export type OutboxOptions = {
  db: Db;
  logger: Logger;
  /** SMTP connection URL; without it notices are logged. */
  smtpUrl?: string;
  /** Where the agency's notices go (default: the brokerage's e-mail). */
  notifyEmail?: string;
  siteUrl?: string;
  pollMs?: number;
  /** First retry delay; doubles on each failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts the row is marked failed (the lead itself stays stored). */
  maxAttempts?: number;
  leaseMs?: number;
  batchSize?: number;
  mailer?: Mailer;
  /** Signs the visitor alerts' links (the lead forms' key: server/app.ts passes its guard). */
  linkSigner?: LinkSigner;
};

const wake = new EventEmitter();
wake.setMaxListeners(50);

/** Tells running workers that a new row is waiting (called after a lead is committed). */
export function wakeOutbox(): void {
  wake.emit("wake");
}

export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export function createMailer(smtpUrl: string): Mailer {
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

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
  const kind = lead.kind === "contact" ? "Contact-us message" : "Enquiry";
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
  // The staff's notice stays English; it says when the visitor wrote from an Arabic page (issue 23).
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
export function confirmationMessage(lead: LeadDetails, brokerage: Brokerage): { subject: string; text: string } {
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

export type OutboxWorker = { runOnce(): Promise<{ sent: number; retried: number }>; stop(): Promise<void> };

export function createOutboxWorker(opts: OutboxOptions): OutboxWorker & { start(): void } {
  const { db, logger } = opts;
  const pollMs = opts.pollMs ?? 5000;
  const baseDelayMs = opts.baseDelayMs ?? 30_000;
  const maxDelayMs = opts.maxDelayMs ?? 60 * 60_000;
  const maxAttempts = opts.maxAttempts ?? 25;
  const leaseMs = opts.leaseMs ?? 60_000;
  const batchSize = opts.batchSize ?? 20;
  const siteUrl = opts.siteUrl ?? "";
  const mailer = opts.mailer ?? (opts.smtpUrl ? createMailer(opts.smtpUrl) : undefined);
  const linkSigner = opts.linkSigner ?? createFormGuard({ secret: formSecret({}), minFillMs: 0 });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; retried: number }> | undefined;
  let again = false;
  let stopped = false;

  /** Every message of the site goes through here: an address removed from the mailing list gets nothing. */
  async function send(message: MailMessage): Promise<string | null> {
    if (await isSuppressed(db, message.to)) return "skipped: address removed from the mailing list";
    await mailer!.sendMail(message);
    return null;
  }

  async function deliver(kind: string, payload: string): Promise<Delivery> {
    if (kind === LEAD_AGENT) return deliverToAgent(JSON.parse(payload) as LeadAgentPayload);
    if (kind === STAFF_LINK) return { note: await deliverStaffLink(payload) };
    if (kind === STAFF_HOLD) return { note: await deliverHoldNotice(payload) };
    if (kind === ALERT_CONFIRM || kind === ALERT_MAIL) return { note: await deliverAlert(kind, payload) };
    const { leadId } = JSON.parse(payload) as { leadId: number };
    const lead = await loadLead(db, leadId);
    if (!lead) return { note: "skipped: lead not found" };
    // The identity as an editor last saved it (the content module caches it).
    const brokerage = await readBrokerage(db);
    // Stored in the back office wins; then the env's LEAD_NOTIFY_EMAIL; then the brokerage's own address.
    const notifyEmail = (await readBrokerageSettings(db)).leadNotifyEmail ?? opts.notifyEmail ?? brokerage.email;
    const from = `${brokerage.name} <${brokerage.email}>`;
    if (kind === LEAD_NOTIFICATION) {
      if (!mailer) {
        logger.info({ leadNotice: { to: notifyEmail, subject: leadSubject(lead), text: noticeText(lead, siteUrl) } }, "lead notice (no SMTP_URL: logged, not mailed)");
        return { note: null };
      }
      return { note: await send({ from, to: notifyEmail, replyTo: lead.email, subject: leadSubject(lead), text: noticeText(lead, siteUrl) }) };
    }
    if (kind === LEAD_CONFIRMATION) {
      if (!mailer) return { note: "skipped: no SMTP_URL" };
      // The brokerage's identity in the visitor's language (its Arabic name and address where it has them).
      const visitorBrokerage = lead.locale === "ar" ? await readBrokerage(db, "ar") : brokerage;
      return { note: await send({ from, to: lead.email, ...confirmationMessage(lead, visitorBrokerage) }) };
    }
    return { note: `skipped: unknown kind ${kind}` };
  }

  async function deliverToAgent(p: LeadAgentPayload): Promise<Delivery> {
    const mail = await agentMail(db, p, siteUrl);
    if (!mail) return { note: "skipped: lead not found or no longer this agent's" };
    if (!mailer) {
      logger.info({ agentNotice: { to: mail.to, subject: mail.subject, text: mail.text } }, "agent's lead notice (no SMTP_URL: logged, not mailed)");
      return { note: null };
    }
    const brokerage = await readBrokerage(db);
    const note = await send({ from: `${brokerage.name} <${brokerage.email}>`, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
    return note ? { note } : { note, mailed: { leadId: p.leadId, to: `${mail.agentName} <${mail.to}>` } };
  }

  /** A password-reset or invitation link for a member of staff (app/modules/staff/links.server.ts). */
  async function deliverStaffLink(payload: string): Promise<string | null> {
    const brokerage = await readBrokerage(db);
    const message = await staffLinkMessage(db, payload, siteUrl, brokerage.name);
    if (!message) return "skipped: account not found or inactive";
    if (!mailer) {
      // Without SMTP (development) the link is logged, or nobody could set a password.
      logger.info({ staffLink: { to: message.to, subject: message.subject, text: message.text } }, "staff link (no SMTP_URL: logged, not mailed)");
      return null;
    }
    await mailer.sendMail({ from: `${brokerage.name} <${brokerage.email}>`, to: message.to, subject: message.subject, text: message.text });
    return null;
  }

  /** An account held again and again: its owner and the admins are told (app/modules/staff/hold-notice.server.ts). */
  async function deliverHoldNotice(payload: string): Promise<string | null> {
    const brokerage = await readBrokerage(db);
    const messages = await holdNoticeMessages(db, payload, siteUrl, brokerage.name);
    if (!messages.length) return "skipped: account not found";
    for (const m of messages) {
      if (mailer) await mailer.sendMail({ from: `${brokerage.name} <${brokerage.email}>`, to: m.to, subject: m.subject, text: m.text });
      else logger.warn({ staffHold: m }, "staff hold notice (no SMTP_URL: logged, not mailed)");
    }
    return null;
  }

  /** A visitor alert's confirmation or new listings (app/modules/alerts/alert-mail.server.ts); mailing-list mail, so suppression applies. */
  async function deliverAlert(kind: string, payload: string): Promise<string | null> {
    const brokerage = await readBrokerage(db);
    const ctx = { db, signer: linkSigner, siteUrl, brokerage, brokerageAr: await readBrokerage(db, "ar") };
    const message =
      kind === ALERT_CONFIRM
        ? await alertConfirmMessage(ctx, JSON.parse(payload) as AlertConfirmPayload)
        : await alertListingsMessage(ctx, JSON.parse(payload) as QueuedAlertMail);
    if (typeof message === "string") return message;
    if (!mailer) {
      logger.info({ alertMail: message }, "visitor alert mail (no SMTP_URL: logged, not mailed)");
      return null;
    }
    return send({ from: `${brokerage.name} <${brokerage.email}>`, ...message });
  }

  async function claim(now: Date): Promise<Array<{ id: number; kind: string; payload: string; attempts: number }>> {
    const nowIso = now.toISOString();
    const due = await db
      .selectFrom("outbox")
      .select(["id", "kind", "payload", "attempts"])
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
      .orderBy("id")
      .limit(batchSize)
      .execute();
    const claimed = [];
    const lease = new Date(now.getTime() + leaseMs).toISOString();
    for (const row of due) {
      // The conditional update is the lock: only one worker sees numUpdatedRows = 1.
      const result = await db
        .updateTable("outbox")
        .set({ locked_until: lease })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) claimed.push(row);
    }
    return claimed;
  }

  async function runBatch(): Promise<{ sent: number; retried: number }> {
    let sent = 0;
    let retried = 0;
    for (const row of await claim(new Date())) {
      try {
        const { note, mailed } = await deliver(row.kind, row.payload);
        const sentAt = new Date().toISOString();
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("outbox")
            .set({ status: "sent", sent_at: sentAt, locked_until: null, attempts: row.attempts + 1, last_error: note })
            .where("id", "=", row.id)
            .execute();
          // The lead's history shows that its agent was told (by the system).
          if (mailed)
            await trx
              .insertInto("lead_history")
              .values({ lead_id: mailed.leadId, at: sentAt, staff_id: null, staff_name: null, kind: "mailed", from_value: null, to_value: mailed.to, note: null })
              .execute();
        });
        sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= maxAttempts;
        const next = new Date(Date.now() + backoffDelay(attempts, baseDelayMs, maxDelayMs)).toISOString();
        await db
          .updateTable("outbox")
          .set({ attempts, last_error: message.slice(0, 500), next_attempt_at: next, locked_until: null, status: giveUp ? "failed" : "pending" })
          .where("id", "=", row.id)
          .execute();
        if (giveUp) logger.error({ err: error, outboxId: row.id, kind: row.kind, attempts }, "outbox: giving up on a notice (the lead is stored)");
        else logger.warn({ outboxId: row.id, kind: row.kind, attempts, retryAt: next, error: message }, "outbox: delivery failed, will retry");
        retried++;
      }
    }
    return { sent, retried };
  }

  function runOnce(): Promise<{ sent: number; retried: number }> {
    if (running) {
      again = true;
      return running;
    }
    running = runBatch()
      .catch((error: unknown) => {
        logger.error({ err: error }, "outbox: run failed");
        return { sent: 0, retried: 0 };
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const onWake = () => {
    if (!stopped) void runOnce();
  };

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      wake.on("wake", onWake);
      void runOnce();
      schedule();
    },
    async stop() {
      stopped = true;
      wake.off("wake", onWake);
      if (timer) clearTimeout(timer);
      await running;
      mailer?.close?.();
    },
  };
}

/** Starts the worker (server/app.ts startServer); `stop()` on shutdown waits for the send in flight. */
export function startOutboxWorker(opts: OutboxOptions): OutboxWorker {
  const worker = createOutboxWorker(opts);
  worker.start();
  return worker;
}
