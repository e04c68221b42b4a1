/**
 * The map search's visible area as a zod field: `bbox=west,south,east,north`, as the
 * list reads it when the visitor searches this area and as /map-search.json takes it. The rule
 * itself is app/modules/listings/map/bbox.ts (zod-free, for the map chunk).
 */
import { z } from "zod";
import { readBbox, type Bbox } from "./bbox.ts";

export type { Bbox } from "./bbox.ts";

export const bboxField = z
  .string()
  .max(80)
  .transform((text, ctx): Bbox => {
    const r = readBbox(text);
    if ("box" in r) return r.box;
    ctx.addIssue({ code: "custom", message: r.error });
    return z.NEVER;
  });
