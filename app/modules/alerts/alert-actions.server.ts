/**
 * The visitor alerts' route actions and loaders (one route, app/routes/alerts.tsx): the
 * "Alert me" form and its post (guarded like the lead forms: rate limit, cross-site refusal,
 * honeypot; app/modules/leads/lead-guard.server.ts), and the three signed-link pages (confirm,
 * unsubscribe, manage). Their answers are never stored by a cache (a link is personal) and never
 * send a Referer to another site.
 */
import { data, type RouterContextProvider } from "react-router";
import { dbContext, requestInfoContext } from "../../platform/context.ts";
import { getLogger } from "../../platform/logger.server.ts";
import { ALERT_LIST_PATHS, ALERT_MESSAGES, alertFieldErrors, alertFormSchema } from "./alert-schema.ts";
import { localeOf } from "../../platform/i18n/locale.server.ts";
import { messagesFor } from "../../platform/i18n/catalog.server.ts";
import { translator } from "../../platform/i18n/translate.ts";
import type { Locale } from "../../platform/i18n/locale.ts";
import { ALERT_FIELDS } from "./alert-fields.ts";
import { isDatabaseUnavailable, RETRY_AFTER_S } from "../../platform/db/unavailable.server.ts";
import { checkFormPost, leadRequestContext } from "../leads/index.server.ts";
import { CONSENT_FIELD } from "../leads/index.ts";
import { SUBSCRIBE_MIN_FILL_MS } from "../leads/index.server.ts";
import { readForm } from "../../platform/http/read-form.server.ts";
import { alertForLink, alertListPath, alertsOf, confirmAlert, saveAlert, stopAlert, type AlertRow } from "./alerts.server.ts";
import { canonicalQuery, describeSearch, kindOfPath, searchOf } from "./alert-search.server.ts";
import type { LinkPurpose } from "./alert-links.server.ts";
import type { Db } from "../../platform/db/client.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string | undefined> };

/**
 * A link's page: personal, so never kept by a cache, never indexed, and its address never sent to
 * another site as a Referer. `same-origin`, not `no-referrer`: with no-referrer the browser sends
 * `Origin: null` on the page's own form posts, which the cross-site check refuses.
 */
export const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" } as const;

type AlertSaveData =
  | { page: "save"; ok: true; returnTo: string }
  | {
      page: "save";
      ok: false;
      refused?: boolean;
      unavailable?: boolean;
      errors: Record<string, string>;
      values: { email: string; frequency: string };
      path: string;
      query: string;
      search: string;
      kind: AlertRow["kind"];
    };

/** GET /alerts?path=…&query=…: the form for the list's search (the list links here), with the search in words. */
export async function saveFormLoader({ request, context }: Args) {
  const url = new URL(request.url);
  const path = url.searchParams.get("path") ?? "";
  if (!ALERT_LIST_PATHS.includes(path)) return data({ page: "save" as const, list: null }, { headers: PRIVATE_HEADERS });
  const query = canonicalQuery(path, url.searchParams.get("query") ?? "");
  const search = await describeSearch(context.get(dbContext), searchOf({ path, query }), localeOf(request));
  return data({ page: "save" as const, list: { path, query, search, kind: kindOfPath(path) } }, { headers: PRIVATE_HEADERS });
}

/** The schema's messages (ALERT_MESSAGES, English) in the page's language: the `forms` catalogue's `alert…`. */
const ALERT_MESSAGE_KEYS = { emailRequired: "alertEmailRequired", emailInvalid: "alertEmailInvalid", frequency: "alertFrequency", path: "alertPath" } as const;
function alertErrorsIn(errors: Record<string, string>, locale: Locale): Record<string, string> {
  if (locale === "en") return errors;
  const t = translator(locale, messagesFor(locale), "forms");
  const keyOf = (text: string) => (Object.keys(ALERT_MESSAGES) as (keyof typeof ALERT_MESSAGES)[]).find((k) => ALERT_MESSAGES[k] === text);
  return Object.fromEntries(
    Object.entries(errors).map(([f, text]) => {
      const key = keyOf(text);
      return [f, key ? t(ALERT_MESSAGE_KEYS[key]) : text];
    }),
  );
}

function field(form: FormData | undefined, name: string): string {
  const v = form?.get(name);
  return typeof v === "string" ? v : "";
}

