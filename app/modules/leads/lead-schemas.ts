/**
 * The lead forms' rules (spec 5): one zod schema per form, with the spec's messages. The same
 * schema checks a field in the browser (app/components/leads/*: messages on blur, submit
 * disabled while invalid), a form post in its route action and a JSON call of the API
 * (both through app/modules/leads/leads.server.ts), so the three cannot disagree.
 *
 * Written with `zod/mini` (the same zod, in its tree-shakable form): the browser takes only
 * the checks used here, about 5 KB of Brotli instead of zod's 20, which keeps the first-load
 * budget. Each field trims, then runs its checks in order; a check marked `abort` stops the
 * field there, so a field's first message is its first failing rule.
 *
 * Issues carry a message key (`nameRequired`), not a text: `fieldErrors` and
 * `formErrors` turn keys into texts with a function, by default the spec's English (MESSAGES,
 * what the JSON API and the English pages answer); an Arabic page passes its `forms` catalogue.
 */
import * as z from "zod/mini";
import { LIMITS } from "./lead-forms.ts";

export * from "./lead-forms.ts";

export const MESSAGES = {
  nameRequired: "Name is required.",
  nameLong: `At most ${LIMITS.name} characters.`,
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

export type LeadMessageKey = keyof typeof MESSAGES;
/** A field message's text for its key. */
export type MessageOf = (key: LeadMessageKey) => string;
/** The spec's English: the JSON API and the English pages. */
const englishMessage: MessageOf = (key) => MESSAGES[key];

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

const stop = (error: LeadMessageKey) => ({ error, abort: true });

/** A text field, trimmed; empty (or missing) gives `required`, then `checks` run in order. */
function text(required: LeadMessageKey, ...checks: z.core.$ZodCheck<string>[]) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, stop(required)), ...checks);
}

const nameField = text("nameRequired", z.maxLength(LIMITS.name, "nameLong"));
const emailField = text("emailRequired", z.maxLength(LIMITS.email, stop("emailInvalid")), z.regex(EMAIL_RE, "emailInvalid"));
const phoneField = text(
  "phoneRequired",
  z.regex(/^\d+$/, stop("phoneDigits")),
  z.minLength(LIMITS.phoneMin, stop("phoneShort")),
  z.maxLength(LIMITS.phone, "phoneShort"),
);
const messageField = text(
  "messageRequired",
  z.refine((v: string) => ALLOWED_MESSAGE_RE.test(v) && !URL_LIKE_RE.some((re) => re.test(v)), stop("messageChars")),
  z.refine((v: string) => countWords(v) >= LIMITS.messageWords, "messageWords"),
);
/** A country id as a form sends it (numeric text) or a JSON call does (a number). Required (spec 5). */
const countryField = z.coerce.number({ error: "countryRequired" }).check(z.int(stop("countryRequired")), z.gte(1, "countryRequired"));
const listingId = z._default(z.coerce.number().check(z.int(), z.gte(0)), 0);

/** The contact form and the enquiry form's fields (spec 5; API AddContactUsLead). */
export const contactLeadSchema = z.object({
  name: nameField,
  email: emailField,
  countryCode: countryField,
  phone: phoneField,
  message: messageField,
});

/** An enquiry: the contact fields and the project or unit it is about (0 when none; API AddEnquiryLead*). */
export const enquiryLeadSchema = z.extend(contactLeadSchema, { projectId: listingId, unitId: listingId });

/** The footer's newsletter form (spec 5; API InsertSubscriberDetail). */
export const subscribeSchema = z.object({
  name: text("subscribeNameRequired", z.minLength(LIMITS.subscribeNameMin, stop("subscribeNameShort")), z.maxLength(LIMITS.name, "subscribeNameShort")),
  email: text("subscribeNameRequired", z.maxLength(LIMITS.email, stop("subscribeEmailInvalid")), z.regex(EMAIL_RE, "subscribeEmailInvalid")),
});

export type LeadSchema = typeof contactLeadSchema | typeof enquiryLeadSchema | typeof subscribeSchema;
export type EnquiryLead = z.output<typeof enquiryLeadSchema>;
export type Subscription = z.output<typeof subscribeSchema>;

function isMessageKey(key: string): key is LeadMessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** The first message key of each field, keyed by field name (zod's own text for a check without one, e.g. a malformed listing id). */
export function fieldErrorKeys(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** Message keys as texts, by field. */
export function errorTexts(keys: Record<string, string>, message: MessageOf = englishMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, isMessageKey(key) ? message(key) : key]));
}

/** Field messages keyed by field name: the first message of each field (the spec's English unless told). */
function fieldErrors(error: z.core.$ZodError, message: MessageOf = englishMessage): Record<string, string> {
  return errorTexts(fieldErrorKeys(error), message);
}

/** A form's field messages for these values (empty when the form is valid): what the browser shows. */
export function formErrors(schema: LeadSchema, values: unknown, message: MessageOf = englishMessage): Record<string, string> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error, message);
}
