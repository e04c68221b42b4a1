/**
 * A card's photo carousel (spec 2.4): one slide per view on a CSS scroll-snap track, lazy
 * images, arrows and the photo count. It sits above the card's stretched link (z-10) so swiping
 * works; a tap on a photo follows `href`.
 * The server sends the first photo only; the others join once the page is hydrated and the card is
 * within a screen of view. Each is a full <picture> of ~1.3 KB, so a list page of five cards was ~45 KB (40 %)
 * lighter to send and render. Without JavaScript a card shows its first photo and the count;
 * the detail page has them all.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "../../../ui/link.tsx";
import { Img } from "../../../ui/img.tsx";
import { CameraIcon, ChevronIcon } from "./icons.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

type Props = {
  images: readonly string[];
  /** What the photos show, for their alternative text ("Photo 2 of 8 of <alt>"). */
  alt: string;
  sizes?: string;
  /** Load the first photo eagerly (the list's first card). */
  priority?: boolean;
  className?: string;
  /** The card's destination: a tap on a photo opens it (a duplicate link, hidden from the tab order). */
  href?: string;
  /** Badges shown over the top-left corner. */
  children?: React.ReactNode;
};

/**
 * Whether the card is within about a screen of view. Its photo beside the one shown then loads at once: the browser's
 * own lazy loading sees a photo off to the side of the track as out of view and fetches it only once swiped in, so
 * a visitor swiping saw a grey box until the swipe stopped (issue 36, point 16).
 */
function useNearScreen(el: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = el.current;
    if (!target || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "100% 0px" });
    io.observe(target);
    return () => io.disconnect();
  }, [el, near]);
  return near;
}

export function CardCarousel({ images, alt, sizes = "(min-width: 768px) 40vw, 100vw", priority = false, className = "", href, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const t = useTranslations("listing");
  const near = useNearScreen(track);
  // The other photos join once the card is within a screen of view: a card further down keeps one photo, so the
  // browser cannot fetch the rest early (its own lazy loading reaches 1,250 to 2,500 px down, by its guess of the
  // link), and the page hydrates fewer pictures.
  const slides = useHydrated() && near ? images : images.slice(0, 1);

  function go(delta: number) {
    const el = track.current;
    if (!el) return;
    const next = Math.min(count - 1, Math.max(0, index + delta));
    el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    setIndex(next);
  }

  return (
    <div className={`relative z-10 overflow-hidden bg-slate-200 ${className}`} role="region" aria-roledescription={t("carousel")} aria-label={t("photosOf", { name: alt })}>
      <div
        ref={track}
        // Keyboard users can scroll the photos with the arrow keys (axe: scrollable-region-focusable).
        tabIndex={count > 1 ? 0 : undefined}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
        className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {count === 0 ? (
          <div className="h-full w-full shrink-0" role="img" aria-label={t("noPhotoOf", { name: alt })} />
        ) : (
          slides.map((src, i) => (
            <div key={`${src}-${i}`} className="h-full w-full shrink-0 snap-start [&_picture]:contents" role="group" aria-roledescription={t("slide")} aria-label={t("slideOf", { n: i + 1, count })}>
              {href ? (
                <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
                  <Img src={src} alt="" sizes={sizes} priority={priority && i === 0} eager={near && i <= index + 1} className="h-full w-full object-cover" />
                </Link>
              ) : (
                <Img src={src} alt={t("photoAlt", { n: i + 1, count, name: alt })} sizes={sizes} priority={priority && i === 0} eager={near && i <= index + 1} className="h-full w-full object-cover" />
              )}
            </div>
          ))
        )}
      </div>
      {children && <div className="pointer-events-none absolute start-3 top-3 z-10 flex flex-wrap gap-1.5">{children}</div>}
      <span className="absolute bottom-3 end-3 z-10 inline-flex items-center gap-1 rounded-md bg-slate-900/75 px-2 py-1 text-xs font-semibold text-white">
        <CameraIcon className="h-3.5 w-3.5" />
        <span className="sr-only">{t("photosLabel")}</span>
        {count}
      </span>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            disabled={index === 0}
            aria-label={t("previousPhoto")}
            className="absolute start-2 top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white disabled:opacity-0"
          >
            <ChevronIcon dir="left" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            disabled={index >= count - 1}
            aria-label={t("nextPhoto")}
            className="absolute end-2 top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white disabled:opacity-0"
          >
            <ChevronIcon dir="right" />
          </button>
        </>
      )}
    </div>
  );
}
