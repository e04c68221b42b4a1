/**
 * The lead inbox's inputs: one zod schema per change (status, assignment, note: zod/mini,
 * in lead-inbox-forms.ts, re-exported here) and the list's filters, sort and page as the inbox's URL
 * carries them. No server code, but zod's full build: loaders and services import this module, a
 * page's component imports lead-inbox-forms.ts. Messages are written for the staff member filling
 * the form; field names are the form's.
 */
import { z } from "zod";

// The changes' schemas and the shared values are zod/mini, for the browser (lead-inbox-forms.ts).
export * from "./inbox-forms.ts";
import { LEAD_KINDS, LEAD_SORTS, LEAD_STATUSES, OVERDUE_FILTERS, PAGE_SIZES, SEARCH_MAX } from "./inbox-forms.ts";

/** An empty form field or URL parameter means "not set". */
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const optionalId = z.preprocess(blank, z.coerce.number().int().positive().optional());
/** One value or several (a URL repeats the parameter). */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === "" ? undefined : Array.isArray(v) ? v : [v]), z.array(item).max(10).optional());
const day = z.preprocess(blank, z.iso.date({ error: "Use a date like 2026-11-26." }).optional());

export const leadFiltersSchema = z
  .object({
    status: oneOrMany(z.enum(LEAD_STATUSES, { error: "Choose a status." })),
    kind: oneOrMany(z.enum(LEAD_KINDS, { error: "Choose a kind." })),
    /** An agent profile's id, or "none" for leads no agent has. */
    agent: z.preprocess(blank, z.union([z.literal("none"), z.coerce.number().int().positive()], { error: "Choose an agent." }).optional()),
    unitId: optionalId,
    projectId: optionalId,
    /** Days in Dubai time (UTC+4), both included. */
    from: day,
    to: day,
    q: z.preprocess(blank, z.string().trim().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional()),
    /** "1": only leads unanswered past the brokerage's response period; "1h": unanswered for over an hour. */
    overdue: z.preprocess(blank, z.enum(OVERDUE_FILTERS, { error: "Overdue is 1, 1h or left out." }).optional()),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "The end date is before the start date." });
export type LeadFilters = z.output<typeof leadFiltersSchema>;
export type LeadFiltersInput = z.input<typeof leadFiltersSchema>;

const pageSize = z.preprocess(
  blank,
  z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), "Choose 25, 50 or 100 per page.")
    .default(50),
);

export const leadSortSchema = z.preprocess(blank, z.enum(LEAD_SORTS, { error: "Choose newest or oldest first." }).default("newest"));

export const leadPageSchema = z.object({
  /** Opaque cursors from a previous page: the next page follows `after`, the previous ends at `before`. */
  after: z.preprocess(blank, z.string().max(200).optional()),
  before: z.preprocess(blank, z.string().max(200).optional()),
  size: pageSize,
});
export type LeadPageInput = z.input<typeof leadPageSchema>;

export const subscriberListSchema = z.object({
  q: z.preprocess(blank, z.string().trim().max(SEARCH_MAX).optional()),
  after: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  size: pageSize,
});
export type SubscriberListInput = z.input<typeof subscriberListSchema>;

/** Field messages keyed by the form's field names (every message of a field, in order); errors of either build. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) (out[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
  return out;
}
