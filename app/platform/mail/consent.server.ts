/**
 * Marketing consent (UAE PDPL; Cabinet Resolution 56/2024: marketing messages, WhatsApp included,
 * only to those who opted in). Every form that takes an address records what it showed and what the
 * visitor chose: the text's version (CONSENT_TEXTS, the catalogue keys the forms show), the choice,
 * when, from which page, in which language. An address may receive marketing mail when it granted
 * consent at least once and has not opted out since: opting out suppresses the mailbox
 * (suppression.server.ts, honoured by every visitor mail) and a later explicit opt-in lifts it.
 */
import type { Db } from "../db/client.server.ts";
import { recipientKey, suppress, unsuppress } from "./suppression.server.ts";

/** The consent texts by version: a changed wording gets a new version, so each record names what was shown. */
export const CONSENT_TEXTS = {
  /** The unticked "send me news and offers" box beside a request (forms: marketingConsent). */
  checkbox: "marketing-checkbox-2026-12",
  /** The newsletter form, which states what one subscribes to (forms: subscribeStatement). */
  subscribe: "newsletter-form-2026-12",
  /** A request made through the JSON API, which shows no text: no consent. */
  api: "api-no-text",
  /** The one-click way out of a marketing mail. */
  unsubscribe: "unsubscribe-link-2026-12",
} as const;

type ConsentChoice = {
  email: string;
  subject: "lead" | "alert" | "subscriber" | "unsubscribe";
  subjectId: number | null;
  granted: boolean;
  textVersion: string;
  pageUrl?: string | null;
  locale?: string | null;
};

/** Stores a choice (in the caller's transaction); an opt-in lifts an earlier opt-out of the mailbox. */
export async function recordConsent(db: Db, c: ConsentChoice, now = new Date().toISOString()): Promise<void> {
  await db
    .insertInto("consent_records")
    .values({
      email: c.email.trim().toLowerCase(),
      recipient: recipientKey(c.email),
      subject: c.subject,
      subject_id: c.subjectId,
      purpose: "marketing",
      granted: c.granted ? 1 : 0,
      text_version: c.textVersion,
      page_url: c.pageUrl?.slice(0, 500) ?? null,
      locale: c.locale ?? null,
      created_at: now,
    })
    .execute();
  if (c.granted) await unsuppress(db, c.email);
}

/** The address opts out of marketing (and, through the suppression list, of every visitor mail). */
export async function withdrawConsent(db: Db, email: string, locale: string | null, now = new Date().toISOString()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordConsent(trx, { email, subject: "unsubscribe", subjectId: null, granted: false, textVersion: CONSENT_TEXTS.unsubscribe, locale }, now);
    await suppress(trx, email, null, now);
  });
}

/** One address per mailbox that opted in and did not opt out since (the latest address it gave). */
export async function marketingRecipients(db: Db): Promise<{ email: string; locale: string | null }[]> {
  const rows = await db
    .selectFrom("consent_records as c")
    .select(["c.email", "c.locale", "c.recipient"])
    .where("c.purpose", "=", "marketing")
    .where("c.granted", "=", 1)
    .where((eb) =>
      eb("c.id", "=", eb.selectFrom("consent_records as d").select((e) => e.fn.max("d.id").as("m")).where("d.recipient", "=", eb.ref("c.recipient")).where("d.granted", "=", 1)),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom("mail_suppressions as s").select("s.recipient").where("s.recipient", "=", eb.ref("c.recipient")))))
    .orderBy("c.recipient")
    .execute();
  return rows.map((r) => ({ email: r.email, locale: r.locale }));
}
