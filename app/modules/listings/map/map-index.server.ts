/**
 * The map search's clusters: one supercluster index per search (kind + the list's
 * filters), built from every matching listing's position and kept in memory, so a pan or a zoom is
 * a lookup in the index (well under a millisecond for clusters) rather than a scan of the
 * matching rows (about a million on a broad search). The indexes are the cache area `map-index`,
 * bounded by the memory they hold (MAP_INDEX_MAX_MB), emptied when the data version moves like
 * every cache holding data (app/platform/cache/cache.server.ts). Concurrent misses build once.
 *
 * Measured (bench/map.ts): building the index of 1M units takes seconds, so the first search of
 * a filter set pays it once (then kept until the data changes). SQL grid aggregation was the alternative: every request then reads all matches in
 * the box, a full index scan at low zoom (hundreds of ms at 1M units).
 */
import { LRUCache } from "lru-cache";
import KDBush from "kdbush";
import Supercluster, { type ClusterProperties } from "supercluster";
import type { Db } from "../../../platform/db/client.server.ts";
import { mapPoints, type MapCriteria } from "../queries/map-points.server.ts";
import type { Bbox } from "./map-bbox.ts";
import { registerArea } from "../../../platform/cache/cache.server.ts";
import { unitSearchQuery } from "../search/unit-search-url.ts";

/** The map's deepest zoom; clusters split until one level before it, then every point shows. */
export const MAP_MAX_ZOOM = 19;
/** At most this many markers in one answer (a dense block at the deepest zoom): the rest are counted, not sent. */
const MAX_FEATURES = 400;

type Props = { id: number };
/**
 * `exact`: the positions themselves, for the count in view. A cluster is drawn (and counted) where its
 * centre is, so near the box's edges the clusters' counts miss a few matches inside it or take a few
 * outside; the list narrowed to the box counts the positions, and the map says the same number.
 */
type Entry = { index: Supercluster<Props>; exact: KDBush | null; points: number; extent: Bbox | null };

type MapFeature =
  | { type: "cluster"; id: number; lat: number; lng: number; count: number; expansionZoom: number }
  | { type: "point"; id: number; lat: number; lng: number };

/** `extent`: the box around every match of the search (the map opens on it), null when nothing matches. */
type MapAnswer = { total: number; inView: number; features: MapFeature[]; truncated: boolean; extent: Bbox | null };

/** About 300 bytes a point once indexed (measured: 1M points, ~200 MB of heap with their features), and the exact tree's 20. */
const BYTES_PER_POINT = 320;

let store: LRUCache<string, { value: Promise<Entry> }> | undefined;
let generation = 0;

function cache(maxBytes: number) {
  if (store) return store;
  store = new LRUCache({ maxSize: maxBytes });
  registerArea("map-index", {
    clear: () => {
      generation++;
      store?.clear();
    },
    bytes: () => store?.calculatedSize ?? 0,
  });
  return store;
}

/** The cache key: the kind and the search's filters in one canonical form (paging and box left out). */
function searchKey(m: MapCriteria): string {
  const c = m.criteria;
  const common = { priceFrom: c.priceFrom, priceTo: c.priceTo, beds: c.beds, area: c.area, developersId: c.developersId };
  if (m.kind === "unit") {
    const u = m.criteria;
    return `unit${unitSearchQuery({ ...common, bathroom: u.bathroom, unitType: u.unitType, purpose: u.purpose, status: u.status, unitId: u.unitId })}|${u.areaURL}|${u.developerURL}|${u.unitPageURL}`;
  }
  const p = m.criteria;
  return `project|${JSON.stringify([common, p.projectId, p.projectType, p.status, p.completionYear, p.areaURL, p.developerURL, p.projectPageURL])}`;
}

export async function buildIndex(db: Db, m: MapCriteria): Promise<Entry> {
  const points = await mapPoints(db, m);
  const features = points.map((p) => ({
    type: "Feature" as const,
    properties: { id: p.id },
    geometry: { type: "Point" as const, coordinates: [p.lng, p.lat] },
  }));
  const index = new Supercluster<Props>({ radius: 60, maxZoom: MAP_MAX_ZOOM - 1, minPoints: 2 }).load(features);
  return { index, exact: exactTree(points), points: points.length, extent: extentOf(points) };
}

function exactTree(points: { lat: number; lng: number }[]): KDBush | null {
  if (points.length === 0) return null;
  const tree = new KDBush(points.length);
  for (const p of points) tree.add(p.lng, p.lat);
  return tree.finish();
}

function extentOf(points: { lat: number; lng: number }[]): Bbox | null {
  if (points.length === 0) return null;
  const box: Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lat, lng } of points) {
    box[0] = Math.min(box[0], lng);
    box[1] = Math.min(box[1], lat);
    box[2] = Math.max(box[2], lng);
    box[3] = Math.max(box[3], lat);
  }
  return box;
}

function indexFor(db: Db, m: MapCriteria, maxBytes: number): Promise<Entry> {
  const c = cache(maxBytes);
  const key = searchKey(m);
  const hit = c.get(key);
  if (hit) return hit.value;
  const born = generation;
  const value = buildIndex(db, m);
  const entry = { value };
  c.set(key, entry, { size: 1024 });
  value.then(
    (e) => {
      if (born !== generation) c.delete(key);
      else if (c.get(key) === entry) c.set(key, entry, { size: Math.max(1024, e.points * BYTES_PER_POINT) });
    },
    () => {
      if (c.get(key) === entry) c.delete(key);
    },
  );
  return value;
}

/** The clusters and points of one search inside a box at a zoom. */
export function answerFrom(entry: Entry, bbox: Bbox, zoom: number): MapAnswer {
  const found = entry.index.getClusters(bbox, Math.min(zoom, MAP_MAX_ZOOM));
  const features: MapFeature[] = [];
  for (const f of found) {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const props = f.properties as Props | ClusterProperties;
    if ("cluster" in props && props.cluster) {
      const id = props.cluster_id;
      features.push({ type: "cluster", id, lat, lng, count: props.point_count, expansionZoom: entry.index.getClusterExpansionZoom(id) });
    } else {
      features.push({ type: "point", id: (props as Props).id, lat, lng });
    }
  }
  // Biggest clusters first, so a cut keeps what matters most.
  features.sort((a, b) => (b.type === "cluster" ? b.count : 1) - (a.type === "cluster" ? a.count : 1) || a.id - b.id);
  const inView = entry.exact?.range(...bbox).length ?? 0;
  return { total: entry.points, inView, features: features.slice(0, MAX_FEATURES), truncated: features.length > MAX_FEATURES, extent: entry.extent };
}

export async function searchMap(db: Db, m: MapCriteria, bbox: Bbox, zoom: number, opts: { maxBytes: number }): Promise<MapAnswer> {
  return answerFrom(await indexFor(db, m, opts.maxBytes), bbox, zoom);
}
