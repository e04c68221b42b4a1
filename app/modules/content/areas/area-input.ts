/**
 * What the area service accepts (issue 20): an area as the back office edits it, English and
 * Arabic. Server-side only (zod's full build stays out of the browser); the form's field names
 * are these paths (name.en, slug, description.ar…), see routes/admin/area-edit.tsx.
 */
import { z } from "zod";
import { localText, MAX_LINE } from "../pages/page-schema.ts";
import { imagePathSchema } from "../../../platform/media/image-path.ts";

export const SLUG_MESSAGE = "Lower-case letters, digits and single hyphens, e.g. dubai-marina";

/** A map position in or near the UAE (a latitude or longitude out of these is a typing slip). */
export const uaeLat = z.coerce.number<unknown>().min(22, "Latitude in the UAE is between 22 and 27").max(27, "Latitude in the UAE is between 22 and 27");
export const uaeLng = z.coerce.number<unknown>().min(51, "Longitude in the UAE is between 51 and 57").max(57, "Longitude in the UAE is between 51 and 57");
export const BOTH_OR_NEITHER = { message: "Give both latitude and longitude, or neither", path: ["lng"] };

export const areaSchema = z
  .object({
    name: localText(MAX_LINE),
    slug: z.string().trim().toLowerCase().min(2, SLUG_MESSAGE).max(120, "At most 120 characters").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE),
    emirateId: z.coerce.number<unknown>().int().positive("Choose an emirate"),
    description: localText(20_000),
    lat: uaeLat.nullable(),
    lng: uaeLng.nullable(),
    active: z.boolean(),
    // Optional: revisions kept before these fields existed restore without touching the images.
    imagePath: imagePathSchema.optional(),
    logoPath: imagePathSchema.optional(),
  })
  .refine((a) => (a.lat === null) === (a.lng === null), BOTH_OR_NEITHER);

export type AreaSnapshot = z.output<typeof areaSchema>;
