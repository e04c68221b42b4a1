/**
 * The outbox: every e-mail the site sends is a row queued in the same transaction as the change it
 * tells of (a lead, an alert, a staff link), delivered here with retries and exponential back-off.
 * A mail server that is down delays a message; it never loses one.
 *
 * What a row says is its kind's business: each module registers a composer per kind (the site's
 * registry is app/mail-kinds.server.ts), and this worker only claims, sends and records. Mail to
 * visitors is checked against the removed addresses (suppression.server.ts) here, in one place;
 * staff mail (password links, hold notices) always goes.
 *
 * It runs as a job (app/platform/jobs): every `pollMs`, and at once when `wakeOutbox()` says a row
 * was committed. Several instances may run it at once: a row is claimed by a conditional update of
 * `locked_until` (a lease), so exactly one worker sends it; a worker that dies mid-send
 * lets the lease expire and another picks the row up. Pending rows survive a restart.
 * Without SMTP_URL messages are written to the log instead (or skipped, as their kind says).
 */
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/client.server.ts";
import { backoffDelay, createJobRunner, createWakeSignal, type Job } from "../jobs/runner.server.ts";
import { isSuppressed } from "./suppression.server.ts";

/** A file sent with a message (a viewing's calendar file). */
type MailAttachment = { filename: string; content: string; contentType: string };
/** `headers`: extra header lines (the alerts' List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
type MailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};
type Mailer = { sendMail(message: MailMessage): Promise<unknown>; close?: () => void };
/** Signs the links a message carries (the lead forms' key); the site passes its form guard. */
type LinkSigner = { signLink(text: string): string };

/** What a composer is given besides the row's payload. */
type MailContext = { db: Db; siteUrl: string; notifyEmail?: string; linkSigner?: LinkSigner };

/** A composed row: nothing to send (and why), or its messages and how to treat them. */
type Outgoing =
  | { skip: string }
  | {
      messages: MailMessage[];
      /** Visitor mail is not sent to an address removed from the mailing list; staff mail always is. */
      audience: "visitor" | "staff";
      /** Without SMTP: logged under `key` (development), or skipped. */
      withoutSmtp: { level: "info" | "warn"; key: string; message: string } | "skip";
      /** Written in the transaction that marks the row sent (a lead's history line, say). */
      onSent?: (trx: Db, sentAt: string) => Promise<void>;
    };

export type MailComposer = (ctx: MailContext, payload: string) => Promise<Outgoing>;

type OutboxOptions = {
  db: Db;
  /** The composer of each kind of row. */
  kinds: Record<string, MailComposer>;
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
  linkSigner?: LinkSigner;
};

type OutboxResult = { sent: number; retried: number };

const outboxWake = createWakeSignal();

/** Tells running workers that a new row is waiting (called after a lead is committed). */
export function wakeOutbox(): void {
  outboxWake.emit();
}

