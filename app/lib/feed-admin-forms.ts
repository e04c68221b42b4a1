/**
 * The back office's feed screens (issue 21): the mapping form's schema (browser-safe, shared by
 * the page and its action) and the labels the screens use.
 */
import { z } from "zod";

export const MAPPING_ENTITIES = ["area", "developer", "project", "agent"] as const;
export type MappingEntity = (typeof MAPPING_ENTITIES)[number];

export const ENTITY_LABELS: Record<MappingEntity, { one: string; many: string }> = {
  area: { one: "area", many: "Areas (communities)" },
  developer: { one: "developer", many: "Developers" },
  project: { one: "project", many: "Projects" },
  agent: { one: "agent", many: "Agents" },
};

export const FORMAT_LABELS: Record<string, string> = { pf: "Property Finder", bayut: "Bayut/dubizzle" };

export const STATUS_LABELS: Record<string, string> = {
  running: "Running",
  done: "Done",
  refused: "Refused",
  failed: "Failed",
  interrupted: "Interrupted (imported again)",
};

/** Developers and projects may be left unmatched (the field stays empty); an area or an agent must point somewhere. */
export const MAY_BE_EMPTY: readonly MappingEntity[] = ["developer", "project"];

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
