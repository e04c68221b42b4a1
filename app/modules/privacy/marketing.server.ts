/**
 * "News and offers": the site's one marketing mail. An admin or editor writes it in the back
 * office (/admin/subscribers) and it is queued for the addresses that opted in and have not opted
 * out (marketingRecipients: a ticked box on a form, or the newsletter form), never for the others.
 * Each mail names the brokerage (name, licence number, address, phone) and carries a one-click way
 * out: a signed link in the text and the List-Unsubscribe headers (RFC 8058) that lead to
 * /data-request/unsubscribe/<token>, which records the withdrawal and suppresses the mailbox.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { MailComposer } from "../../platform/mail/outbox.server.ts";
import { marketingRecipients } from "../../platform/mail/consent.server.ts";
import { mailText, visitorLocale } from "../../platform/mail/mail-locale.server.ts";
import { wakeOutbox } from "../../platform/mail/outbox.server.ts";
import { readBrokerage } from "../content/index.server.ts";
import { recordAudit } from "../staff/index.server.ts";
import type { Actor } from "../staff/index.ts";
import { privacyUrl } from "./privacy-links.server.ts";

const MARKETING_MAIL = "marketing-mail";
type MarketingPayload = { email: string; locale: string | null; subject: string; text: string };

/** Queues the mail for every opted-in address; how many. */
export async function queueMarketingMail(db: Db, actor: Actor, mail: { subject: string; text: string }): Promise<number> {
  const recipients = await marketingRecipients(db);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < recipients.length; i += 200) {
      const rows = recipients.slice(i, i + 200).map((r) => ({
        kind: MARKETING_MAIL,
        payload: JSON.stringify({ email: r.email, locale: r.locale, subject: mail.subject, text: mail.text } satisfies MarketingPayload),
        next_attempt_at: now,
        created_at: now,
      }));
      await trx.insertInto("outbox").values(rows).execute();
    }
    await recordAudit(trx, actor, { action: "send", entity: "marketing-mail", entityId: 0, after: { subject: mail.subject, recipients: recipients.length } });
  });
  if (recipients.length) wakeOutbox();
  return recipients.length;
}

const marketingMail: MailComposer = async ({ db, siteUrl, linkSigner }, payload) => {
  const p = JSON.parse(payload) as MarketingPayload;
  if (!linkSigner) return { skip: "skipped: no link signer for the unsubscribe link" };
  const locale = visitorLocale(p.locale);
  const t = mailText(locale);
  const b = await readBrokerage(db, locale);
  const out = privacyUrl(siteUrl, linkSigner, "unsubscribe", p.email, locale);
  const office = b.offices[0];
  const identity = [b.legalName || b.name, `ORN ${b.orn}`, office ? `${office.building}, ${office.street}, ${office.area}` : "", `${b.phoneDisplay} · ${b.email}`].filter(Boolean);
  return {
    messages: [
      {
        from: `${b.name} <${b.email}>`,
        to: p.email,
        subject: p.subject,
        text: [p.text, "", "—", ...identity, "", t("marketingWhy"), t("unsubscribeLine", { url: out })].join("\n"),
        headers: { "List-Unsubscribe": `<${out}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
    ],
    audience: "visitor",
    withoutSmtp: "skip",
  };
};

export const privacyMailKinds: Record<string, MailComposer> = { [MARKETING_MAIL]: marketingMail };
