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
 * Several instances may run it at once: a row is claimed by a conditional update of
 * `locked_until` (a lease), so exactly one worker sends it; a worker that dies mid-send
 * lets the lease expire and another picks the row up. Pending rows survive a restart.
 * Without SMTP_URL messages are written to the log instead (or skipped, as their kind says).
 */
import { EventEmitter } from "node:events";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/client.server.ts";
import { isSuppressed } from "./suppression.server.ts";

/** `headers`: extra header lines (the alerts' List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
export type MailMessage = { from: string; to: string; replyTo?: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = { sendMail(message: MailMessage): Promise<unknown>; close?: () => void };
/** Signs the links a message carries (the lead forms' key); the site passes its form guard. */
export type LinkSigner = { signLink(text: string): string };

/** What a composer is given besides the row's payload. */
export type MailContext = { db: Db; siteUrl: string; notifyEmail?: string; linkSigner?: LinkSigner };

/** A composed row: nothing to send (and why), or its messages and how to treat them. */
export type Outgoing =
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

export type OutboxOptions = {
  db: Db;
  logger: Logger;
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

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; retried: number }> | undefined;
  let again = false;
  let stopped = false;

  /** Sends what a kind composed; the note for the row (null: sent). Visitor mail skips a removed address. */
  async function deliver(kind: string, payload: string): Promise<{ note: string | null; onSent?: Extract<Outgoing, { messages: unknown }>["onSent"] }> {
    const compose = opts.kinds[kind];
    if (!compose) return { note: `skipped: unknown kind ${kind}` };
    const out = await compose({ db, siteUrl, notifyEmail: opts.notifyEmail, linkSigner: opts.linkSigner }, payload);
    if ("skip" in out) return { note: out.skip };
    if (!mailer) {
      if (out.withoutSmtp === "skip") return { note: "skipped: no SMTP_URL" };
      // Development without SMTP: the message goes to the log (staff links included, or nobody could set a password).
      for (const { from: _from, html: _html, ...shown } of out.messages) logger[out.withoutSmtp.level]({ [out.withoutSmtp.key]: shown }, out.withoutSmtp.message);
      return { note: null };
    }
    let note: string | null = null;
    for (const message of out.messages) {
      if (out.audience === "visitor" && (await isSuppressed(db, message.to))) note ??= "skipped: address removed from the mailing list";
      else await mailer.sendMail(message);
    }
    return { note, onSent: note ? undefined : out.onSent };
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
        const { note, onSent } = await deliver(row.kind, row.payload);
        const sentAt = new Date().toISOString();
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("outbox")
            .set({ status: "sent", sent_at: sentAt, locked_until: null, attempts: row.attempts + 1, last_error: note })
            .where("id", "=", row.id)
            .execute();
          await onSent?.(trx, sentAt);
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
