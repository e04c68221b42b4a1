/**
 * A map box, `west,south,east,north` in degrees, without zod: the map chunk reads and
 * writes it with these (importing zod there would pull zod into chunks other pages share).
 * app/modules/listings/map/map-bbox.ts wraps the same rule in the schema the list and the endpoint use.
 */
export type Bbox = [west: number, south: number, east: number, north: number];

const coordinate = /^-?\d{1,3}(\.\d{1,8})?$/;

/** The box a URL value names, or the reason it names none. */
export function readBbox(text: string): { box: Bbox } | { error: string } {
  const parts = text.trim().split(",").map((p) => p.trim());
  if (parts.length !== 4 || !parts.every((p) => coordinate.test(p))) return { error: "must be four numbers: west,south,east,north" };
  const [w, s, e, n] = parts.map(Number) as Bbox;
  if (w < -180 || e > 180 || s < -90 || n > 90) return { error: "must lie within -180..180 and -90..90" };
  if (!(w < e && s < n)) return { error: "west must be less than east and south less than north" };
  return { box: [w, s, e, n] };
}

/** The box as the URL carries it (six decimals: about 10 cm). */
export function bboxParam(b: Bbox): string {
  return b.map((v) => String(Math.round(v * 1e6) / 1e6)).join(",");
}
