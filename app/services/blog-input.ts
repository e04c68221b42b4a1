/** What the blog service accepts (issue 20), server-side only; field paths are the form's names (app/lib/blog-form.ts). */
import { z } from "zod";
import { localText, MAX_LINE } from "../content/schema.ts";

const SLUG = "Lower-case letters, digits and single hyphens, e.g. dubai-rental-guide";

export const blogSchema = z.object({
  title: localText(MAX_LINE),
  slug: z.string().trim().toLowerCase().min(2, SLUG).max(200, "At most 200 characters").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG),
  categoryId: z.coerce.number<unknown>().int().positive("Choose a category"),
  description: localText(500),
  body: localText(100_000),
  state: z.enum(["draft", "published"]),
  publishAt: z.iso.datetime({ message: "A date and time, e.g. 2026-12-01 09:30" }).nullable(),
});

export type BlogSnapshot = z.output<typeof blogSchema>;
