/**
 * The map view, a lazy chunk (see map-panel.tsx): maplibre-gl through
 * @vis.gl/react-maplibre, raster tiles from MAP_TILES_URL over a plain background, and the
 * search's clusters and points from /map-search.json for the visible box, asked again after every
 * move. Markers are buttons (a cluster zooms in, a point opens its card), so they work by keyboard
 * and are named for screen readers. Opened without a box, the map fits every match of the search, so
 * "N of N in view" and the list's count agree; once the visitor moves it, the list follows, as on the
 * portals: a moment after the map stops, its box goes into the URL (`bbox`, replacing the history
 * entry rather than adding one per pan) and the list narrows to it (the same filters, the same query).
 * When the tiles cannot load, the map says so and the markers, the cards and the list keep working
 * on the plain background.
 * Until the visitor moves the map, it keeps the markers clear of the controls drawn over it (the
 * zoom buttons, the "in view" line, the attribution): on a phone the zoom buttons take a good part
 * of the top, and a cluster under them could not be pressed. See `clearOfControls`.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { Map as MapView, Marker, NavigationControl, type MapRef, type ViewStateChangeEvent } from "@vis.gl/react-maplibre";
import { setWorkerUrl, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// The library's worker as a file of our own build (it would look for it beside its chunk, where the bundler puts none).
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { Link, useLocation, useNavigate } from "react-router";
import { bboxParam, readBbox, type Bbox } from "./bbox.ts";
import { DUBAI_VIEW, mapFilterQuery, type MapAnswerJson, type MapFeatureJson, type MapKind, type MapTiles } from "./map-view.ts";
import type { ShortlistData } from "../visitor/shortlist.server.ts";
import { formatAed, formatNumber } from "../../../platform/i18n/format.ts";
import { useLocale, useOptionName, useTranslations, type T } from "../../../platform/i18n/intl.tsx";
import type { OptionGroup } from "../../../platform/i18n/option-names.ts";
import { localizePath, type Locale } from "../../../platform/i18n/locale.ts";
import { listingHref } from "../ui/listing-href.ts";

// Small texts of the card written here rather than imported from the list's card modules: each module this chunk
// shares with the pages adds a line to the list of files the pages' own code carries to load it.
const rooms = (t: T<"listing">, n: string, key: "beds" | "baths") => {
  const v = n.trim();
  if (!v) return "";
  if (key === "beds" && /studio/i.test(v)) return t("studio");
  return t(key, { n: v, count: /^\d+\+?$/.test(v) ? Number.parseInt(v, 10) : 99 });
};

setWorkerUrl(workerUrl);


function styleFor(tiles: MapTiles): StyleSpecification {
  return {
    version: 8,
    sources: { tiles: { type: "raster", tiles: [tiles.url], tileSize: 256, attribution: tiles.attribution, maxzoom: 19 } },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#e7ecef" } },
      { id: "tiles", type: "raster", source: "tiles" },
    ],
  };
}

function boxOf(map: MapRef): Bbox {
  const b = map.getBounds();
  const clamp = (v: number, lim: number) => Math.max(-lim, Math.min(lim, v));
  return [clamp(b.getWest(), 180), clamp(b.getSouth(), 85), clamp(b.getEast(), 180), clamp(b.getNorth(), 85)];
}

/** How far beyond its position a marker is drawn: a cluster is a 44 px circle on it, a point a 24 px pin above it. */
const MARKER_REACH = 24;
/** How long the map stays still before the list follows it (a pan is often several drags). */
const FOLLOW_DELAY_MS = 600;
/** Fits made for the markers before the visitor moves the map (zooming out can bring new markers in at the edges). */
const MAX_AUTO_FITS = 3;

type Insets = { top: number; bottom: number; left: number; right: number };

/**
 * The insets of the map's clear part: below the controls at its top (the zoom buttons, our "in view" line) and
 * above those at its bottom (the attribution), measured where they are drawn, plus a marker's reach.
 */
function clearOfControls(map: MapRef, overlay: HTMLElement | null): Insets {
  const box = map.getContainer().getBoundingClientRect();
  const insets = { top: 0, bottom: 0, left: MARKER_REACH, right: MARKER_REACH };
  const drawn = [...map.getContainer().querySelectorAll(".maplibregl-ctrl"), ...(overlay ? [...overlay.children] : [])];
  for (const el of drawn) {
    const r = el.getBoundingClientRect();
    if (r.height === 0) continue;
    if (r.top + r.height / 2 < box.top + box.height / 2) insets.top = Math.max(insets.top, r.bottom - box.top);
    else insets.bottom = Math.max(insets.bottom, box.bottom - r.top);
  }
  return { ...insets, top: insets.top + MARKER_REACH, bottom: insets.bottom + MARKER_REACH };
}

