/**
 * Visitors' data requests (a copy of, or the erasure of, what the site holds about an address).
 * The form at /data-request stores a pending request and mails a signed link to the address;
 * only that link (within 48 hours, once) confirms it, so nobody can ask about another's address.
 * A confirmed request is due 30 days later; an admin exports (personal-data.server.ts collectData)
 * and erases (eraseData) from /admin/data-requests.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { DataRequestKind } from "../../platform/db/schema.ts";
import type { MailComposer } from "../../platform/mail/outbox.server.ts";
import { mailText, visitorLocale } from "../../platform/mail/mail-locale.server.ts";
import { recipientKey } from "../../platform/mail/suppression.server.ts";
import { wakeOutbox } from "../../platform/mail/outbox.server.ts";
import { readBrokerage } from "../content/index.server.ts";
import { checkConfirmToken, confirmTokenId, privacyUrl } from "./privacy-links.server.ts";

const DATA_REQUEST_CONFIRM = "data-request-confirm";
const DUE_DAYS = 30;
/** A mailbox gets at most this many confirmation mails a day: a stranger's address cannot be flooded. */
const MAX_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

type LinkSigner = { signLink(text: string): string };

export async function createDataRequest(db: Db, input: { email: string; kind: DataRequestKind; locale: string }, now = new Date()): Promise<void> {
  const recipient = recipientKey(input.email);
  const at = now.toISOString();
  const queued = await db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom("data_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("recipient", "=", recipient)
      .where("created_at", ">", new Date(now.getTime() - DAY_MS).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= MAX_PER_DAY) return false;
    const row = await trx
      .insertInto("data_requests")
      .values({ email: input.email.trim().toLowerCase(), recipient, kind: input.kind, locale: input.locale, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("outbox").values({ kind: DATA_REQUEST_CONFIRM, payload: JSON.stringify({ requestId: Number(row.id), email: input.email.trim().toLowerCase() }), next_attempt_at: at, created_at: at }).execute();
    return true;
  });
  if (queued) wakeOutbox();
}

type DataRequestRow = { id: number; email: string; recipient: string; kind: DataRequestKind; status: string; created_at: string; confirmed_at: string | null; due_at: string | null; done_at: string | null; locale: string | null };

export async function readDataRequest(db: Db, id: number): Promise<DataRequestRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await db.selectFrom("data_requests").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** Confirms the request a link names: "confirmed" once, "invalid" for a forged, lapsed or used link. */
export async function confirmDataRequest(db: Db, signer: LinkSigner, token: string, now = new Date()): Promise<{ result: "confirmed" | "invalid"; request?: DataRequestRow }> {
  const id = confirmTokenId(token);
  const request = id ? await readDataRequest(db, id) : undefined;
  if (!request || request.status !== "pending" || !checkConfirmToken(signer, request, token, now)) return { result: "invalid" };
  const due = new Date(now.getTime() + DUE_DAYS * DAY_MS).toISOString();
  // Conditional on "pending": two clicks at once confirm once.
  const done = await db.updateTable("data_requests").set({ status: "confirmed", confirmed_at: now.toISOString(), due_at: due }).where("id", "=", request.id).where("status", "=", "pending").executeTakeFirst();
  return Number(done.numUpdatedRows) === 1 ? { result: "confirmed", request: { ...request, status: "confirmed", due_at: due } } : { result: "invalid" };
}

/** The confirmed and answered requests, soonest due first (pending ones are nobody's yet). */
export async function listDataRequests(db: Db): Promise<DataRequestRow[]> {
  const rows = await db.selectFrom("data_requests").selectAll().where("status", "!=", "pending").orderBy("status").orderBy("due_at").orderBy("id").limit(500).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** An answered copy request: marked done (the erasure marks its own). */
export async function markDone(db: Db, id: number, now = new Date()): Promise<void> {
  await db.updateTable("data_requests").set({ status: "done", done_at: now.toISOString() }).where("id", "=", id).where("status", "=", "confirmed").execute();
}

const confirmMail: MailComposer = async ({ db, siteUrl, linkSigner }, payload) => {
  const { requestId } = JSON.parse(payload) as { requestId: number };
  const request = await readDataRequest(db, requestId);
  if (!request || request.status !== "pending" || !request.email) return { skip: "skipped: request gone or already confirmed" };
  if (!linkSigner) return { skip: "skipped: no link signer" };
  const locale = visitorLocale(request.locale);
  const t = mailText(locale);
  const b = await readBrokerage(db, locale);
  const url = privacyUrl(siteUrl, linkSigner, "confirm", request, locale);
  return {
    messages: [
      {
        from: `${b.name} <${b.email}>`,
        to: request.email,
        subject: t("dataRequestSubject", { brand: b.shortName }),
        text: [t("hello"), "", t(request.kind === "erase" ? "dataRequestAskedErase" : "dataRequestAskedCopy"), "", url, "", t("dataRequestIgnore"), "", b.name, `${b.phoneDisplay} · ${b.email}`].join("\n"),
      },
    ],
    audience: "staff",
    withoutSmtp: { level: "info", key: "dataRequest", message: "data request link (no SMTP_URL: logged, not mailed)" },
  };
};

export const dataRequestMailKinds: Record<string, MailComposer> = { [DATA_REQUEST_CONFIRM]: confirmMail };
