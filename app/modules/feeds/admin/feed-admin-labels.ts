/**
 * The back office's feed screens: the labels and kinds the screens show. Kept apart
 * from the forms' schemas (feed-admin-forms.ts), so that a screen's component imports no zod:
 * a full-zod module in the browser's graph keeps more of zod's core in the chunk the public
 * pages share with the back office (+6 KB Brotli on /contact-us's first load, measured).
 */
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
