/**
 * The public privacy pages (app/routes/data-request.tsx), in the page's language:
 * - /data-request: the form (an address, a copy or erasure); its POST, guarded like the lead
 *   forms, stores a pending request and mails the confirmation link; the answer is the same
 *   whatever the address, so it tells nobody what the site holds.
 * - /data-request/confirm/:token: GET shows a button, the POST confirms (mail scanners open links).
 * - /data-request/unsubscribe/:token: a marketing mail's way out; the page's button or a mail
 *   program's one-click POST (RFC 8058) records the withdrawal and suppresses the mailbox.
 */
import { data, type RouterContextProvider } from "react-router";
import { dbContext } from "../../platform/context.ts";
import { localeOf } from "../../platform/i18n/locale.server.ts";
import { readForm } from "../../platform/http/read-form.server.ts";
import { withdrawConsent } from "../../platform/mail/consent.server.ts";
import { checkFormPost, leadRequestContext, SUBSCRIBE_MIN_FILL_MS } from "../leads/index.server.ts";
import { confirmDataRequest, createDataRequest } from "./data-requests.server.ts";
import { unsubscribeAddress } from "./privacy-links.server.ts";
import { dataRequestSchema } from "./privacy-schemas.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string | undefined> };
export const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" } as const;

export type DataRequestPage =
  | { page: "form"; sent?: boolean; errors?: Record<string, string>; values?: { email: string; kind: string } }
  | { page: "confirm"; done?: boolean; valid: boolean }
  | { page: "unsubscribe"; done?: boolean; valid: boolean };

const answer = (body: DataRequestPage, status = 200) => data<DataRequestPage>(body, { status, headers: PRIVATE_HEADERS });

export function dataRequestLoader(args: Args, page: "form" | "confirm" | "unsubscribe") {
  if (page === "unsubscribe") {
    const valid = unsubscribeAddress(args.context.get(leadRequestContext).guard, args.params.token ?? "") !== null;
    return answer({ page, valid }, valid ? 200 : 404);
  }
  return answer(page === "form" ? { page } : { page, valid: true });
}

async function formAction({ request, context }: Args) {
  const form = await readForm(request);
  if (!form) return answer({ page: "form", errors: { form: "notAccepted" } }, 400);
  const guard = context.get(leadRequestContext);
  const check = checkFormPost(request, form, guard, { minFillMs: Math.min(guard.guard.minFillMs, SUBSCRIBE_MIN_FILL_MS) });
  if (!check.ok) return answer({ page: "form", errors: { form: "notAccepted" } }, check.status);
  const values = { email: String(form.get("email") ?? ""), kind: String(form.get("kind") ?? "") };
  const parsed = dataRequestSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return answer({ page: "form", errors, values }, 400);
  }
  await createDataRequest(context.get(dbContext), { ...parsed.data, locale: localeOf(request) });
  return answer({ page: "form", sent: true });
}

export async function dataRequestAction(args: Args, page: "form" | "confirm" | "unsubscribe") {
  if (page === "form") return formAction(args);
  const signer = args.context.get(leadRequestContext).guard;
  const db = args.context.get(dbContext);
  if (page === "confirm") {
    const { result } = await confirmDataRequest(db, signer, args.params.token ?? "");
    return answer({ page, valid: result === "confirmed", done: result === "confirmed" }, result === "confirmed" ? 200 : 404);
  }
  const email = unsubscribeAddress(signer, args.params.token ?? "");
  if (!email) return answer({ page, valid: false }, 404);
  await withdrawConsent(db, email, localeOf(args.request));
  return answer({ page, valid: true, done: true });
}
