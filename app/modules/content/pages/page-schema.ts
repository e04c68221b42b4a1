/**
 * What the content service accepts for the pages' texts and lists
 * (app/modules/content/pages/write-content.server.ts), as zod schemas: every text has English
 * (required, trimmed, not empty) and Arabic (optional), by the rules all content records share
 * (editing/record-fields.ts); names of pages, fields and lists are short kebab-case words, so an
 * editor's typo cannot create a page nobody reads. The brokerage's identity is its own record
 * (brokerage/brokerage-form.ts).
 */
import { z } from "zod";
import { localText, MAX_LINE, MAX_TEXT } from "../editing/record-fields.ts";

export type { LocalText, LocalTextInput } from "../editing/record-fields.ts";

const name = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:[-.][a-zA-Z0-9]+)*$/, "Use lower-case words joined by '-' (a field may add '.' parts, e.g. sections.blogs-title)");

const contentItemSchema = z.object({
  ref: z.string().trim().max(200).nullish().transform((v) => v || null),
  title: localText(MAX_LINE),
  subtitle: z.nullish(localText(MAX_LINE)).transform((v) => v ?? null),
  body: z.nullish(localText(MAX_TEXT)).transform((v) => v ?? null),
});
export type ContentItemInput = z.input<typeof contentItemSchema>;
export type ContentItem = z.output<typeof contentItemSchema>;

/** One page's texts (by field) and lists (by list name), as a whole. */
export const contentPageSchema = z.object({
  page: name,
  texts: z.record(name, localText()),
  lists: z.record(name, z.array(contentItemSchema).max(100)).default({}),
});
export type ContentPageInput = z.input<typeof contentPageSchema>;
export type ContentPage = z.output<typeof contentPageSchema>;

/** One text changed by an editor; the field must already exist (see the service). */
export const textChangeSchema = z.object({ page: name, field: name, text: localText() });
export type TextChangeInput = z.input<typeof textChangeSchema>;

/** A page's list replaced as a whole (reordered, an item added or removed). */
export const listChangeSchema = z.object({ page: name, list: name, items: z.array(contentItemSchema).max(100) });
export type ListChangeInput = z.input<typeof listChangeSchema>;
