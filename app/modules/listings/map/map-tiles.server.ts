/** The map view's tiles for a list page's loader: from the environment, only when the URL asks for the map. */
import { getEnv } from "../../../platform/env.server.ts";
import { wantsMap, type MapTiles } from "./map-view.ts";

export function mapTilesFor(url: URL): MapTiles | null {
  if (!wantsMap(url.searchParams)) return null;
  const env = getEnv();
  return { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION };
}
