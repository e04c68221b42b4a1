/**
 * The route actions behind the lead forms (app/routes/forms.lead.tsx, forms.subscribe.tsx).
 * The same code serves a plain HTML form post (no JavaScript: the route then renders the
 * result page) and a fetcher submission (the form shows the result popup).
 * Order: protection checks (nothing stored for a robot) ▶ the form's schema ▶ commit.
 */
import crypto from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import type { Db } from "../../platform/db/client.server.ts";
import { dbContext, requestInfoContext } from "../../platform/context.ts";
import { getLogger } from "../../platform/logger.server.ts";
import { CONSENT_FIELD, RETURN_FIELD, type LeadActionData } from "./lead-forms.ts";
import { errorTexts, MESSAGE_VALUES, type MessageOf } from "./lead-schemas.ts";
import { localeOf } from "../../platform/i18n/locale.server.ts";
import { messagesFor } from "../../platform/i18n/catalog.server.ts";
import { translator } from "../../platform/i18n/translate.ts";
import type { Locale } from "../../platform/i18n/locale.ts";
import { checkFormPost, leadRequestContext, type FormPostCheck } from "./lead-guard.server.ts";
import { acceptLead, acceptSubscription } from "./leads.server.ts";
import { isDatabaseUnavailable, RETRY_AFTER_S } from "../../platform/db/unavailable.server.ts";
import { readForm } from "../../platform/http/read-form.server.ts";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

const LEAD_FIELDS = ["name", "email", "countryCode", "phone", "message", "projectId", "unitId"] as const;
/** A newsletter form is short: it only has to beat a second. */
export const SUBSCRIBE_MIN_FILL_MS = 1000;
/** A form posted without JavaScript is one lead per content and address within this window. */
export const CONTENT_DEDUPE_MS = 5 * 60_000;

function fieldsOf(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = form.get(n);
    out[n] = typeof v === "string" ? v : "";
  }
  return out;
}

function refuse(status: number, reason: string, args: ActionArgs, form?: FormData) {
  getLogger().info({ reason, ip: args.context.get(requestInfoContext).ip }, "lead form refused");
  return data<LeadActionData>({ ok: false, refused: true, returnTo: returnPath(form?.get(RETURN_FIELD)) }, { status });
}

/** The database did not answer in time: nothing was stored, and the visitor is told so (never 'Success'). */
async function unlessUnavailable<T>(args: ActionArgs, form: FormData, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    getLogger().warn({ err: error, ip: args.context.get(requestInfoContext).ip }, "lead form: the database did not answer");
    return data<LeadActionData>(
      { ok: false, refused: true, unavailable: true, returnTo: returnPath(form.get(RETURN_FIELD)) },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_S) } },
    );
  }
}

/**
 * The field messages in a language: the `forms` catalogue's. A form on an Arabic page
 * posts with `?lang=ar` (app/platform/i18n/locale.ts actionPath); the English catalogue's messages are the
 * spec's (lead-schemas.test.ts holds them to MESSAGES).
 */
function formMessages(locale: Locale): MessageOf {
  const t = translator(locale, messagesFor(locale), "forms");
  return (key) => t(key, MESSAGE_VALUES);
}

export async function leadFormAction(args: ActionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  if (!form) return refuse(400, "unreadable-body", args);
  const check = checkFormPost(request, form, context.get(leadRequestContext));
  if (!check.ok) return refuse(check.status, check.reason, args, form);

  const values = fieldsOf(form, LEAD_FIELDS);
  const isContact = form.get("form") === "contact";
  const projectId = Number(values.projectId) || 0;
  const unitId = Number(values.unitId) || 0;
  const kind = isContact ? "contact" : !projectId && unitId ? "unit-enquiry" : "enquiry";
  const input = isContact ? { ...values, projectId: undefined, unitId: undefined } : values;
  const info = context.get(requestInfoContext);
  const db = context.get(dbContext);
  const locale = localeOf(request);
  return unlessUnavailable(args, form, async () => {
    const result = await acceptLead(db, kind, input, {
      formToken: await formToken(db, check.dedupe, `${isContact ? "contact" : "enquiry"}:${projectId}:${unitId}`, {
        ...values,
        ip: info.ip,
      }),
      sourceIp: info.ip || null,
      userAgent: request.headers.get("user-agent"),
      pageUrl: request.headers.get("referer"),
      locale,
      marketingConsent: form.get(CONSENT_FIELD) === "yes",
    });
    if (!result.ok)
      return data<LeadActionData>(
        { ok: false, errors: errorTexts(result.errors, formMessages(locale)), values, returnTo: returnPath(form.get(RETURN_FIELD)) },
        { status: 400 },
      );
    return data<LeadActionData>({ ok: true, returnTo: returnPath(form.get(RETURN_FIELD)) });
  });
}

export async function subscribeFormAction(args: ActionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  if (!form) return refuse(400, "unreadable-body", args);
  const guardInfo = context.get(leadRequestContext);
  const check = checkFormPost(request, form, guardInfo, {
    minFillMs: Math.min(guardInfo.guard.minFillMs, SUBSCRIBE_MIN_FILL_MS),
  });
  if (!check.ok) return refuse(check.status, check.reason, args, form);
  const values = fieldsOf(form, ["name", "email"]);
  return unlessUnavailable(args, form, async () => {
    const result = await acceptSubscription(context.get(dbContext), values, { pageUrl: request.headers.get("referer"), locale: localeOf(request) });
    if (!result.ok)
      return data<LeadActionData>(
        { ok: false, errors: errorTexts(result.errors, formMessages(localeOf(request))), values, returnTo: returnPath(form.get(RETURN_FIELD)) },
        { status: 400 },
      );
    return data<LeadActionData>({ ok: true, returnTo: returnPath(form.get(RETURN_FIELD)) });
  });
}

/**
 * The lead's de-duplication token (a unique column: a second post with the same token answers
 * the first lead). With JavaScript: the shown form's stamp, so a double submit is one lead.
 * Without JavaScript there is no stamp (pages are shared, so they carry nothing per visitor):
 * the same content from the same address within CONTENT_DEDUPE_MS is one lead. The window is
 * a time bucket; a post just after a bucket boundary reuses the previous bucket's token if a
 * lead holds it, so a double submit across the boundary is still one lead.
 */
export async function formToken(
  db: Db,
  dedupe: FormPostCheck["dedupe"],
  form: string,
  content: Record<string, string>,
  now = Date.now(),
): Promise<string> {
  if (dedupe.by === "stamp") return `${form}:${dedupe.nonce}`;
  const digest = crypto
    .createHash("sha256")
    .update(JSON.stringify([form, content.ip, content.name, content.email, content.countryCode, content.phone, content.message]))
    .digest("base64url")
    .slice(0, 32);
  const bucket = Math.floor(now / CONTENT_DEDUPE_MS);
  const previous = `nojs:${form}:${digest}:${bucket - 1}`;
  const held = await db.selectFrom("leads").select("id").where("form_token", "=", previous).executeTakeFirst();
  return held ? previous : `nojs:${form}:${digest}:${bucket}`;
}

/**
 * Where the no-JavaScript result page's OK button leads: the form's page, on this site only.
 * Read the way a browser reads an href (it drops tabs and line breaks and takes `\` for `/`,
 * so `/\t/evil.example` is `//evil.example`): anything that leaves the site gives "/".
 */
export function returnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 500) return "/";
  const base = "http://return.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return "/";
  }
  if (url.origin !== base) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