function createMailer(smtpUrl: string): Mailer {
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

/** The settings of one outbox, its defaults filled in. */
type Outbox = {
  db: Db;
  kinds: Record<string, MailComposer>;
  mail: MailContext;
  mailer?: Mailer;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  leaseMs: number;
  batchSize: number;
};

type Claimed = { id: number; kind: string; payload: string; attempts: number };
type Delivered = { note: string | null; onSent?: Extract<Outgoing, { messages: unknown }>["onSent"] };

function outboxOf(opts: OutboxOptions): Outbox {
  return {
    db: opts.db,
    kinds: opts.kinds,
    mail: { db: opts.db, siteUrl: opts.siteUrl ?? "", notifyEmail: opts.notifyEmail, linkSigner: opts.linkSigner },
    mailer: opts.mailer ?? (opts.smtpUrl ? createMailer(opts.smtpUrl) : undefined),
    baseDelayMs: opts.baseDelayMs ?? 30_000,
    maxDelayMs: opts.maxDelayMs ?? 60 * 60_000,
    maxAttempts: opts.maxAttempts ?? 25,
    leaseMs: opts.leaseMs ?? 60_000,
    batchSize: opts.batchSize ?? 20,
  };
}

/** Sends what a kind composed; the note for the row (null: sent). Visitor mail skips a removed address. */
async function deliver(o: Outbox, logger: Logger, row: Claimed): Promise<Delivered> {
  const compose = o.kinds[row.kind];
  if (!compose) return { note: `skipped: unknown kind ${row.kind}` };
  const out = await compose(o.mail, row.payload);
  if ("skip" in out) return { note: out.skip };
  if (!o.mailer) {
    if (out.withoutSmtp === "skip") return { note: "skipped: no SMTP_URL" };
    // Development without SMTP: the message goes to the log (staff links included, or nobody could set a password).
    for (const { from: _from, html: _html, attachments, ...shown } of out.messages) logger[out.withoutSmtp.level]({ [out.withoutSmtp.key]: { ...shown, attachments: attachments?.map((a) => a.filename) } }, out.withoutSmtp.message);
    return { note: null };
  }
  let note: string | null = null;
  for (const message of out.messages) {
    if (out.audience === "visitor" && (await isSuppressed(o.db, message.to))) note ??= "skipped: address removed from the mailing list";
    else await o.mailer.sendMail(message);
  }
  return { note, onSent: note ? undefined : out.onSent };
}

/** The due rows this worker now holds: a lease on each, taken by a conditional update. */
async function claim(o: Outbox, now: Date): Promise<Claimed[]> {
  const nowIso = now.toISOString();
  const due = await o.db
    .selectFrom("outbox")
    .select(["id", "kind", "payload", "attempts"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
    .orderBy("id")
    .limit(o.batchSize)
    .execute();
  const claimed = [];
  const lease = new Date(now.getTime() + o.leaseMs).toISOString();
  for (const row of due) {
    // The conditional update is the lock: only one worker sees numUpdatedRows = 1.
    const result = await o.db
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

async function recordSent(o: Outbox, row: Claimed, { note, onSent }: Delivered): Promise<void> {
  const sentAt = new Date().toISOString();
  await o.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("outbox")
      .set({ status: "sent", sent_at: sentAt, locked_until: null, attempts: row.attempts + 1, last_error: note })
      .where("id", "=", row.id)
      .execute();
    await onSent?.(trx, sentAt);
  });
}

/** A failed delivery: retried after its back-off, or given up after maxAttempts. */
async function recordFailure(o: Outbox, logger: Logger, row: Claimed, error: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = attempts >= o.maxAttempts;
  const next = new Date(Date.now() + backoffDelay(attempts, o.baseDelayMs, o.maxDelayMs)).toISOString();
  await o.db
    .updateTable("outbox")
    .set({ attempts, last_error: message.slice(0, 500), next_attempt_at: next, locked_until: null, status: giveUp ? "failed" : "pending" })
    .where("id", "=", row.id)
    .execute();
  if (giveUp) logger.error({ err: error, outboxId: row.id, kind: row.kind, attempts }, "outbox: giving up on a notice (the lead is stored)");
  else logger.warn({ outboxId: row.id, kind: row.kind, attempts, retryAt: next, error: message }, "outbox: delivery failed, will retry");
}

/** One pass: claims the due rows, sends each and records how it went. */
async function sendDue(o: Outbox, logger: Logger): Promise<OutboxResult> {
  let sent = 0;
  let retried = 0;
  for (const row of await claim(o, new Date())) {
    try {
      await recordSent(o, row, await deliver(o, logger, row));
      sent++;
    } catch (error) {
      await recordFailure(o, logger, row, error);
      retried++;
    }
  }
  return { sent, retried };
}

/** The outbox as a job (server/app.ts registers it): every `pollMs`, and when woken. */
export function outboxJob(opts: OutboxOptions): Job<OutboxResult> {
  const o = outboxOf(opts);
  return {
    name: "outbox",
    intervalMs: opts.pollMs ?? 5000,
    wake: { listen: outboxWake.listen },
    run: ({ logger }) => sendDue(o, logger),
    close: () => o.mailer?.close?.(),
  };
}

type OutboxWorker = { runOnce(): Promise<OutboxResult>; stop(): Promise<void> };

/** An outbox on a runner of its own, not started: `runOnce()` sends what is due (tests, scripts). */
export function createOutboxWorker(opts: OutboxOptions & { logger: Logger }): OutboxWorker {
  const job = createJobRunner({ logger: opts.logger }).add(outboxJob(opts));
  return {
    async runOnce() {
      const outcome = await job.runOnce();
      return outcome.status === "done" ? outcome.result : { sent: 0, retried: 0 };
    },
    stop: job.stop,
  };
}
