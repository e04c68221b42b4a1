/**
 * The texts of the staff link e-mails the outbox sends (kind STAFF_LINK, app/modules/staff/links.server.ts):
 * a password reset or an invitation to set one. The link is the only thing in them that matters;
 * they say how long it works and what to do if it was not asked for.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { MailComposer } from "../../platform/mail/outbox.server.ts";
import { linkPath, LINK_LIFETIME_MS, STAFF_LINK, type StaffLinkPayload } from "./links.server.ts";
import { holdNoticeMessages, STAFF_HOLD } from "./hold-notice.server.ts";

async function staffLinkMessage(db: Db, payload: string, siteUrl: string, brokerageName: string): Promise<{ to: string; subject: string; text: string } | null> {
  const { staffId, purpose, token } = JSON.parse(payload) as StaffLinkPayload;
  const staff = await db.selectFrom("staff").select(["email", "name"]).where("id", "=", staffId).where("is_active", "=", 1).executeTakeFirst();
  if (!staff) return null;
  const link = `${siteUrl.replace(/\/$/, "")}${linkPath(token)}`;
  if (purpose === "invite") {
    const hours = LINK_LIFETIME_MS.invite / 3_600_000;
    return {
      to: staff.email,
      subject: `Your ${brokerageName} back-office account`,
      text: [`Hello ${staff.name},`, "", `An account was created for you in the ${brokerageName} back office.`, `Set your password with this link (it works once, for ${hours} hours):`, "", link, "", "If you did not expect this, ignore this e-mail."].join("\n"),
    };
  }
  const minutes = LINK_LIFETIME_MS.reset / 60_000;
  return {
    to: staff.email,
    subject: `Reset your ${brokerageName} back-office password`,
    text: [`Hello ${staff.name},`, "", "Someone asked to reset the password of your back-office account.", `Choose a new password with this link (it works once, for ${minutes} minutes):`, "", link, "", "If you did not ask for this, ignore this e-mail: your password stays as it is."].join("\n"),
  };
}

/** The name and address staff mail is sent as (the brokerage's identity, read by the content module). */
type Sender = (db: Db) => Promise<{ name: string; email: string }>;

/** Staff mail, composed for the outbox: always sent (a removed address is a visitor's choice, not staff's). */
export function staffMailKinds(sender: Sender): Record<string, MailComposer> {
  /** A password-reset or invitation link for a member of staff (links.server.ts). */
  const staffLink: MailComposer = async ({ db, siteUrl }, payload) => {
    const brokerage = await sender(db);
    const message = await staffLinkMessage(db, payload, siteUrl, brokerage.name);
    if (!message) return { skip: "skipped: account not found or inactive" };
    return {
      messages: [{ from: `${brokerage.name} <${brokerage.email}>`, ...message }],
      audience: "staff",
      withoutSmtp: { level: "info", key: "staffLink", message: "staff link (no SMTP_URL: logged, not mailed)" },
    };
  };
  /** An account held again and again: its owner and the admins are told (hold-notice.server.ts). */
  const staffHold: MailComposer = async ({ db, siteUrl }, payload) => {
    const brokerage = await sender(db);
    const messages = await holdNoticeMessages(db, payload, siteUrl, brokerage.name);
    if (!messages.length) return { skip: "skipped: account not found" };
    return {
      messages: messages.map((m) => ({ from: `${brokerage.name} <${brokerage.email}>`, ...m })),
      audience: "staff",
      withoutSmtp: { level: "warn", key: "staffHold", message: "staff hold notice (no SMTP_URL: logged, not mailed)" },
    };
  };
  return { [STAFF_LINK]: staffLink, [STAFF_HOLD]: staffHold };
}
