/**
 * Saved searches with e-mail alerts: a visitor saves a unit or project search with an e-mail
 * address; nothing is mailed until the address confirms through a signed link (double opt-in);
 * then the alert job (app/modules/alerts/alert-job.server.ts) mails the new listings that match,
 * instantly or once a day, each mail with a one-click unsubscribe. Visitors never sign in: the
 * signed links (app/modules/alerts/alert-links.server.ts) are the only way to an alert.
 *
 * The search is stored as the list's canonical query string with its kind (unit or project), read
 * back with the list page's own parser and presets and matched with the list's own query
 * (app/modules/alerts/alert-search.server.ts), so "matching" is exactly what the list page shows. Mails go through the outbox (its kinds
 * ALERT_CONFIRM and ALERT_MAIL; app/platform/mail/outbox.server.ts), queued in the transaction that
 * decides them, and the outbox's suppression check applies to them like to every mail.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { AlertFrequency, AlertKind, AlertStatus } from "../../platform/db/schema.ts";
import { recipientKey } from "../../platform/mail/suppression.server.ts";
import { CONSENT_TEXTS, recordConsent } from "../../platform/mail/consent.server.ts";
import type { AlertFormValues } from "./alert-schema.ts";
import { canonicalQuery, kindOfPath } from "./alert-search.server.ts";
import { checkAlertToken, tokenAlertId, type LinkPurpose, type LinkSigner } from "./alert-links.server.ts";
import { wakeOutbox } from "../../platform/mail/outbox.server.ts";
import type { Locale } from "../../platform/i18n/locale.ts";

/** Outbox kinds (delivered by app/modules/alerts/alert-mail.server.ts). */
export const ALERT_CONFIRM = "alert-confirm";
export const ALERT_MAIL = "alert-mail";
export type AlertConfirmPayload = { alertId: number };
/** The listings (units or projects: the alert's kind) to mail, newest first, and how many more there were. */
export type AlertMailPayload = { alertId: number; listingIds: number[]; more: number };
/** An alert mail's row as the outbox may hold it: rows queued before projects had alerts named the ids `unitIds`. */
export type QueuedAlertMail = AlertMailPayload | { alertId: number; unitIds: number[]; more: number };

/** A pending alert's confirmation is mailed again at most this often (a visitor who posts twice gets one mail). */
const CONFIRM_RESEND_MS = 10 * 60_000;
/** At most this many unconfirmed alerts per mailbox: a stranger's address cannot be flooded with confirmations. */
const MAX_PENDING_PER_ADDRESS = 5;
const DAY_MS = 24 * 60 * 60_000;

export type AlertRow = {
  id: number;
  email: string;
  recipient: string;
  kind: AlertKind;
  path: string;
  query: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  created_at: string;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  checked_until: string | null;
  next_run_at: string | null;
  /** The language of the page it was saved on ("ar", else English): its mails' and their links'. */
  locale: string | null;
};

const ALERT_COLUMNS = ["id", "email", "recipient", "kind", "path", "query", "frequency", "status", "created_at", "confirm_sent_at", "confirmed_at", "checked_until", "next_run_at", "locale"] as const;

function toRow(r: AlertRow): AlertRow {
  return { ...r, id: Number(r.id) };
}

/** Where the alert's list is on the site. */
export function alertListPath(alert: Pick<AlertRow, "path" | "query">): string {
  return `${alert.path}${alert.query}`;
}

type SaveResult = { alertId: number | null; queued: boolean };

/**
 * Saves a search for an address (pending until confirmed) and queues its confirmation. The answer
 * to the visitor is the same whatever happened (new, already confirmed, too many pending): it
 * tells nobody which addresses have alerts. `locale`: the language of the page it was saved on (the
 * last save's wins); the path stays the English list path (the mails localize it).
 */
