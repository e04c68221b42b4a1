/**
 * The texts of the staff link e-mails the outbox sends (kind STAFF_LINK, app/modules/staff/links.server.ts):
 * a password reset or an invitation to set one. The link is the only thing in them that matters;
 * they say how long it works and what to do if it was not asked for.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { linkPath, LINK_LIFETIME_MS, type StaffLinkPayload } from "./links.server.ts";

export async function staffLinkMessage(db: Db, payload: string, siteUrl: string, brokerageName: string): Promise<{ to: string; subject: string; text: string } | null> {
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