/** Whether every marker is drawn in the map's clear part. */
function allClear(map: MapRef, features: MapFeatureJson[], insets: Insets): boolean {
  const { width, height } = map.getContainer().getBoundingClientRect();
  return features.every((f) => {
    const { x, y } = map.project([f.lng, f.lat]);
    return x >= insets.left && x <= width - insets.right && y >= insets.top && y <= height - insets.bottom;
  });
}

type Card = { kind: MapKind; title: string; href: string; price: string; facts: string[] };

type Name = (group: OptionGroup, name: string) => { text: string };

async function loadCard(kind: MapKind, id: number, signal: AbortSignal, locale: Locale, t: T<"listing">, tv: T<"visitor">, name: Name): Promise<Card | null> {
  const r = await fetch(`/shortlist.json?${kind === "unit" ? "units" : "projects"}=${id}${locale === "ar" ? "&lang=ar" : ""}`, { signal });
  if (!r.ok) return null;
  const data = (await r.json()) as ShortlistData;
  const l = kind === "unit" ? data.units[0] : data.projects[0];
  if (!l) return null;
  const place = `${l.area.name}${t("comma")}${name("emirate", l.area.emirate).text}`;
  return {
    kind: l.kind,
    title: l.title,
    href: localizePath(listingHref(l), locale),
    ...(l.kind === "unit"
      ? { price: formatAed(l.price, l.pricePeriod, locale), facts: [name("purpose", l.purpose).text, rooms(t, l.beds, "beds"), rooms(t, l.baths, "baths"), place].filter(Boolean) }
      : { price: tv("fromPrice", { price: formatAed(l.price, null, locale) }), facts: [name("status", l.status).text, place] }),
  };
}

type Chosen = { id: number; card: Card | null | "loading" };

/**
 * The search's answer for the map's box, asked for again after every move (`refresh`) and for every new
 * search (other filters). `autoFits`: fits left before the visitor moves the map themselves (then where the
 * markers are is their choice).
 */
function useMapAnswer(mapRef: RefObject<MapRef | null>, overlay: RefObject<HTMLDivElement | null>, filters: string, kind: MapKind, fitResults: boolean) {
  const [answer, setAnswer] = useState<MapAnswerJson | null>(null);
  const [failed, setFailed] = useState<"tiles" | "search" | null>(null);
  const pending = useRef<AbortController | null>(null);
  const autoFits = useRef(MAX_AUTO_FITS);
  // Opened without a box: the first answer's extent becomes the view, so every match is in it.
  const toFit = useRef(fitResults);

  // A marker under a control: the same place, zoomed out if need be, with the controls' insets as padding. Never
  // closer than now (maxZoom), so it only makes room; the move asks for the markers again (onMoveEnd).
  const keepClear = (map: MapRef, features: MapFeatureJson[]) => {
    if (autoFits.current <= 0 || features.length === 0) return;
    const insets = clearOfControls(map, overlay.current);
    if (allClear(map, features, insets)) return;
    autoFits.current--;
    const lngs = features.map((f) => f.lng);
    const lats = features.map((f) => f.lat);
    map.fitBounds(
      [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      { padding: insets, maxZoom: map.getZoom(), animate: false },
    );
  };

  const refresh = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    pending.current?.abort();
    const ctrl = new AbortController();
    pending.current = ctrl;
    const q = new URLSearchParams(filters);
    q.set("kind", kind);
    q.set("bbox", bboxParam(boxOf(map)));
    q.set("zoom", String(Math.floor(map.getZoom())));
    fetch(`/map-search.json?${q.toString().replace(/%2C/g, ",")}`, { signal: ctrl.signal })
      .then((r) => (r.ok ? (r.json() as Promise<MapAnswerJson>) : Promise.reject(new Error(`map search answered ${r.status}`))))
      .then((a) => {
        setAnswer(a);
        setFailed(null);
        if (toFit.current && a.extent && a.inView < a.total && autoFits.current > 0) {
          toFit.current = false;
          autoFits.current--;
          const [w, s, e, n] = a.extent;
          // Never closer than a street (one match, or a few in one tower, would fill the map otherwise).
          map.fitBounds([[w, s], [e, n]], { padding: clearOfControls(map, overlay.current), maxZoom: 15, animate: false });
          return;
        }
        keepClear(map, a.features);
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== "AbortError") setFailed("search");
      });
  }, [filters, kind]);

  // A new search (other filters) asks again for the same box.
  useEffect(() => {
    refresh();
  }, [refresh]);
  useEffect(() => () => pending.current?.abort(), []);
  return { answer, failed, refresh, autoFits };
}

