/**
 * The lead page's forms: status, assignment and note, in `zod/mini`, so the back
 * office's pages check them in the browser without zod's full build. Sharing zod's core with the
 * full build in the browser would put the union of both into the chunk the public lead forms load
 * (`/contact-us` went from 117 to 128 KB of Brotli, over its budget). The services parse with the
 * same schemas (re-exported by lead-inbox-schemas.ts), so browser and action give the same messages.
 * No server code, and no zod full build: a back-office page may import this.
 */
import * as z from "zod/mini";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_KINDS = ["enquiry", "unit-enquiry", "viewing", "contact", "subscription"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_SORTS = ["newest", "oldest"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** The inbox's "Answered" filter: past the brokerage's response period ("1"), or waiting over an hour ("1h"). */
export const OVERDUE_FILTERS = ["1", "1h"] as const;

export const NOTE_MAX = 4000;
export const SEARCH_MAX = 100;
export const PAGE_SIZES = [25, 50, 100] as const;

const NOTE_LONG = `A note is at most ${NOTE_MAX} characters.`;
const note = z.string().check(z.trim(), z.maxLength(NOTE_MAX, NOTE_LONG));

export const setStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose a status." }),
  /** Why, e.g. what was lost to; kept in the lead's history. */
  note: z.pipe(
    z.optional(note),
    z.transform((v) => v || null),
  ),
});
export type SetStatusInput = z.input<typeof setStatusSchema>;

export const assignSchema = z.object({
  /** An agent profile's id; null takes the lead off every agent. */
  agentId: z.nullable(z.coerce.number({ error: "Choose an agent." }).check(z.int("Choose an agent."), z.gte(1, "Choose an agent."))),
});
export type AssignInput = z.input<typeof assignSchema>;

export const noteSchema = z.object({ text: z.string().check(z.trim(), z.minLength(1, "Write the note."), z.maxLength(NOTE_MAX, NOTE_LONG)) });
export type NoteInput = z.input<typeof noteSchema>;
