/**
 * The lead forms' rules (spec 5) as plain functions and constants, with no schema library:
 * the browser bundle imports this module (app/lib/lead-schemas.ts wraps the same checks in
 * zod for the server, so both sides share one set of rules and messages).
 */
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
  /** The database did not answer in time: nothing was stored. */
  unavailableMessage: "We could not send your request just now. Please try again in a moment.",
  subscribed: "Subscription successful!",
} as const;

export const SUBSCRIBE_MESSAGE_MS = 3000;

export const LIMITS = { name: 100, email: 254, phone: 15, phoneMin: 6, message: 2000, messageWords: 10, subscribeNameMin: 3 } as const;

export const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
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

export function nameError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return MESSAGES.nameRequired;
  return v.length > LIMITS.name ? `At most ${LIMITS.name} characters.` : undefined;
}

export function subscribeNameError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return MESSAGES.subscribeNameRequired;
  return v.length < LIMITS.subscribeNameMin || v.length > LIMITS.name ? MESSAGES.subscribeNameShort : undefined;
}

export function subscribeEmailError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return MESSAGES.subscribeNameRequired;
  return v.length > LIMITS.email || !EMAIL_RE.test(v) ? MESSAGES.subscribeEmailInvalid : undefined;
}

/** A country id as the form sends it (number or numeric text); missing means the default. */
export function countryError(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? undefined : MESSAGES.countryRequired;
}

type Checks = Record<string, (value: string) => string | undefined>;
function firstErrors(checks: Checks, values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, check] of Object.entries(checks)) {
    const v = values[field];
    const error = check(typeof v === "string" ? v : "");
    if (error) out[field] = error;
  }
  return out;
}

/** The contact / enquiry form's field messages (the same rules as contactLeadSchema). */
export function contactErrors(values: { name: string; email: string; countryCode?: unknown; phone: string; message: string }): Record<string, string> {
  const out = firstErrors({ name: nameError, email: emailError, phone: phoneError, message: messageError }, values);
  const country = countryError(values.countryCode ?? DEFAULT_COUNTRY_ID);
  if (country) out.countryCode = country;
  return out;
}

/** The newsletter form's field messages (the same rules as subscribeSchema). */
export function subscribeErrors(values: { name: string; email: string }): Record<string, string> {
  return firstErrors({ name: subscribeNameError, email: subscribeEmailError }, values);
}
