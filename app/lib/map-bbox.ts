/**
 * The map search's visible area (issue 22): `bbox=west,south,east,north` in degrees, as the map
 * view sends it and as the list reads it when the visitor searches this area. Browser-safe (the
 * map view builds it; the list and the endpoint parse it with the same schema).
 */
import { z } from "zod";

export type Bbox = [west: number, south: number, east: number, north: number];

const coordinate = /^-?\d{1,3}(\.\d{1,8})?$/;

/** "55.1,25.0,55.4,25.3": four numbers, west < east, south < north, within the globe (no wrap across 180°). */
export const bboxField = z
  .string()
  .trim()
  .max(80)
  .refine((s) => s.split(",").length === 4 && s.split(",").every((p) => coordinate.test(p.trim())), "must be four numbers: west,south,east,north")
  .transform((s) => s.split(",").map((p) => Number(p.trim())) as Bbox)
  .refine(([w, s, e, n]) => w >= -180 && e <= 180 && s >= -90 && n <= 90, "must lie within -180..180 and -90..90")
  .refine(([w, s, e, n]) => w < e && s < n, "west must be less than east and south less than north");

/** The box as the URL carries it (six decimals: about 10 cm). */
export function bboxParam(b: Bbox): string {
  return b.map((v) => String(Math.round(v * 1e6) / 1e6)).join(",");
}