export async function saveAlert(db: Db, values: AlertFormValues, now = new Date(), locale: Locale = "en", marketing?: { granted: boolean; pageUrl: string | null }): Promise<SaveResult> {
  const at = now.toISOString();
  const recipient = recipientKey(values.email);
  const query = canonicalQuery(values.path, values.query);
  const kind = kindOfPath(values.path);
  const result = await db.transaction().execute(async (trx): Promise<SaveResult> => {
    const find = () =>
      trx.selectFrom("search_alerts").select(ALERT_COLUMNS).where("recipient", "=", recipient).where("kind", "=", kind).where("path", "=", values.path).where("query", "=", query).executeTakeFirst();
    // The form's separate "news and offers" box: recorded with the alert (the alert itself is the request).
    const consent = (alertId: number) =>
      marketing ? recordConsent(trx, { email: values.email, subject: "alert", subjectId: alertId, granted: marketing.granted, textVersion: CONSENT_TEXTS.checkbox, pageUrl: marketing.pageUrl, locale }, at) : undefined;
    let row = await find();
    if (row?.status === "active") {
      await consent(Number(row.id));
      return { alertId: Number(row.id), queued: false };
    }
    const pending = await trx
      .selectFrom("search_alerts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("recipient", "=", recipient)
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    if (!row) {
      if (Number(pending.n) >= MAX_PENDING_PER_ADDRESS) return { alertId: null, queued: false };
      // Two posts at once: the unique key keeps one row; the second finds it below.
      await trx
        .insertInto("search_alerts")
        .values({ email: values.email, recipient, kind, path: values.path, query, frequency: values.frequency, created_at: at, locale })
        .onConflict((oc) => oc.columns(["recipient", "kind", "path", "query"]).doNothing())
        .execute();
      row = await find();
      if (!row) return { alertId: null, queued: false };
    }
    const id = Number(row.id);
    await consent(id);
    const resend = row.status === "unsubscribed" || !row.confirm_sent_at || now.getTime() - Date.parse(row.confirm_sent_at) >= CONFIRM_RESEND_MS;
    // The claim of the confirmation: a conditional update, so two posts at once queue one mail.
    const claimed = await trx
      .updateTable("search_alerts")
      .set({ status: "pending", email: values.email, frequency: values.frequency, locale, unsubscribed_at: null, ...(resend && { confirm_sent_at: at }) })
      .where("id", "=", id)
      .where("status", "=", row.status)
      .where((eb) => (row.confirm_sent_at === null ? eb("confirm_sent_at", "is", null) : eb("confirm_sent_at", "=", row.confirm_sent_at)))
      .executeTakeFirst();
    if (!resend || Number(claimed.numUpdatedRows) !== 1) return { alertId: id, queued: false };
    const payload: AlertConfirmPayload = { alertId: id };
    await trx.insertInto("outbox").values({ kind: ALERT_CONFIRM, payload: JSON.stringify(payload), next_attempt_at: at, created_at: at }).execute();
    return { alertId: id, queued: true };
  });
  if (result.queued) wakeOutbox();
  return result;
}

export async function readAlert(db: Db, id: number): Promise<AlertRow | undefined> {
  const row = await db.selectFrom("search_alerts").select(ALERT_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The alert a signed link names, when the link is right for it. */
export async function alertForLink(db: Db, signer: LinkSigner, purpose: LinkPurpose, token: string, now = new Date()): Promise<AlertRow | null> {
  const id = tokenAlertId(token);
  const alert = id ? await readAlert(db, id) : undefined;
  return alert && checkAlertToken(signer, purpose, alert, token, now) ? alert : null;
}

/** When an alert that has just looked (or just been confirmed) looks next. */
export function nextRunAt(frequency: AlertFrequency, now: Date): string {
  return frequency === "daily" ? new Date(now.getTime() + DAY_MS).toISOString() : now.toISOString();
}

type ConfirmResult = "confirmed" | "already" | "invalid";

/**
 * Confirms a pending alert (the double opt-in). Only listings published after this moment are
 * mailed: the high-water mark starts here.
 */
export async function confirmAlert(db: Db, signer: LinkSigner, token: string, now = new Date()): Promise<{ result: ConfirmResult; alert: AlertRow | null }> {
  const alert = await alertForLink(db, signer, "confirm", token, now);
  if (!alert) return { result: "invalid", alert: null };
  if (alert.status === "active") return { result: "already", alert };
  if (alert.status !== "pending") return { result: "invalid", alert };
  const at = now.toISOString();
  const done = await db
    .updateTable("search_alerts")
    .set({ status: "active", confirmed_at: at, checked_until: at, next_run_at: nextRunAt(alert.frequency, now) })
    .where("id", "=", alert.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return { result: Number(done.numUpdatedRows) === 1 ? "confirmed" : "already", alert: { ...alert, status: "active" } };
}

/** Stops an alert (a one-click unsubscribe or the management page); true when it was running or pending. */
export async function stopAlert(db: Db, id: number, now = new Date()): Promise<boolean> {
  const done = await db
    .updateTable("search_alerts")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString(), next_run_at: null })
    .where("id", "=", id)
    .where("status", "in", ["pending", "active"])
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The alerts of one mailbox that still run or wait for confirmation, oldest first. */
export async function alertsOf(db: Db, recipient: string): Promise<AlertRow[]> {
  const rows = await db
    .selectFrom("search_alerts")
    .select(ALERT_COLUMNS)
    .where("recipient", "=", recipient)
    .where("status", "in", ["pending", "active"])
    .orderBy("id")
    .execute();
  return rows.map(toRow);
}

/** How many alerts are active and how many wait for their confirmation (the back office's count). */
export async function alertCounts(db: Db): Promise<{ active: number; pending: number }> {
  const rows = await db
    .selectFrom("search_alerts")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("status", "in", ["pending", "active"])
    .groupBy("status")
    .execute();
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { active: n("active"), pending: n("pending") };
}
