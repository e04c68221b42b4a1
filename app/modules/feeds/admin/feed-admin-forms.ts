/**
 * The back office's feed screens: the mapping form's and the table's schemas, read by
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

/**
 * Starting an import in /admin/feeds: the feed's address, or a file sent with the form (checked
 * by the action: one of the two), the format when it is not to be read from the file, and
 * whether to import a feed that lists far fewer listings than the last run.
 */
export const feedStartSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, "The address is longer than 2,000 characters.")
    .refine((s) => s === "" || /^https?:\/\/[^\s/]+/i.test(s), "Give the feed's full address, starting with https:// (or http://)."),
  format: z.enum(["", "pf", "bayut"], { error: "Choose a format from the list." }).transform((s) => (s === "" ? undefined : s)),
  force: z.string().optional().transform((s) => s === "on"),
});
