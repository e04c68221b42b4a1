/**
 * The lead calls of spec 7. The body is checked by the form's own schema (app/modules/leads/lead-schemas.ts,
 * the one the browser and the route actions use) inside the lead service, so the API and the
 * forms give the same field messages: a refused body answers 400 `invalid_body` with `fields`;
 * success answers `1`.
 * Before that, the same checks as a form posted with JavaScript (checkSubmission): the signed
 * anti-forgery token sent back as X-XSRF-TOKEN, the honeypot, and the stamp of
 * GET /forms/stamp as `_stamp` (the minimum fill time; one stamp is one lead).
 */
import { z } from "zod";
import { acceptLead, acceptSubscription } from "../../app/modules/leads/leads.server.ts";
import type { LeadKind } from "../../app/modules/leads/queries/leads.server.ts";
import { GUARD_FIELDS } from "../../app/modules/leads/lead-forms.ts";
import { errorTexts } from "../../app/modules/leads/lead-schemas.ts";
import { checkSubmission, XSRF_HEADER, type FormPostCheck } from "../../app/modules/leads/lead-guard.server.ts";
import { SUBSCRIBE_MIN_FILL_MS } from "../../app/modules/leads/lead-actions.server.ts";
import { call, type ApiCall, type ApiContext } from "./calls.ts";

// The outer schema only insists on a JSON object; the field rules live in the lead schemas.
const anyObject = z.record(z.string(), z.unknown());

type Answer = { status: number; json: unknown };

const REFUSALS: Record<string, Answer> = {
  xsrf: { status: 403, json: { error: "forbidden", message: "Missing or invalid anti-forgery token." } },
  "cross-site": { status: 403, json: { error: "forbidden", message: "Cross-site requests are refused." } },
  honeypot: { status: 400, json: { error: "refused", message: "Request refused." } },
  "rate-limited": { status: 429, json: { error: "too_many_requests", message: "Too many submissions. Please try again later." } },
};
const STAMP_REFUSAL: Answer = {
  status: 400,
  json: { error: "stamp_required", message: "Send the stamp of GET /forms/stamp as _stamp, once, and not sooner than the form's minimum fill time." },
};

/** The protection checks (nothing is stored for a refused call), or how to de-duplicate the lead. */
function guard(ctx: ApiContext, body: Record<string, unknown>, minFillMs?: number): Answer | Extract<FormPostCheck, { ok: true }> {
  const req = ctx.req;
  const check = checkSubmission(
    {
      secFetchSite: req.get("sec-fetch-site") ?? null,
      origin: req.get("origin") ?? null,
      requestOrigin: `${req.protocol}://${req.get("host")}`,
      cookie: req.headers.cookie,
      sentToken: req.get(XSRF_HEADER),
      stamp: body[GUARD_FIELDS.stamp],
      honeypot: body[GUARD_FIELDS.honeypot],
    },
    ctx.lead,
    { minFillMs, withoutScript: false },
  );
  if (check.ok) return check;
  ctx.logger.info({ reason: check.reason, ip: req.ip, path: req.path }, "lead call refused");
  return REFUSALS[check.reason] ?? STAMP_REFUSAL;
}

/** The schema's message keys in the spec's English: the API's answers stay as the spec has them. */
const invalid = (keys: Record<string, string>): Answer => {
  const errors = errorTexts(keys);
  return { status: 400, json: { error: "invalid_body", message: `Invalid field: ${Object.keys(errors)[0]}`, fields: errors } };
};

function leadCall(kind: LeadKind): ApiCall {
  return call(
    anyObject,
    async (ctx, body) => {
      const passed = guard(ctx, body);
      if (!("ok" in passed)) return passed;
      // One stamp is one lead: the stamp's random part names it (a retried call answers 1 again).
      const formToken = passed.dedupe.by === "stamp" ? `api:${kind}:${passed.dedupe.nonce}` : null;
      const result = await acceptLead(ctx.db, kind, body, {
        formToken,
        sourceIp: ctx.req.ip ?? null,
        userAgent: ctx.req.get("user-agent") ?? null,
        pageUrl: ctx.req.get("referer") ?? null,
      });
      return result.ok ? 1 : invalid(result.errors);
    },
    "lead",
  );
}

export const leadCalls: Record<string, ApiCall> = {
  AddEnquiryLeadProjects: leadCall("enquiry"),
  AddContactUsLead: leadCall("contact"),
  AddEnquiryLead: leadCall("unit-enquiry"),
  InsertSubscriberDetail: call(
    anyObject,
    async (ctx, body) => {
      const passed = guard(ctx, body, Math.min(ctx.lead.guard.minFillMs, SUBSCRIBE_MIN_FILL_MS));
      if (!("ok" in passed)) return passed;
      const result = await acceptSubscription(ctx.db, body);
      return result.ok ? 1 : invalid(result.errors);
    },
    "lead",
  ),
};
