/**
 * The visitor alerts' e-mails, built by the outbox worker when it delivers them
 * (app/platform/mail/outbox.server.ts): the confirmation (double opt-in) and the alert with the new
 * listings. The links are signed at delivery (app/modules/alerts/alert-links.server.ts), so an outbox
 * row holds ids only. An alert mail carries its one-click unsubscribe twice: a link in the body,
 * and the List-Unsubscribe + List-Unsubscribe-Post headers of RFC 8058 (a mail program's
 * "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the link; no page is needed).
 * The mails carry only our words and our listings: the address is the visitor's only input.
 * Written in the language of the page the alert was saved on (its `locale`; the `mail` catalogue),
 * with links to the pages in that language.
 */
import type { Db } from "../../platform/db/client.server.ts";
import type { MailComposer } from "../../platform/mail/outbox.server.ts";
import { readBrokerage } from "../content/index.server.ts";
import type { Brokerage } from "../../ui/brokerage.ts";
import { createFormGuard, formSecret } from "../leads/index.server.ts";
import { getUnitsByIds } from "../listings/index.server.ts";
import { getProjectsByIds } from "../listings/index.server.ts";
import { formatAed } from "../../platform/i18n/format.ts";
import { completionText, listingHref } from "../listings/index.ts";
import { localizePath, type Locale } from "../../platform/i18n/locale.ts";
import { mailText, visitorLocale } from "../../platform/mail/mail-locale.server.ts";
import type { AlertKind } from "../../platform/db/schema.ts";
import { alertUrl, CONFIRM_LIFETIME_MS, type LinkSigner } from "./alert-links.server.ts";
import { ALERT_CONFIRM, ALERT_MAIL, alertListPath, readAlert, type AlertConfirmPayload, type QueuedAlertMail } from "./alerts.server.ts";
import { arabicNamesById, describeSearch, searchOf, type NamedTable } from "./alert-search.server.ts";

type AlertMessage = { to: string; subject: string; text: string; headers?: Record<string, string> };
/** `brokerageAr`: the identity as Arabic mails sign it (its Arabic name where it has one). */
type Ctx = { db: Db; signer: LinkSigner; siteUrl: string; brokerage: Brokerage; brokerageAr?: Brokerage; now?: Date };
const brokerageIn = (ctx: Ctx, locale: Locale) => (locale === "ar" ? (ctx.brokerageAr ?? ctx.brokerage) : ctx.brokerage);

const footer = (b: Brokerage) => [`${b.name}`, `${b.phoneDisplay} · ${b.email}`];

/** Each listing still on the site as mail lines (title, price and facts, address), in the payload's order. */
async function listingLines(db: Db, kind: AlertKind, ids: number[], site: string, locale: Locale): Promise<string[][]> {
  const t = mailText(locale);
  const page = (path: string) => `${site}${localizePath(path, locale)}`;
  // On an Arabic mail the options', areas' and developers' Arabic names (else the English ones).
  const named = async (table: NamedTable, ids: number[]) => (locale === "ar" ? arabicNamesById(db, table, ids) : new Map<number, string>());
  if (kind === "project") {
    const projects = await getProjectsByIds(db, ids);
    const [types, areas, developers] = await Promise.all([
      named("property_types", projects.map((p) => p.typeId)),
      named("areas", projects.map((p) => p.area.id)),
      named("developers", projects.map((p) => p.developer.id)),
    ]);
    return projects.map((p) => {
      const facts = [types.get(p.typeId) ?? p.type, areas.get(p.area.id) ?? p.area.name, developers.get(p.developer.id) ?? p.developer.name, p.completionYear ? t("completion", { when: completionText(p.completionYear, p.completionQuarter) }) : ""].filter(Boolean).join(" · ");
      const name = locale === "ar" && p.titleAr ? p.titleAr : p.title;
      return [name, `  ${t("from", { price: formatAed(p.price, undefined, locale) })} · ${facts}`, `  ${page(listingHref(p))}`];
    });
  }
  const units = await getUnitsByIds(db, ids);
  const [types, areas, bedNames] = await Promise.all([
    named("property_types", units.map((u) => u.typeId)),
    named("areas", units.map((u) => u.area.id)),
    locale === "ar" ? db.selectFrom("bedrooms").select(["name", "name_ar"]).execute() : [],
  ]);
  return units.map((u) => {
    const bedName = bedNames.find((b) => b.name === u.beds)?.name_ar ?? u.beds;
    const beds = /^\d+$/.test(u.beds) ? t("beds", { beds: u.beds }) : bedName;
    const facts = [beds, types.get(u.typeId) ?? u.type, areas.get(u.area.id) ?? u.area.name].filter(Boolean).join(" · ");
    const title = locale === "ar" && u.titleAr ? u.titleAr : u.title;
    return [title, `  ${formatAed(u.price, u.pricePeriod, locale)} · ${facts}`, `  ${page(listingHref(u))}`];
  });
}

