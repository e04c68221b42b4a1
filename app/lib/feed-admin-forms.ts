/**
 * The back office's feed screens (issue 21): the mapping form's and the table's schemas, read by
 * the loader and the action only (labels: feed-admin-labels.ts).
 */
import { z } from "zod";
import { MAPPING_ENTITIES } from "./feed-admin-labels.ts";

export const mappingFormSchema = z.object({
  entity: z.enum(MAPPING_ENTITIES, { error: "Choose what kind of name this is." }),
  sourceName: z.string().trim().min(1, "The feed's name is missing.").max(300, "The feed's name is too long."),
  targetId: z
    .string()
    .trim()
    .regex(/^(\d{1,12})?$/, "Choose one of the records in the list.")
    .transform((s) => (s === "" ? null : Number(s))),
});
export type MappingForm = z.output<typeof mappingFormSchema>;

/** Which mappings the table shows: one kind of name, optionally only those an admin has not set. */
export const mappingQuerySchema = z.object({
  entity: z.enum(MAPPING_ENTITIES).catch("area"),
});
