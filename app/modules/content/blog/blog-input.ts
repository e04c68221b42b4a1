/** What the blog service accepts (issue 20), server-side only; field paths are the form's names (app/modules/content/blog/blog-form.ts). */
import { z } from "zod";
import { localText, MAX_LINE } from "../pages/page-schema.ts";
import { SEO_LIMITS } from "./blog-form.ts";

const SLUG = "Lower-case letters, digits and single hyphens, e.g. dubai-rental-guide";

/** A text that may be left empty (stored as null). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalPair = (max: number) => z.object({ en: optional(max), ar: optional(max) });

/** A picture of our media folder: an upload (`content-images/<hash>-WxH.jpg`) or the demo's art. */
const MEDIA_IMAGE_PATH = /^\/media\/[a-z0-9-]+\/[\w.-]+\.jpg$/;
const UPLOADED = /^\/media\/content-images\//;

export const blogSchema = z
  .object({
    title: localText(MAX_LINE),
    slug: z.string().trim().toLowerCase().min(2, SLUG).max(200, "At most 200 characters").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG),
    categoryId: z.coerce.number<unknown>().int().positive("Choose a category"),
    description: localText(500),
    body: localText(100_000),
    state: z.enum(["draft", "published"]),
    publishAt: z.iso.datetime({ message: "A date and time, e.g. 2026-12-01 09:30" }).nullable(),
    // Absent in revisions kept before the editor had them (migration 2026-11-27-40): a restore of
    // one leaves the cover as it is, and the SEO texts empty.
    image: z.string().regex(MEDIA_IMAGE_PATH, "Not a stored image.").nullable().optional(),
    imageAlt: optionalPair(300).optional(),
    seoTitle: optionalPair(SEO_LIMITS.title).default({ en: null, ar: null }),
    seoDescription: optionalPair(SEO_LIMITS.description).default({ en: null, ar: null }),
  })
  .superRefine((b, ctx) => {
    // A cover uploaded in the editor must say what it shows (the demo's older covers fall back to the title).
    if (b.image && UPLOADED.test(b.image) && !b.imageAlt?.en)
      ctx.addIssue({ code: "custom", path: ["imageAlt", "en"], message: "Describe the cover image for people who cannot see it" });
  });

export type BlogSnapshot = z.output<typeof blogSchema>;
