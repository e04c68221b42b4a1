/**
 * What the content service accepts (app/modules/content/pages/write-content.server.ts), as zod schemas: every text
 * has English (required, trimmed, not empty) and Arabic (optional); names of pages, fields and
 * lists are short kebab-case words, so an editor's typo cannot create a page nobody reads.
 */
import { z } from "zod";
import { imagePathSchema } from "../../../platform/media/image-path.ts";

/** Longest text a field may hold: the longest legal page is ~15 kB of HTML. */
const MAX_TEXT = 60_000;
/** Longest single-line text (a heading, an SEO title, a question, a name). */
export const MAX_LINE = 300;

const name = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:[-.][a-zA-Z0-9]+)*$/, "Use lower-case words joined by '-' (a field may add '.' parts, e.g. sections.blogs-title)");

const en = (max: number) => z.string().trim().min(1, "The English text is required").max(max, `At most ${max} characters`);
const ar = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    // An empty Arabic text means "not translated": stored as null, read as the English one.
    .transform((v) => (v ? v : null));

export const localText = (max = MAX_TEXT) => z.object({ en: en(max), ar: ar(max) });
export type LocalTextInput = z.input<ReturnType<typeof localText>>;
export type LocalText = { en: string; ar: string | null };

const contentItemSchema = z.object({
  ref: z.string().trim().max(200).nullish().transform((v) => v || null),
  title: localText(MAX_LINE),
  subtitle: localText(MAX_LINE).nullish().transform((v) => v ?? null),
  body: localText(MAX_TEXT).nullish().transform((v) => v ?? null),
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

const phone = z.string().trim().regex(/^\+\d{7,15}$/, "International format without spaces, e.g. +97145550123");
const url = z.url({ protocol: /^https$/ }).max(500);

const officeSchema = z.object({
  name: localText(MAX_LINE),
  building: localText(MAX_LINE),
  street: localText(MAX_LINE),
  area: localText(MAX_LINE),
  city: localText(MAX_LINE),
  country: localText(MAX_LINE),
  mapEmbedUrl: url,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const brokerageSchema = z.object({
  name: localText(MAX_LINE),
  shortName: localText(80),
  legalName: localText(MAX_LINE),
  phone,
  phoneDisplay: z.string().trim().min(1).max(40),
  whatsapp: z.string().trim().regex(/^\d{7,15}$/, "Digits only, with the country code"),
  email: z.email().max(200),
  careersEmail: z.email().max(200),
  orn: z.string().trim().regex(/^\d{1,10}$/, "The RERA office registration number (digits)"),
  openingHours: z.string().trim().min(1).max(100),
  copyrightYear: z.number().int().min(2000).max(2100),
  /** None until the brokerage gives one (npm run setup asks only for what it knows by heart): the contact page then shows no map. */
  offices: z.array(officeSchema).max(20),
  social: z.object({ facebook: url.optional(), linkedin: url.optional(), instagram: url.optional(), youtube: url.optional() }),
  /** Issue 20 (migration 2026-11-27-30). Null: none (the header draws its mark). */
  logoPath: imagePathSchema.default(null),
  /** The YouTube channel of the home page's shorts; null: the env's YOUTUBE_CHANNEL_ID. */
  youtubeChannelId: z
    .string()
    .trim()
    .regex(/^UC[\w-]{22}$/, "A YouTube channel id: UC followed by 22 letters, digits, - or _")
    .nullable()
    .default(null),
  /** Where new leads are announced; null: the env's LEAD_NOTIFY_EMAIL, else the brokerage's e-mail. */
  leadNotifyEmail: z.email().max(200).nullable().default(null),
});
export type BrokerageInput = z.input<typeof brokerageSchema>;
