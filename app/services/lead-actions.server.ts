/**
 * The route actions behind the lead forms (app/routes/forms.lead.tsx, forms.subscribe.tsx).
 * The same code serves a plain HTML form post (no JavaScript: the route then renders the
 * result page) and a fetcher submission (the form shows the result popup).
 * Order: protection checks (nothing stored for a robot) ▶ the form's schema ▶ commit.
 */
import { data, type RouterContextProvider } from "react-router";
import { dbContext, requestInfoContext } from "../context.ts";
import { getLogger } from "../lib/logger.server.ts";
import type { LeadActionData } from "../components/leads/lead-forms-data.ts";
import { checkFormPost, leadRequestContext } from "./lead-guard.server.ts";
import { acceptLead, acceptSubscription } from "./leads.server.ts";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

const LEAD_FIELDS = ["name", "email", "countryCode", "phone", "message", "projectId", "unitId"] as const;
/** A newsletter form is short: it only has to beat a second. */
const SUBSCRIBE_MIN_FILL_MS = 1000;

function fieldsOf(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = form.get(n);
    out[n] = typeof v === "string" ? v : "";
  }
  return out;
}

async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

function refuse(status: number, reason: string, args: ActionArgs, form?: FormData) {
  getLogger().info({ reason, ip: args.context.get(requestInfoContext).ip }, "lead form refused");
  return data<LeadActionData>({ ok: false, refused: true, returnTo: returnPath(form?.get("_return")) }, { status });
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
  const result = await acceptLead(context.get(dbContext), kind, input, {
    // One lead per rendered form: a double submit (or a replayed post) finds this token.
    formToken: `${isContact ? "contact" : "enquiry"}:${projectId}:${unitId}:${check.nonce}`,
    sourceIp: info.ip || null,
    userAgent: request.headers.get("user-agent"),
    pageUrl: request.headers.get("referer"),
  });
  if (!result.ok) return data<LeadActionData>({ ok: false, errors: result.errors, values, returnTo: returnPath(form.get("_return")) }, { status: 400 });
  return data<LeadActionData>({ ok: true, returnTo: returnPath(form.get("_return")) });
}

export async function subscribeFormAction(args: ActionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  if (!form) return refuse(400, "unreadable-body", args);
  const guardInfo = context.get(leadRequestContext);
  const check = checkFormPost(request, form, guardInfo, { minFillMs: Math.min(guardInfo.guard.minFillMs, SUBSCRIBE_MIN_FILL_MS) });
  if (!check.ok) return refuse(check.status, check.reason, args, form);
  const values = fieldsOf(form, ["name", "email"]);
  const result = await acceptSubscription(context.get(dbContext), values);
  if (!result.ok) return data<LeadActionData>({ ok: false, errors: result.errors, values, returnTo: returnPath(form.get("_return")) }, { status: 400 });
  return data<LeadActionData>({ ok: true, returnTo: returnPath(form.get("_return")) });
}

/** Where the no-JavaScript result page's OK button leads: the form's page (same site only). */
export function returnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value.slice(0, 500);
}
