/**
 * The lead calls of spec 7. The body is checked by the form's own schema inside the lead
 * service (so the API and the forms give the same field messages); success answers `1`.
 */
import { z } from "zod";
import { acceptLead, acceptSubscription } from "../../app/services/leads.server.ts";
import type { LeadKind } from "../../app/db/queries/leads.server.ts";
import { GUARD_FIELDS } from "../../app/lib/lead-schemas.ts";
import { readCookie, XSRF_COOKIE, XSRF_HEADER, xsrfMatches } from "../../app/services/lead-guard.server.ts";
import { call, type ApiCall, type ApiContext } from "./calls.ts";

// The outer schema only insists on a JSON object; the field rules live in the lead schemas.
const anyObject = z.record(z.string(), z.unknown());

function metaOf(ctx: ApiContext) {
  const token = ctx.req.get("x-form-token");
  return {
    formToken: token && token.length <= 100 ? token : null,
    sourceIp: ctx.req.ip ?? null,
    userAgent: ctx.req.get("user-agent") ?? null,
    pageUrl: ctx.req.get("referer") ?? null,
  };
}

type Answer = { status: number; json: unknown };

/**
 * Spec 7: same-origin state-changing calls carry the XSRF-TOKEN cookie back as the
 * X-XSRF-TOKEN header; a robot that fills the honeypot gets a plain refusal. Nothing is stored.
 */
function refusal(ctx: ApiContext, body: Record<string, unknown>): Answer | undefined {
  if (!xsrfMatches(readCookie(ctx.req.headers.cookie, XSRF_COOKIE), ctx.req.get(XSRF_HEADER))) {
    return { status: 403, json: { error: "forbidden", message: "Missing or invalid anti-forgery token." } };
  }
  const honeypot = body[GUARD_FIELDS.honeypot];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
    return { status: 400, json: { error: "refused", message: "Request refused." } };
  }
  return undefined;
}

function leadCall(kind: LeadKind): ApiCall {
  return call(
    anyObject,
    async (ctx, body) => {
      const refused = refusal(ctx, body);
      if (refused) return refused;
      const result = await acceptLead(ctx.db, kind, body, metaOf(ctx));
      if (!result.ok) return { status: 400, json: { error: "invalid_body", message: `Invalid field: ${Object.keys(result.errors)[0]}`, fields: result.errors } };
      return 1;
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
      const refused = refusal(ctx, body);
      if (refused) return refused;
      const result = await acceptSubscription(ctx.db, body);
      if (!result.ok) return { status: 400, json: { error: "invalid_body", message: `Invalid field: ${Object.keys(result.errors)[0]}`, fields: result.errors } };
      return 1;
    },
    "lead",
  ),
};
