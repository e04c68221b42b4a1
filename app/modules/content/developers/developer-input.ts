/**
 * What the developer service accepts (issue 20): a developer as the back office edits it, English
 * and Arabic. Server-side only; the form's field names are these paths (name.en, slug…).
 */
import { z } from "zod";
import { localText, MAX_LINE } from "../pages/page-schema.ts";
import { BOTH_OR_NEITHER, SLUG_MESSAGE, uaeLat, uaeLng } from "../areas/area-input.ts";
import { imagePathSchema } from "../../../platform/media/image-path.ts";

export const developerSchema = z
  .object({
    name: localText(MAX_LINE),
    slug: z.string().trim().toLowerCase().min(2, SLUG_MESSAGE).max(120, "At most 120 characters").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE),
    description: localText(20_000),
    logoPath: imagePathSchema,
    active: z.boolean(),
    // The head office (migration 2026-11-28-10). Optional: a revision kept before these fields
    // existed restores without touching them. A null emirate: not given (or based abroad).
    emirateId: z.coerce.number<unknown>().int().positive("Choose an emirate").nullable().optional(),
    imagePath: imagePathSchema.optional(),
    lat: uaeLat.nullable().optional(),
    lng: uaeLng.nullable().optional(),
  })
  .refine((d) => (d.lat == null) === (d.lng == null), BOTH_OR_NEITHER);

export type DeveloperSnapshot = z.output<typeof developerSchema>;
