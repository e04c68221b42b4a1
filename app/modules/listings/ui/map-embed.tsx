/**
 * An embedded map (spec 2.6; nothing at all when the URL is empty or the text 'null') that
 * never leaves an empty box: the page carries a static card with the address and a link to the
 * map, and the interactive map replaces it only once the browser has reached the map's site
 * (offline, or the map blocked by an extension or a network: the card stays). The check starts
 * when the map nears the screen, like a lazy frame. Without JavaScript the frame is shown as is.
 */
import { useEffect, useRef, useState } from "react";
import { PinIcon } from "./icons.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

export function usableMapUrl(url: string | null | undefined): string | null {
  const u = (url ?? "").trim();
  if (!u || u.toLowerCase() === "null" || !/^https:\/\//i.test(u)) return null;
  return u;
}

/** A link that opens the map in a new tab: the embed's marker on OpenStreetMap, else a search for the address. */
export function mapLink(embedUrl: string, address: string): string {
  try {
    const url = new URL(embedUrl);
    const [lat, lng] = (url.searchParams.get("marker") ?? "").split(",").map(Number);
    if (url.hostname.endsWith("openstreetmap.org") && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat!) <= 90 && Math.abs(lng!) <= 180) {
      return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
    }
  } catch {
    // not a URL: fall through to the address search
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** Resolves when the map's site answers (any answer: the frame can load), rejects when it cannot be reached. */
function reachable(src: string): Promise<unknown> {
  return fetch(src, { mode: "no-cors", credentials: "omit", referrerPolicy: "no-referrer", cache: "force-cache" });
}

type Props = { url: string | null | undefined; title: string; address: string; className?: string };

export function MapEmbed({ url, title, address, className = "h-80" }: Props) {
  const src = usableMapUrl(url);
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const t = useTranslations("contact");

  useEffect(() => {
    const el = box.current;
    if (!src || !el) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        reachable(src).then(
          () => live && setLoaded(true),
          () => undefined, // unreachable: the card stays
        );
      },
      { rootMargin: "600px" },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [src]);

  if (!src) return null;
  const frame = (
    <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 h-full w-full border-0" />
  );
  return (
    <div ref={box} className={`relative overflow-hidden rounded-xl border border-slate-200 bg-brand-50 ${className}`}>
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <PinIcon className="h-8 w-8 text-brand-600" />
        <p className="max-w-sm font-medium text-slate-800">{address}</p>
        <a href={mapLink(src, address)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800">
          {t("openMap")}
          <span className="sr-only">
            {t("mapOfAddress", { address })}
            {t("newTab")}
          </span>
        </a>
      </div>
      {loaded ? frame : <noscript>{frame}</noscript>}
    </div>
  );
}
