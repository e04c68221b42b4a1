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
import { getProjectsByIds } from "../db/queries/projects.server.ts";
import { formatAed } from "../lib/format.ts";
import { unitHref } from "../components/listing/unit-href.ts";
import { completionText, projectHref } from "../components/projects/project-text.ts";
import { FREQUENCY_LABELS } from "../lib/alert-fields.ts";
import type { AlertKind } from "../db/schema.ts";
import { alertUrl, CONFIRM_LIFETIME_MS, type LinkSigner } from "./alert-links.server.ts";
import { alertListPath, readAlert, type AlertConfirmPayload, type QueuedAlertMail } from "./alerts.server.ts";
import { describeSearch, searchOf } from "./alert-search.server.ts";

export type AlertMessage = { to: string; subject: string; text: string; headers?: Record<string, string> };
type Ctx = { db: Db; signer: LinkSigner; siteUrl: string; brokerage: Brokerage; now?: Date };

const footer = (b: Brokerage) => [`${b.name}`, `${b.phoneDisplay} · ${b.email}`];

/** The words of a kind: "property"/"properties" are listed, "project"/"projects" are launched. */
const NOUNS: Record<AlertKind, { one: string; many: string; listed: string }> = {
  unit: { one: "property", many: "properties", listed: "listed" },
  project: { one: "project", many: "projects", listed: "launched" },
};

/** Each listing still on the site as mail lines (title, price and facts, address), in the payload's order. */
async function listingLines(db: Db, kind: AlertKind, ids: number[], site: string): Promise<string[][]> {
  if (kind === "project") {
    const projects = await getProjectsByIds(db, ids);
    return projects.map((p) => {
      const facts = [p.projectType, p.area, p.developerName, p.completionYear ? `completion ${completionText(p.completionYear, p.completionQuarter)}` : ""].filter(Boolean).join(" · ");
      return [p.projectName, `  from ${formatAed(p.startingPrice)} · ${facts}`, `  ${site}${projectHref(p)}`];
    });
  }
  const units = await getUnitsByIds(db, ids);
  return units.map((u) => {
    const beds = /^\d+$/.test(u.bedroomType) ? `${u.bedroomType} bed` : u.bedroomType;
    const facts = [beds, u.unitType, u.area].filter(Boolean).join(" · ");
    return [u.unitTitle, `  ${formatAed(u.price, u.pricePeriod)} · ${facts}`, `  ${site}${unitHref(u)}`];
  });
}

function payloadIds(payload: QueuedAlertMail): number[] {
  return "listingIds" in payload ? payload.listingIds : payload.unitIds;
}

/** The confirmation of a pending alert, or a note saying why nothing is sent. */
export async function alertConfirmMessage(ctx: Ctx, payload: AlertConfirmPayload): Promise<AlertMessage | string> {
  const alert = await readAlert(ctx.db, payload.alertId);
  if (!alert || alert.status !== "pending") return "skipped: alert not pending";
  const search = await describeSearch(ctx.db, searchOf(alert));
  const nouns = NOUNS[alert.kind];
  const confirm = alertUrl(ctx.siteUrl, ctx.signer, "confirm", alert, ctx.now);
  const days = Math.round(CONFIRM_LIFETIME_MS / 86_400_000);
  return {
    to: alert.email,
    subject: `Confirm your ${nouns.one} alert — ${ctx.brokerage.shortName}`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked us to e-mail this address when new ${nouns.many} matching this search are ${nouns.listed} in Dubai:`,
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
export async function alertListingsMessage(ctx: Ctx, payload: QueuedAlertMail): Promise<AlertMessage | string> {
  const alert = await readAlert(ctx.db, payload.alertId);
  if (!alert || alert.status !== "active") return "skipped: alert no longer active";
  const site = ctx.siteUrl.replace(/\/$/, "");
  const listings = await listingLines(ctx.db, alert.kind, payloadIds(payload), site);
  if (listings.length === 0) return "skipped: the listings left the site";
  const search = await describeSearch(ctx.db, searchOf(alert));
  const { one, many } = NOUNS[alert.kind];
  const unsubscribe = alertUrl(site, ctx.signer, "unsubscribe", alert);
  const manage = alertUrl(site, ctx.signer, "manage", alert);
  const count = listings.length + payload.more;
  const lines = ["Hello,", "", `${count === 1 ? `A new ${one} matches` : `${count} new ${many} match`} your search: ${search}.`, ""];
  for (const l of listings) lines.push(...l, "");
  if (payload.more) lines.push(`And ${payload.more} more:`, "");
  lines.push(`See every match: ${site}${alertListPath(alert)}`, "", `Your alerts: ${manage}`, `Stop this alert: ${unsubscribe}`, "", ...footer(ctx.brokerage));
  return {
    to: alert.email,
    subject: `${count === 1 ? `New ${one}` : `${count} new ${many}`}: ${search} — ${ctx.brokerage.shortName}`.slice(0, 200),
    text: lines.join("\n"),
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