function payloadIds(payload: QueuedAlertMail): number[] {
  return "listingIds" in payload ? payload.listingIds : payload.unitIds;
}

/** The confirmation of a pending alert, or a note saying why nothing is sent. */
async function alertConfirmMessage(ctx: Ctx, payload: AlertConfirmPayload): Promise<AlertMessage | string> {
  const alert = await readAlert(ctx.db, payload.alertId);
  if (!alert || alert.status !== "pending") return "skipped: alert not pending";
  const locale = visitorLocale(alert.locale);
  const t = mailText(locale);
  const search = await describeSearch(ctx.db, searchOf(alert), locale);
  const confirm = alertUrl(ctx.siteUrl, ctx.signer, "confirm", alert, ctx.now, locale);
  const days = Math.round(CONFIRM_LIFETIME_MS / 86_400_000);
  const brokerage = brokerageIn(ctx, locale);
  return {
    to: alert.email,
    subject: t(`alertConfirmSubject${alert.kind}`, { brand: brokerage.shortName }),
    text: [
      t("hello"),
      "",
      t(`alertAsked${alert.kind}`),
      "",
      `  ${search}`,
      `  ${t(`frequency${alert.frequency}`)}`,
      "",
      t("alertConfirmWithin", { days }),
      confirm,
      "",
      t("alertIgnore"),
      "",
      ...footer(brokerage),
    ].join("\n"),
  };
}

/** An alert's new listings (those still on the site), or a note saying why nothing is sent. */
export async function alertListingsMessage(ctx: Ctx, payload: QueuedAlertMail): Promise<AlertMessage | string> {
  const alert = await readAlert(ctx.db, payload.alertId);
  if (!alert || alert.status !== "active") return "skipped: alert no longer active";
  const locale = visitorLocale(alert.locale);
  const t = mailText(locale);
  const site = ctx.siteUrl.replace(/\/$/, "");
  const listings = await listingLines(ctx.db, alert.kind, payloadIds(payload), site, locale);
  if (listings.length === 0) return "skipped: the listings left the site";
  const search = await describeSearch(ctx.db, searchOf(alert), locale);
  const unsubscribe = alertUrl(site, ctx.signer, "unsubscribe", alert, undefined, locale);
  const manage = alertUrl(site, ctx.signer, "manage", alert, undefined, locale);
  const count = listings.length + payload.more;
  const brokerage = brokerageIn(ctx, locale);
  const lines = [t("hello"), "", t(`alertNew${alert.kind}`, { count, search }), ""];
  for (const l of listings) lines.push(...l, "");
  if (payload.more) lines.push(t("alertMore", { more: payload.more }), "");
  lines.push(
    t("alertSeeAll", { url: `${site}${localizePath(alertListPath(alert), locale)}` }),
    "",
    t("alertManage", { url: manage }),
    t("alertStop", { url: unsubscribe }),
    "",
    ...footer(brokerage),
  );
  return {
    to: alert.email,
    subject: t(`alertSubject${alert.kind}`, { count, search, brand: brokerage.shortName }).slice(0, 200),
    text: lines.join("\n"),
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** A visitor alert's confirmation or new listings: mailing-list mail, so a removed address gets nothing. */
function alertComposer(kind: typeof ALERT_CONFIRM | typeof ALERT_MAIL): MailComposer {
  return async ({ db, siteUrl, linkSigner }, payload) => {
    const brokerage = await readBrokerage(db);
    const signer = linkSigner ?? createFormGuard({ secret: formSecret({}), minFillMs: 0 });
    const ctx = { db, signer, siteUrl, brokerage, brokerageAr: await readBrokerage(db, "ar") };
    const message =
      kind === ALERT_CONFIRM
        ? await alertConfirmMessage(ctx, JSON.parse(payload) as AlertConfirmPayload)
        : await alertListingsMessage(ctx, JSON.parse(payload) as QueuedAlertMail);
    if (typeof message === "string") return { skip: message };
    return {
      messages: [{ from: `${brokerage.name} <${brokerage.email}>`, ...message }],
      audience: "visitor",
      withoutSmtp: { level: "info", key: "alertMail", message: "visitor alert mail (no SMTP_URL: logged, not mailed)" },
    };
  };
}

export const alertMailKinds: Record<string, MailComposer> = { [ALERT_CONFIRM]: alertComposer(ALERT_CONFIRM), [ALERT_MAIL]: alertComposer(ALERT_MAIL) };