export async function saveAlertAction({ request, context }: Args) {
  const form = await readForm(request);
  const values = { email: field(form, ALERT_FIELDS.email), frequency: field(form, ALERT_FIELDS.frequency) };
  const path = field(form, ALERT_FIELDS.path);
  const query = field(form, ALERT_FIELDS.query);
  const refused = (status: number, reason: string) => {
    getLogger().info({ reason, ip: context.get(requestInfoContext).ip }, "alert form refused");
    return data<AlertSaveData>({ page: "save", ok: false, refused: true, errors: {}, values, path, query, search: "", kind: kindOfPath(path) }, { status, headers: PRIVATE_HEADERS });
  };
  if (!form) return refused(400, "unreadable-body");
  const guard = context.get(leadRequestContext);
  const check = checkFormPost(request, form, guard, { minFillMs: Math.min(guard.guard.minFillMs, SUBSCRIBE_MIN_FILL_MS) });
  if (!check.ok) return refused(check.status, check.reason);
  const parsed = alertFormSchema.safeParse({ ...values, path, query });
  if (!parsed.success) {
    const known = ALERT_LIST_PATHS.includes(path);
    const search = known ? await describeSearch(context.get(dbContext), searchOf({ path, query }), localeOf(request)) : "";
    return data<AlertSaveData>({ page: "save", ok: false, errors: alertErrorsIn(alertFieldErrors(parsed.error), localeOf(request)), values, path, query, search, kind: kindOfPath(path) }, { status: 400, headers: PRIVATE_HEADERS });
  }
  try {
    // The page's language is the alert's: its mails and their links (/ar/alerts/…) are in it.
    await saveAlert(context.get(dbContext), parsed.data, new Date(), localeOf(request), { granted: form.get(CONSENT_FIELD) === "yes", pageUrl: request.headers.get("referer") });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    getLogger().warn({ err: error }, "alert form: the database did not answer");
    return data<AlertSaveData>({ page: "save", ok: false, unavailable: true, errors: {}, values, path, query, search: "", kind: kindOfPath(path) }, { status: 503, headers: { ...PRIVATE_HEADERS, "Retry-After": String(RETRY_AFTER_S) } });
  }
  return data<AlertSaveData>({ page: "save", ok: true, returnTo: alertListPath(parsed.data) }, { headers: PRIVATE_HEADERS });
}

/** An alert as its pages show it. */
type AlertView = { id: number; kind: AlertRow["kind"]; search: string; frequency: AlertRow["frequency"]; status: AlertRow["status"]; listPath: string };

async function viewOf(db: Db, a: AlertRow, locale: Locale): Promise<AlertView> {
  return { id: a.id, kind: a.kind, search: await describeSearch(db, searchOf(a), locale), frequency: a.frequency, status: a.status, listPath: alertListPath(a) };
}

async function linked(args: Args, purpose: LinkPurpose) {
  const db = args.context.get(dbContext);
  const signer = args.context.get(leadRequestContext).guard;
  const alert = await alertForLink(db, signer, purpose, args.params.token ?? "");
  return { db, signer, alert };
}

const invalid = <P extends string>(page: P) => data({ page, valid: false as const }, { status: 404, headers: PRIVATE_HEADERS });

/** GET /alerts/confirm/:token and /alerts/unsubscribe/:token: what the link is about, with its button. */
export async function alertLinkLoader(args: Args, purpose: "confirm" | "unsubscribe") {
  const { db, alert } = await linked(args, purpose);
  if (!alert) return invalid(purpose);
  return data({ page: purpose, valid: true as const, alert: await viewOf(db, alert, localeOf(args.request)) }, { headers: PRIVATE_HEADERS });
}

/** POST /alerts/confirm/:token: the double opt-in's second step. */
export async function confirmAction(args: Args) {
  const db = args.context.get(dbContext);
  const { result, alert } = await confirmAlert(db, args.context.get(leadRequestContext).guard, args.params.token ?? "");
  if (!alert || result === "invalid") return data({ page: "done" as const, done: false as const }, { status: 404, headers: PRIVATE_HEADERS });
  return data({ page: "done" as const, done: true as const, title: "alertOn" as const, alert: await viewOf(db, alert, localeOf(args.request)) }, { headers: PRIVATE_HEADERS });
}

/**
 * POST /alerts/unsubscribe/:token: the page's button, or a mail program's one-click unsubscribe
 * (RFC 8058: a POST with `List-Unsubscribe=One-Click`, no cookie, no page needed). Either way the
 * alert stops; a second post finds it stopped and answers the same.
 */
export async function unsubscribeAction(args: Args) {
  const { db, alert } = await linked(args, "unsubscribe");
  if (!alert) return data({ page: "done" as const, done: false as const }, { status: 404, headers: PRIVATE_HEADERS });
  await stopAlert(db, alert.id);
  return data({ page: "done" as const, done: true as const, title: "alertStopped" as const, alert: await viewOf(db, { ...alert, status: "unsubscribed" }, localeOf(args.request)) }, { headers: PRIVATE_HEADERS });
}

/** GET /alerts/manage/:token: every running or pending alert of the link's mailbox. */
export async function manageLoader(args: Args) {
  const { db, alert } = await linked(args, "manage");
  if (!alert) return invalid("manage");
  const alerts = await Promise.all((await alertsOf(db, alert.recipient)).map((a) => viewOf(db, a, localeOf(args.request))));
  return data({ page: "manage" as const, valid: true as const, email: alert.email, alerts }, { headers: PRIVATE_HEADERS });
}

/** POST /alerts/manage/:token (`alertId`): removes one of the mailbox's alerts (another mailbox's id finds nothing). */
export async function manageAction(args: Args) {
  const { db, alert } = await linked(args, "manage");
  if (!alert) return data({ page: "manage" as const, removed: false as const }, { status: 404, headers: PRIVATE_HEADERS });
  const form = await readForm(args.request);
  const id = Number(field(form, "alertId"));
  const mine = Number.isSafeInteger(id) && id > 0 ? (await alertsOf(db, alert.recipient)).find((a) => a.id === id) : undefined;
  if (!mine) return data({ page: "manage" as const, removed: false as const }, { status: 400, headers: PRIVATE_HEADERS });
  await stopAlert(db, mine.id);
  return data({ page: "manage" as const, removed: true as const }, { headers: PRIVATE_HEADERS });
}
