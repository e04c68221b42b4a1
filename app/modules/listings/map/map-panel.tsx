/**
 * The map view's frame, part of the list pages' first load, so kept tiny: a link that
 * turns the map on or off (`view=map` in the URL, a plain link that works before JavaScript), and
 * the panel where the map comes once the page is interactive. The map itself (maplibre-gl, about
 * 300 KB compressed) is a chunk of its own, imported only then: it is never in a page's
 * first-load JavaScript, the map view's included (bench/bundle.ts).
 */
import { Component, lazy, Suspense, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import type { MapKind, MapTiles } from "./map-view.ts";

const MapSearch = lazy(() => import("./map-search.tsx"));

/** "Show map" / "Hide map": the same search with or without the map (and without its box when hidden). */
export function MapToggle({ on }: { on: boolean }) {
  const { pathname, search } = useLocation();
  const t = useTranslations("visitor");
  const p = new URLSearchParams(search);
  p.delete("page");
  if (on) {
    p.delete("view");
    p.delete("bbox");
  } else p.set("view", "map");
  const qs = p.toString().replace(/%2C/g, ",");
  return (
    <>
      {new URLSearchParams(search).has("bbox") && <span className="flex min-h-11 items-center text-sm text-slate-700">{t("inThisArea")}</span>}
        <Link to={`${pathname}${qs ? `?${qs}` : ""}`} className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700">
        {on ? t("hideMap") : t("showMap")}
      </Link>
    </>
  );
}

/** The list beside the map on wide screens (the map first, above the list, on narrow ones). */
export function besideMap(panel: ReactNode) {
  return (results: ReactNode) => (
    <div className="mt-5 grid gap-5 lg:grid-cols-2 lg:items-start [&>section]:mt-0">
      <div className="lg:order-2">{panel}</div>
      {results}
    </div>
  );
}

export function MapPanel({ kind, tiles }: { kind: MapKind; tiles: MapTiles }) {
  const hydrated = useHydrated();
  const t = useTranslations("visitor");
  return (
    <section aria-label={t("mapSearch")} className="relative h-[60vh] min-h-80 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 lg:sticky lg:top-28 lg:h-[calc(100vh-8rem)]">
      {hydrated ? (
        <MapFailure>
          <Suspense fallback={<p className="p-4 text-sm text-slate-600">{t("loadingMap")}</p>}>
            <MapSearch kind={kind} tiles={tiles} />
          </Suspense>
        </MapFailure>
      ) : (
        <p className="p-4 text-sm text-slate-600">{t("mapNeedsJs")}</p>
      )}
    </section>
  );
}

/** The map could not start (its chunk failed to download, or the browser has no WebGL): say so; the list still works. */
class MapFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="p-4 text-sm text-slate-700">
        <MapFailedText />
      </p>
    );
  }
}

/** The failure's text (a class component cannot call the translation hook). */
function MapFailedText() {
  return <>{useTranslations("visitor")("mapFailed")}</>;
}