/** The point whose card is open, its card loaded from /shortlist.json when it is chosen. */
function useChosen(kind: MapKind) {
  const locale = useLocale();
  const t = useTranslations("listing");
  const tv = useTranslations("visitor");
  const name = useOptionName();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const open = (id: number) => {
    setChosen({ id, card: "loading" });
    const ctrl = new AbortController();
    loadCard(kind, id, ctrl.signal, locale, t, tv, name).then(
      (card) => setChosen((c) => (c?.id === id ? { id, card } : c)),
      () => setChosen((c) => (c?.id === id ? { id, card: null } : c)),
    );
  };
  return { chosen, open, close: () => setChosen(null) };
}

/** Where the map opens: the box in the address (a shared "search this area"), else Dubai. */
function initialView(search: string) {
  const r = readBbox(new URLSearchParams(search).get("bbox") ?? "");
  return "box" in r ? { bounds: r.box, fitBoundsOptions: { padding: 0 } } : DUBAI_VIEW;
}

/** The map's own button labels in the page's language (MapLibre names its controls in English otherwise). */
function useMapWords() {
  const tv = useTranslations("visitor");
  return useMemo(
    () => ({ "NavigationControl.ZoomIn": tv("zoomIn"), "NavigationControl.ZoomOut": tv("zoomOut"), "AttributionControl.ToggleAttribution": tv("mapAttribution") }),
    [tv],
  );
}

