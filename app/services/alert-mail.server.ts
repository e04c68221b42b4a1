/**
 * The visitor alerts' e-mails (issue 22), built by the outbox worker when it delivers them
 * (app/services/outbox.server.ts): the confirmation (double opt-in) and the alert with the new
 * listings. The links are signed at delivery (app/services/alert-links.server.ts), so an outbox
 * row holds ids only. An alert mail carries its one-click unsubscribe twice: a link in the body,
 * and the List-Unsubscribe + List-Unsubscribe-Post headers of RFC 8058 (a mail program's
 * "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the link; no page is needed).
 * The mails carry only our words and our listings: the address is the visitor's only input.
 */
import type { Db } from "../db/client.server.ts";
import type { Brokerage } from "../content/types.ts";
import { getUnitsByIds } from "../db/queries/units.server.ts";
import { formatAed } from "../lib/format.ts";
import { unitHref } from "../components/listing/unit-href.ts";
import { FREQUENCY_LABELS } from "../lib/alert-fields.ts";
import { alertUrl, CONFIRM_LIFETIME_MS, type LinkSigner } from "./alert-links.server.ts";
import { alertListPath, criteriaOf, describeSearch, readAlert, type AlertConfirmPayload, type AlertMailPayload } from "./alerts.server.ts";

export type AlertMessage = { to: string; subject: string; text: string; headers?: Record<string, string> };
type Ctx = { db: Db; signer: LinkSigner; siteUrl: string; brokerage: Brokerage; now?: Date };

const footer = (b: Brokerage) => [`${b.name}`, `${b.phoneDisplay} · ${b.email}`];

/** The confirmation of a pending alert, or a note saying why nothing is sent. */
export async function alertConfirmMessage(ctx: Ctx, payload: AlertConfirmPayload): Promise<AlertMessage | string> {
  const alert = await readAlert(ctx.db, payload.alertId);
  if (!alert || alert.status !== "pending") return "skipped: alert not pending";
  const search = await describeSearch(ctx.db, criteriaOf(alert));
  const confirm = alertUrl(ctx.siteUrl, ctx.signer, "confirm", alert, ctx.now);
  const days = Math.round(CONFIRM_LIFETIME_MS / 86_400_000);
  return {
    to: alert.email,
    subject: `Confirm your property alert — ${ctx.brokerage.shortName}`,
    text: [
      "Hello,",
      "",
      "Someone, hopefully you, asked us to e-mail this address when new properties matching this search are listed in Dubai:",
      "",
      `  ${search}`,
      `  ${FREQUENCY_LABELS[alert.frequency]}`,
      "",
      `To start the alert, confirm within ${days} days:`,
      confirm,
      "",
      "If you did not ask for it, ignore this e-mail: nothing more will be sent.",
      "",
      ...footer(ctx.brokerage),
    ].join("\n"),
  };
}

/** An alert's new listings (those still on the site), or a note saying why nothing is sent. */
export async function alertListingsMessage(ctx: Ctx, payload: AlertMailPayload): Promise<AlertMessage | string> {
  const alert = await readAlert(ctx.db, payload.alertId);
  if (!alert || alert.status !== "active") return "skipped: alert no longer active";
  const units = await getUnitsByIds(ctx.db, payload.unitIds);
  if (units.length === 0) return "skipped: the listings left the site";
  const site = ctx.siteUrl.replace(/\/$/, "");
  const search = await describeSearch(ctx.db, criteriaOf(alert));
  const unsubscribe = alertUrl(site, ctx.signer, "unsubscribe", alert);
  const manage = alertUrl(site, ctx.signer, "manage", alert);
  const count = units.length + payload.more;
  const lines = [
    "Hello,",
    "",
    `${count === 1 ? "A new property matches" : `${count} new properties match`} your search: ${search}.`,
    "",
  ];
  for (const u of units) {
    const beds = /^\d+$/.test(u.bedroomType) ? `${u.bedroomType} bed` : u.bedroomType;
    const facts = [beds, u.unitType, u.area].filter(Boolean).join(" · ");
    lines.push(u.unitTitle, `  ${formatAed(u.price, u.pricePeriod)} · ${facts}`, `  ${site}${unitHref(u)}`, "");
  }
  if (payload.more) lines.push(`And ${payload.more} more:`, "");
  lines.push(`See every match: ${site}${alertListPath(alert)}`, "", `Your alerts: ${manage}`, `Stop this alert: ${unsubscribe}`, "", ...footer(ctx.brokerage));
  return {
    to: alert.email,
    subject: `${count === 1 ? "New property" : `${count} new properties`}: ${search} — ${ctx.brokerage.shortName}`.slice(0, 200),
    text: lines.join("\n"),
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
