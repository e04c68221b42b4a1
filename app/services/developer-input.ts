/**
 * What the developer service accepts (issue 20): a developer as the back office edits it, English
 * and Arabic. Server-side only; the form's field names are these paths (name.en, slug…).
 */
import { z } from "zod";
import { localText, MAX_LINE } from "../content/schema.ts";
import { SLUG_MESSAGE } from "./area-input.ts";
import { imagePathSchema } from "./image-path.ts";

export const developerSchema = z.object({
  name: localText(MAX_LINE),
  slug: z.string().trim().toLowerCase().min(2, SLUG_MESSAGE).max(120, "At most 120 characters").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE),
  description: localText(20_000),
  logoPath: imagePathSchema,
  active: z.boolean(),
});

export type DeveloperSnapshot = z.output<typeof developerSchema>;