export default function MapSearch({ kind, tiles }: { kind: MapKind; tiles: MapTiles }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = mapFilterQuery(search);
  const mapRef = useRef<MapRef>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const [initialViewState] = useState(() => initialView(search));
  const { answer, failed, refresh, autoFits } = useMapAnswer(mapRef, overlay, filters, kind, !("bounds" in initialViewState));
  const [tilesFailed, setTilesFailed] = useState(false);
  // The visitor moved the map (dragged, zoomed, pressed a cluster): from then on every stop moves the list.
  const moved = useRef(false);
  const mapWords = useMapWords();
  const { chosen, open, close } = useChosen(kind);

  const choose = (f: MapFeatureJson) => {
    const map = mapRef.current;
    autoFits.current = 0;
    moved.current = true;
    if (f.type === "cluster") {
      map?.flyTo({ center: [f.lng, f.lat], zoom: Math.min(f.expansionZoom, 19) });
      return;
    }
    open(f.id);
  };

  // The list follows the visitor's moves of the map: a moment after it stops, the box goes into the URL.
  const follow = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(follow.current), []);
  const listFollows = () => {
    window.clearTimeout(follow.current);
    follow.current = window.setTimeout(() => {
      const map = mapRef.current;
      if (!map) return;
      const p = new URLSearchParams(filters);
      p.set("view", "map");
      p.set("bbox", bboxParam(boxOf(map)));
      void navigate(`${pathname}?${p.toString().replace(/%2C/g, ",")}`, { replace: true, preventScrollReset: true });
    }, FOLLOW_DELAY_MS);
  };

  return (
    <div className="relative h-full w-full">
      <MapView
        ref={mapRef}
        initialViewState={initialViewState}
        mapStyle={styleFor(tiles)}
        style={{ width: "100%", height: "100%" }}
        maxZoom={19}
        minZoom={3}
        dragRotate={false}
        attributionControl={{ compact: true }}
        locale={mapWords}
        onLoad={refresh}
        onMoveEnd={(e: ViewStateChangeEvent) => {
          if (e.originalEvent) {
            moved.current = true;
            autoFits.current = 0;
          }
          refresh();
          if (moved.current) listFollows();
        }}
        onError={(e) => {
          // A tile that cannot load (the provider is unreachable, or refuses us): the background stays, with a message.
          if ((e as unknown as { sourceId?: string }).sourceId === "tiles" && e.error?.name !== "AbortError") setTilesFailed(true);
          else console.warn("map:", e.error?.message);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {answer?.features.map((f) => <FeatureMarker key={`${f.type === "cluster" ? "c" : "p"}${f.id}`} feature={f} kind={kind} chosen={chosen?.id === f.id} onChoose={choose} />)}
      </MapView>

      {/* Clear of the zoom buttons, which the map draws at its top right in both directions (a notice would cover them at 375 px). */}
      <div ref={overlay} className="pointer-events-none absolute top-2 right-14 left-2 flex flex-col items-start gap-2">
        <MapNotices kind={kind} answer={answer} tilesFailed={tilesFailed} searchFailed={failed === "search"} />
      </div>

      {chosen && <ChosenCard chosen={chosen} kind={kind} onClose={close} />}
    </div>
  );
}

/** A cluster (zooms in when pressed) or one listing (opens its card): a button, so keyboards and screen readers reach it. */
function FeatureMarker({ feature: f, kind, chosen, onChoose }: { feature: MapFeatureJson; kind: MapKind; chosen: boolean; onChoose: (f: MapFeatureJson) => void }) {
  const locale = useLocale();
  const tv = useTranslations("visitor");
  return f.type === "cluster" ? (
    <Marker longitude={f.lng} latitude={f.lat} anchor="center">
      <button
        type="button"
        onClick={() => onChoose(f)}
        aria-label={tv(`clusterHere${kind}`, { count: formatNumber(f.count, locale) })}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-white bg-brand-700 px-2 text-sm font-bold text-white shadow-md hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        {f.count >= 10_000 ? `${Math.round(f.count / 1000)}k` : formatNumber(f.count, locale)}
      </button>
    </Marker>
  ) : (
    <Marker longitude={f.lng} latitude={f.lat} anchor="bottom">
      <button
        type="button"
        onClick={() => onChoose(f)}
        aria-label={tv(`showOne${kind}`, { id: f.id })}
        aria-pressed={chosen}
        className={`block h-6 w-6 rounded-full border-2 border-white shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${chosen ? "bg-slate-900" : "bg-brand-600 hover:bg-brand-800"}`}
      />
    </Marker>
  );
}

/** The "in view" line, and why the map or its markers are missing when they are. */
function MapNotices({ kind, answer, tilesFailed, searchFailed }: { kind: MapKind; answer: MapAnswerJson | null; tilesFailed: boolean; searchFailed: boolean }) {
  const locale = useLocale();
  const tv = useTranslations("visitor");
  return (
    <>
      <p aria-live="polite" className="rounded-md bg-white/90 px-2 py-1 text-xs font-semibold text-slate-700 shadow-sm">
        {answer
          ? tv(`inView${kind}`, { inView: formatNumber(answer.inView, locale), total: formatNumber(answer.total, locale), count: answer.total })
          : tv(`finding${kind}`)}
        {answer?.truncated ? tv("zoomToSee") : ""}
      </p>
      {tilesFailed && (
        <p role="status" className="pointer-events-auto max-w-sm rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 shadow-sm">
          {tv("tilesFailed")}
        </p>
      )}
      {searchFailed && (
        <p role="alert" className="pointer-events-auto max-w-sm rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 shadow-sm">
          {tv(`searchFailed${kind}`)}
        </p>
      )}
    </>
  );
}

/** The card of the point pressed: loading, gone, or its title, price and facts. */
function ChosenCard({ chosen, kind, onClose }: { chosen: Chosen; kind: MapKind; onClose: () => void }) {
  const tv = useTranslations("visitor");
  return (
    <article aria-label={tv(`chosen${kind}`)} className="absolute inset-x-2 bottom-8 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:start-2 sm:w-80">
      <button type="button" onClick={onClose} aria-label={tv("close")} className="absolute end-1 top-1 flex h-11 w-11 items-center justify-center rounded-full text-slate-500 hover:text-slate-900">
        ×
      </button>
      {chosen.card === "loading" ? (
        <p className="text-sm text-slate-600">{tv("loading")}</p>
      ) : chosen.card === null ? (
        <p className="text-sm text-slate-600">{tv(`noLonger${kind}`)}</p>
      ) : (
        <>
          <h2 className="pe-8 text-base font-semibold text-slate-900">
            <Link to={chosen.card.href} className="hover:text-brand-700">
              {chosen.card.title}
            </Link>
          </h2>
          <p className="mt-1 font-bold text-slate-900">{chosen.card.price}</p>
          <p className="mt-1 text-sm text-slate-600">{chosen.card.facts.join(" · ")}</p>
        </>
      )}
    </article>
  );
}
