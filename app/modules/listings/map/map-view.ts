/** Shapes the map view shares between the list loaders and the map chunk. Browser-safe. */
export type MapKind = "unit" | "project";

/** The raster tiles under the markers (MAP_TILES_URL, MAP_TILES_ATTRIBUTION). */
export type MapTiles = { url: string; attribution: string };

/** True when the list's URL asks for the map view. */
export function wantsMap(params: URLSearchParams): boolean {
  return params.get("view") === "map";
}

/** The search's filters as the map endpoint takes them: the page's URL without paging, view and box. */
export function mapFilterQuery(search: string): string {
  const p = new URLSearchParams(search);
  for (const k of ["page", "view", "bbox"]) p.delete(k);
  return p.toString();
}

/** Dubai, as the map first shows it when no area was searched. */
export const DUBAI_VIEW = { longitude: 55.22, latitude: 25.12, zoom: 9.3 };

export type MapFeatureJson =
  | { type: "cluster"; id: number; lat: number; lng: number; count: number; expansionZoom: number }
  | { type: "point"; id: number; lat: number; lng: number };
/** `extent`: west, south, east, north around every match of the search; null when nothing matches. */
export type MapAnswerJson = { total: number; inView: number; features: MapFeatureJson[]; truncated: boolean; extent: [number, number, number, number] | null };
