/**
 * The action behind the viewing form (app/routes/forms.viewing.tsx): the lead forms' protection
 * (same-site post, honeypot, rate limit; de-duplicated by content, as a form without JavaScript
 * has no stamp), then the request. Answers 'sent', a refusal, or the fields' messages in the
 * page's language (400).
 */
import { data, type RouterContextProvider } from "react-router";
import { dbContext, requestInfoContext } from "../../../platform/context.ts";
import { getLogger } from "../../../platform/logger.server.ts";
import { localeOf } from "../../../platform/i18n/locale.server.ts";
import { messagesFor } from "../../../platform/i18n/catalog.server.ts";
import { translator } from "../../../platform/i18n/translate.ts";
import { isDatabaseUnavailable, RETRY_AFTER_S } from "../../../platform/db/unavailable.server.ts";
import { readForm } from "../../../platform/http/read-form.server.ts";
import { RETURN_FIELD } from "../lead-forms.ts";
import { formToken, returnPath } from "../lead-actions.server.ts";
import { checkFormPost, leadRequestContext } from "../lead-guard.server.ts";
import { VIEWING_FIELDS } from "./viewing-form.server.ts";
import { requestViewing } from "./viewings.server.ts";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
type ViewingActionData =
  | { ok: true; returnTo: string }
  | { ok: false; returnTo: string; refused?: "unavailable" | "notAccepted"; errors?: Record<string, string>; values?: Record<string, string> };

export async function viewingFormAction({ request, context }: ActionArgs) {
  const form = await readForm(request);
  const returnTo = returnPath(form?.get(RETURN_FIELD));
  const check = form ? checkFormPost(request, form, context.get(leadRequestContext)) : ({ ok: false, status: 400, reason: "unreadable-body" } as const);
  if (!form || !check.ok) {
    getLogger().info({ reason: check.ok ? "" : check.reason, ip: context.get(requestInfoContext).ip }, "viewing form refused");
    return data<ViewingActionData>({ ok: false, refused: "notAccepted", returnTo }, { status: check.ok ? 400 : check.status });
  }
  const values = Object.fromEntries(VIEWING_FIELDS.map((n) => [n, String(form.get(n) ?? "")]));
  const db = context.get(dbContext);
  const info = context.get(requestInfoContext);
  const locale = localeOf(request);
  try {
    const token = await formToken(db, check.dedupe, `viewing:${values.unitId}`, { ...values, message: `${values.day} ${values.time}`, ip: info.ip });
    const result = await requestViewing(db, values, { formToken: token, sourceIp: info.ip || null, userAgent: request.headers.get("user-agent"), pageUrl: request.headers.get("referer"), locale });
    if (result.ok) return data<ViewingActionData>({ ok: true, returnTo });
    const t = translator(locale, messagesFor(locale), "viewing");
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key as Parameters<typeof t>[0])]));
    return data<ViewingActionData>({ ok: false, errors, values, returnTo }, { status: 400 });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    getLogger().warn({ err: error }, "viewing form: the database did not answer");
    return data<ViewingActionData>({ ok: false, refused: "unavailable", returnTo }, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_S) } });
  }
}
