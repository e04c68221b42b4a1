/**
 * When an account is held again and again (a third hold within the hour: its password or its
 * codes being guessed, or someone keeping it locked), its owner and the admins are told by
 * e-mail, once per run of failures: the owner can use the reset link, the admins can look at the
 * audit log and the address. Sent through the outbox (kind STAFF_HOLD), so a failed mail is retried.
 */
import type { Db } from "../../platform/db/client.server.ts";
import { holdsAfter, type AttemptRule } from "./attempts.server.ts";
import { wakeOutbox } from "../../platform/mail/outbox.server.ts";

export const STAFF_HOLD = "staff-hold";
/** The hold that is reported (the first two may be a person who forgot which password they set). */
const HOLDS_BEFORE_NOTICE = 3;

type HoldPayload = { staffId: number; what: "password" | "code"; failures: number; ip: string; at: string };

export async function queueHoldNotice(db: Db, hold: { staffId: number; what: HoldPayload["what"]; failures: number; rule: AttemptRule; ip: string }, now = new Date()): Promise<void> {
  if (holdsAfter(hold.failures, hold.rule) !== HOLDS_BEFORE_NOTICE) return;
  const at = now.toISOString();
  const payload: HoldPayload = { staffId: hold.staffId, what: hold.what, failures: hold.failures, ip: hold.ip.slice(0, 64), at };
  await db.insertInto("outbox").values({ kind: STAFF_HOLD, payload: JSON.stringify(payload), next_attempt_at: at, created_at: at }).execute();
  wakeOutbox();
}

/** The notices of one hold: to the account's owner and to every active admin (each once). */
export async function holdNoticeMessages(db: Db, payload: string, siteUrl: string, brokerageName: string): Promise<Array<{ to: string; subject: string; text: string }>> {
  const hold = JSON.parse(payload) as HoldPayload;
  const owner = await db.selectFrom("staff").select(["email", "name"]).where("id", "=", hold.staffId).executeTakeFirst();
  if (!owner) return [];
  const admins = await db.selectFrom("staff").select(["email", "name"]).where("role", "=", "admin").where("is_active", "=", 1).execute();
  const base = siteUrl.replace(/\/$/, "");
  const guessed = hold.what === "code" ? "wrong two-step sign-in codes" : "wrong passwords";
  const when = `${hold.at.slice(0, 16).replace("T", " ")} UTC`;
  const toOwner = {
    to: owner.email,
    subject: `Sign-in attempts on your ${brokerageName} back-office account`,
    text: [
      `Hello ${owner.name},`,
      "",
      `Your back-office account was held after ${hold.failures} ${guessed} (the last at ${when}, from the address ${hold.ip}).`,
      hold.what === "code"
        ? "Whoever made them knew your password: change it now from My account, or with a reset link."
        : "If this was not you, someone may be guessing your password or keeping your account locked.",
      `You can always get in with a reset link: ${base}/admin/forgot-password`,
    ].join("\n"),
  };
  const toAdmins = admins
    .filter((a) => a.email !== owner.email)
    .map((a) => ({
      to: a.email,
      subject: `${owner.name}'s back-office account was held after repeated failures`,
      text: [`Hello ${a.name},`, "", `${owner.name} (${owner.email}) was held after ${hold.failures} ${guessed}, the last at ${when} from the address ${hold.ip}.`, `The audit log and the staff page: ${base}/admin/audit`].join("\n"),
    }));
  return [toOwner, ...toAdmins];
}
