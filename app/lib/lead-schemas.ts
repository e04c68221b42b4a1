/**
 * The lead forms' rules (spec 5) with their exact messages. One schema per form, used by
 * the browser (messages after a field is touched) and by the server (actions and API).
 */
import { z } from "zod";
import { DEFAULT_COUNTRY_ID } from "./constants.ts";

export const MESSAGES = {
  nameRequired: "Name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email format.",
  phoneRequired: "Mobile number is required.",
  phoneDigits: "Only numbers allowed.",
  phoneShort: "Not Valid",
  countryRequired: "Country code is required.",
  messageRequired: "Message is required.",
  messageWords: "Message must be at least 10 words.",
  messageChars: "No special characters or URLs allowed.",
  subscribeNameRequired: "This is required",
  subscribeNameShort: "Min char 3 required",
  subscribeEmailInvalid: "Email id not valid",
} as const;

/**
 * Hidden fields every lead form carries: the anti-forgery token (double submit of the
 * XSRF-TOKEN cookie), the signed render time (minimum fill time, one lead per rendered
 * form) and a honeypot whose name no password manager or autofill recognises.
 */
export const GUARD_FIELDS = { xsrf: "_xsrf", stamp: "_stamp", honeypot: "hp_kestrel" } as const;

/** Spec 8: the result popup's texts. */
export const RESULT_TEXTS = {
  successTitle: "Success",
  successMessage: "Thanks, we've received your request. The agent will contact you soon to confirm.",
  errorTitle: "Error",
  errorMessage: "Something went wrong",
  subscribed: "Subscription successful!",
} as const;

export const SUBSCRIBE_MESSAGE_MS = 3000;

export const LIMITS = { name: 100, email: 254, phone: 15, phoneMin: 6, message: 2000, messageWords: 10, subscribeNameMin: 3 } as const;

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Letters of any script (and their marks), digits, white space and . , ! ? ( ) ' " */
const ALLOWED_MESSAGE_RE = /^[\p{L}\p{M}\p{N}\s.,!?()'"]*$/u;
/** Addresses written without a scheme: www.x.com, x.com, x . com, x dot com. */
const URL_LIKE_RE = [
  /\bwww\s*\./iu,
  /[\p{L}\p{N}]\s*\.\s*(com|net|org|ae|io|co|info|biz|xyz|me|ly|app|dev|ru|uk|in|us|shop|site|online|link)\b/iu,
  /\b(dot)\s+(com|net|org|ae|io|co|info|biz|xyz|me|ly|app|dev|ru|uk|in|us|shop|site|online|link)\b/iu,
  /[\p{L}\p{N}]\.[\p{L}]{2,}/u,
];

export function countWords(text: string): number {
  return text.trim().split(/\s+/u).filter(Boolean).length;
}

export function messageError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return MESSAGES.messageRequired;
  if (!ALLOWED_MESSAGE_RE.test(text) || URL_LIKE_RE.some((re) => re.test(text))) return MESSAGES.messageChars;
  if (countWords(text) < LIMITS.messageWords) return MESSAGES.messageWords;
  return undefined;
}

export function phoneError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return MESSAGES.phoneRequired;
  if (!/^\d+$/.test(v)) return MESSAGES.phoneDigits;
  if (v.length < LIMITS.phoneMin || v.length > LIMITS.phone) return MESSAGES.phoneShort;
  return undefined;
}

export function emailError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return MESSAGES.emailRequired;
  if (v.length > LIMITS.email || !EMAIL_RE.test(v)) return MESSAGES.emailInvalid;
  return undefined;
}

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

const nameField = checked((v) => (!v.trim() ? MESSAGES.nameRequired : v.trim().length > LIMITS.name ? `At most ${LIMITS.name} characters.` : undefined));

const countryField = z.coerce
  .number({ error: MESSAGES.countryRequired })
  .int({ error: MESSAGES.countryRequired })
  .min(1, { error: MESSAGES.countryRequired });

export const contactLeadSchema = z.object({
  name: nameField,
  email: checked(emailError),
  countryCode: countryField.default(DEFAULT_COUNTRY_ID),
  phone: checked(phoneError),
  message: checked(messageError),
});

export const enquiryLeadSchema = contactLeadSchema.extend({
  projectId: z.coerce.number().int().min(0).default(0),
  unitId: z.coerce.number().int().min(0).default(0),
});

export const subscribeSchema = z.object({
  name: checked((v) =>
    !v.trim() ? MESSAGES.subscribeNameRequired : v.trim().length < LIMITS.subscribeNameMin ? MESSAGES.subscribeNameShort : v.trim().length > LIMITS.name ? MESSAGES.subscribeNameShort : undefined,
  ),
  email: checked((v) => (!v.trim() ? MESSAGES.subscribeNameRequired : v.trim().length > LIMITS.email || !EMAIL_RE.test(v.trim()) ? MESSAGES.subscribeEmailInvalid : undefined)),
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
