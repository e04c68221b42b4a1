/**
 * The viewing request form's schema, read by its action
 * (app/routes/forms.viewing.tsx): who asks (name, mobile, e-mail), which unit, and a Dubai day and
 * time. Whether that day and time can be booked depends on the brokerage's hours and the clock,
 * so the action checks it after the schema (viewing-slots.ts `checkSlot`). Message keys, worded by
 * the `viewing` catalogue.
 */
import * as z from "zod/mini";
import { EMAIL_RE, LIMITS } from "../lead-schemas.ts";
import { DAY_RE, TIME_RE } from "./viewing-slots.ts";

export type ViewingMessageKey =
  | "nameRequired"
  | "nameLong"
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "phoneInvalid"
  | "dayRequired"
  | "timeRequired"
  | "dayClosed"
  | "timeOutside"
  | "tooSoon"
  | "tooFar";

const stop = (error: ViewingMessageKey) => ({ error, abort: true });
const required = (key: ViewingMessageKey) => z.string({ error: key }).check(z.trim(), z.minLength(1, stop(key)));

export const viewingRequestSchema = z.object({
  unitId: z.coerce.number().check(z.int(), z.gte(1)),
  name: required("nameRequired").check(z.maxLength(LIMITS.name, "nameLong")),
  email: required("emailRequired").check(z.maxLength(LIMITS.email, stop("emailInvalid")), z.regex(EMAIL_RE, "emailInvalid")),
  /** Digits, optionally after a +, spaces ignored. */
  phone: required("phoneRequired").check(z.overwrite((v) => v.replace(/[\s-]/g, "")), z.regex(/^\+?\d{7,15}$/, "phoneInvalid")),
  day: required("dayRequired").check(z.regex(DAY_RE, "dayRequired")),
  time: required("timeRequired").check(z.regex(TIME_RE, "timeRequired")),
});

/** The fields the form posts. */
export const VIEWING_FIELDS = ["unitId", "name", "email", "phone", "day", "time"] as const;

/** The agent's answer from the lead's page: confirm the time asked for, or propose another. */
export const viewingAnswerSchema = z.discriminatedUnion("answer", [
  z.object({ answer: z.literal("confirm") }),
  z.object({ answer: z.literal("propose"), day: required("dayRequired").check(z.regex(DAY_RE, "dayRequired")), time: required("timeRequired").check(z.regex(TIME_RE, "timeRequired")) }),
]);