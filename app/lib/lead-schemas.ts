/**
 * The lead forms' rules (spec 5) with their exact messages. One schema per form, used by
 * the server (actions and API); the browser checks the same rules with lead-rules.ts.
 */
import { z } from "zod";
import { emailError, messageError, MESSAGES, nameError, phoneError, subscribeEmailError, subscribeNameError } from "./lead-rules.ts";

// The rules and constants live in a zod-free module the browser imports (lead-rules.ts).
export * from "./lead-rules.ts";

/** A field checked by one function that returns the first failing rule's message. */
function checked(check: (v: string) => string | undefined) {
  return z
    .string({ error: () => check("") ?? "Invalid value" })
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      const error = check(v);
      if (error) ctx.addIssue({ code: "custom", message: error });
    });
}

const nameField = checked(nameError);

const countryField = z.coerce
  .number({ error: MESSAGES.countryRequired })
  .int({ error: MESSAGES.countryRequired })
  .min(1, { error: MESSAGES.countryRequired });

export const contactLeadSchema = z.object({
  name: nameField,
  email: checked(emailError),
  // Required (spec 5): the forms always send their country field; an API call must name one.
  countryCode: countryField,
  phone: checked(phoneError),
  message: checked(messageError),
});

export const enquiryLeadSchema = contactLeadSchema.extend({
  projectId: z.coerce.number().int().min(0).default(0),
  unitId: z.coerce.number().int().min(0).default(0),
});

export const subscribeSchema = z.object({
  name: checked(subscribeNameError),
  email: checked(subscribeEmailError),
});

export type ContactLead = z.output<typeof contactLeadSchema>;
export type EnquiryLead = z.output<typeof enquiryLeadSchema>;
export type Subscription = z.output<typeof subscribeSchema>;

/** Field messages keyed by field name: the first message of each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
