/**
 * Accepting a lead or a subscription: validate with the form's schema (app/modules/leads/lead-schemas.ts,
 * the one the browser checks with), then store it (with its notification in the outbox). Used
 * by the JSON API and by the route actions, so both answer the schema's field messages (as keys:
 * the API words them in the spec's English, a form's action in its page's language).
 */
import type * as z from "zod/mini";
import type { Db } from "../../platform/db/client.server.ts";
import { storeLead, upsertSubscriber, type LeadKind, type LeadMeta } from "./queries/leads.server.ts";
import { findCountry } from "../listings/index.server.ts";
import { contactLeadSchema, enquiryLeadSchema, fieldErrorKeys, subscribeSchema, type LeadMessageKey } from "./lead-schemas.ts";
import { OPCODES } from "../../platform/constants.ts";
import { wakeOutbox } from "../../platform/mail/outbox.server.ts";

type Accepted = { ok: true; id: number; duplicate: boolean };
/** The fields' message keys (app/modules/leads/lead-schemas.ts): the caller words them, `errorTexts(errors, message)`. */
type Rejected = { ok: false; errors: Record<string, string> };

async function validate<T>(schema: z.ZodMiniType<T>, input: unknown): Promise<{ ok: true; data: T } | Rejected> {
  const parsed = await schema.safeParseAsync(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorKeys(parsed.error) };
}

export async function acceptLead(db: Db, kind: LeadKind, input: unknown, meta: LeadMeta = {}): Promise<Accepted | Rejected> {
  const schema = kind === "contact" ? contactLeadSchema : enquiryLeadSchema;
  const result = await validate(schema, input);
  if (!result.ok) return result;
  const lead = { projectId: 0, unitId: 0, ...result.data };
  if (!(await findCountry(db, lead.countryCode))) return { ok: false, errors: { countryCode: "countryRequired" satisfies LeadMessageKey } };
  const opCode = kind === "contact" ? OPCODES.contactUsLead : OPCODES.enquiryLead;
  const stored = await storeLead(db, kind, opCode, lead, meta);
  // Committed: the visitor may now be told 'Success'; the notice goes out from the outbox.
  if (!stored.duplicate) wakeOutbox();
  return { ok: true, ...stored };
}

export async function acceptSubscription(db: Db, input: unknown, meta: Pick<LeadMeta, "pageUrl" | "locale"> = {}): Promise<{ ok: true } | Rejected> {
  const result = await validate(subscribeSchema, input);
  if (!result.ok) return result;
  await upsertSubscriber(db, result.data, meta);
  return { ok: true };
}
