/**
 * The visitor's mail about a viewing, with its calendar file: on the request, and after each
 * answer of the agent (confirmed, or another time proposed). Like a lead's confirmation it goes to
 * an address the visitor typed, so it carries none of the visitor's words: our texts, the unit's
 * name and the time. In the language of the page the request came from.
 */
import type { MailComposer } from "../../../platform/mail/outbox.server.ts";
import { mailText, visitorLocale } from "../../../platform/mail/mail-locale.server.ts";
import { readBrokerage } from "../../content/index.server.ts";
import { viewingIcs } from "./viewing-ics.ts";
import { viewingWhen } from "./viewing-slots.ts";

export const viewingMail: MailComposer = async ({ db, siteUrl }, payload) => {
  const { leadId } = JSON.parse(payload) as { leadId: number };
  const row = await db
    .selectFrom("viewings as v")
    .innerJoin("leads as l", "l.id", "v.lead_id")
    .innerJoin("units as u", "u.id", "v.unit_id")
    .leftJoin("areas as a", "a.id", "u.area_id")
    .select(["v.starts_at", "v.minutes", "v.uid", "v.sequence", "v.status", "l.email", "l.locale", "u.id as unit_id", "u.title", "u.title_ar", "u.page_url", "a.name as area", "a.name_ar as area_ar"])
    .where("v.lead_id", "=", leadId)
    .executeTakeFirst();
  if (!row) return { skip: "skipped: viewing not found" };
  const locale = visitorLocale(row.locale);
  const t = mailText(locale);
  const brokerage = await readBrokerage(db, locale);
  const unit = (locale === "ar" && row.title_ar) || row.title;
  const area = (locale === "ar" && row.area_ar) || row.area || "Dubai";
  const start = new Date(row.starts_at);
  const when = viewingWhen(start, locale);
  const url = `${siteUrl}${locale === "ar" ? "/ar" : ""}/property/${row.page_url}/${row.unit_id}`;
  const ics = viewingIcs(
    {
      uid: row.uid, sequence: Number(row.sequence), start, minutes: Number(row.minutes), stamp: new Date(),
      summary: t("viewingSummary", { unit }), location: `${unit}, ${area}, ${t("dubai")}`,
      description: `${t(`viewing${row.status}`, { unit, when })}\n${url}`,
      organizer: { name: brokerage.name, email: brokerage.email }, confirmed: row.status === "confirmed",
    },
    brokerage.name,
  );
  const text = [t("hello"), "", t(`viewing${row.status}`, { unit, when }), "", url, "", t("viewingCalendar"), "", brokerage.name, `${brokerage.phoneDisplay} · ${brokerage.email}`].join("\n");
  return {
    messages: [{
      from: `${brokerage.name} <${brokerage.email}>`, to: row.email, subject: t(`viewingSubject${row.status}`, { brand: brokerage.shortName }), text,
      attachments: [{ filename: "viewing.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
    }],
    audience: "visitor",
    withoutSmtp: "skip",
  };
};
