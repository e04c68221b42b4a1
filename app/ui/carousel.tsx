/**
 * A carousel on embla (spec 2.3): no autoplay, gap 1rem, swipe on touch, per-breakpoint slide
 * counts set by CSS (so the server-rendered first page is already laid out), arrows and
 * pagination dots where the spec wants them. Keyboard: arrows are buttons, and tabbing into
 * an off-screen card scrolls it into view.
 * The server renders the first page laid out by CSS; embla's code is fetched once the carousel
 * is reached (useLazyEmbla), so it is not part of the home page's first load.
 * Slides past the first page (on the widest screens; fewer show on a phone) are sent as their link
 * alone (`light`) until the carousel comes into view, then rendered whole: the home page's five
 * carousels were 43 cards, 25 of them off screen at every width, each a picture and a dozen elements
 * the server rendered, the phone parsed, laid out and hydrated before anyone could see them.
 */
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { Children, startTransition, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Icon } from "./icons/icon.tsx";
import { Link } from "./link.tsx";
import { useTranslations } from "../platform/i18n/intl.tsx";

const OPTIONS: EmblaOptionsType = { align: "start", slidesToScroll: "auto", containScroll: "trimSnaps" };
let embla: Promise<typeof import("embla-carousel").default> | undefined;

/**
 * embla on a viewport, loaded once the carousel is reached (one fetch shared by every carousel); undefined until
 * then. Each carousel starts its own when it comes into view: the home page's five started together after
 * hydration were one task of 20 ms (80 ms on a phone), for carousels nobody could see yet.
 */
function useLazyEmbla(reached: boolean): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport || !reached) return;
    let created: EmblaCarouselType | undefined;
    let cancelled = false;
    embla ??= import("embla-carousel").then((m) => m.default);
    embla.then(
      (EmblaCarousel) => {
        if (cancelled) return;
        // Right to left on an Arabic page: embla then lays out and swipes from the right.
        created = EmblaCarousel(viewport, { ...OPTIONS, direction: getComputedStyle(viewport).direction === "rtl" ? "rtl" : "ltr" });
        setApi(created);
      },
      // Offline or a failed deploy: the carousel stays a static row; the next mount tries again.
      () => (embla = undefined),
    );
    return () => {
      cancelled = true;
      created?.destroy();
      setApi(undefined);
    };
  }, [viewport, reached]);
  return [setViewport, api];
}

/** Slide widths: `basis` classes for the default, ≤1024 px and ≤640 px widths (variants in app.css). */
const PER_VIEW = {
  "4-2-1": "basis-1/4 upto-1024:basis-1/2 upto-640:basis-full",
  "4-2-2": "basis-1/4 upto-1024:basis-1/2",
  "3-2-1": "basis-1/3 upto-1024:basis-1/2 upto-640:basis-full",
  "2-2-1": "basis-1/2 upto-640:basis-full",
} as const;

/** A slide's light form: its link (crawlable) and name, until the carousel is reached. */
type LightSlide = { href?: string; label: string; lang?: string };

/**
 * Whether the carousel has come into view (then its every slide renders whole, in a transition: React yields
 * between cards, so no long task). Never on the server or at hydration: both render the light slides alike.
 */
function useReached(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || reached) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) startTransition(() => setReached(true));
    });
    io.observe(el);
    return () => io.disconnect();
  }, [reached]);
  return [ref, reached];
}

type Props = {
  label: string;
  perView: keyof typeof PER_VIEW;
  /** "always", or "wide" = hidden at 640 px or narrower. */
  arrows?: "always" | "wide";
  /** "none", "narrow" = only at 640 px or narrower, or "always". */
  dots?: "none" | "narrow" | "always";
  /** The slides' light forms, in order: those past the first page are sent so until the carousel is reached. */
  light?: readonly LightSlide[];
  children: ReactNode;
};

export function Carousel({ label, perView, arrows = "always", dots = "none", light, children }: Props) {
  const slides = Children.toArray(children);
  const [region, reached] = useReached();
  // The most slides any width shows at once (the first figure of perView: the widest screens').
  const firstPage = Number(perView[0]);
  const t = useTranslations("home");
  const [viewportRef, api] = useLazyEmbla(reached);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);

  const sync = useCallback(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    sync();
    api.on("select", sync).on("reInit", sync);
    // Focus moving into a card that is off screen brings its page into view.
    const root = api.rootNode();
    const onFocus = (e: FocusEvent) => {
      const index = api.slideNodes().findIndex((n) => n.contains(e.target as Node));
      if (index >= 0 && !api.slidesInView().includes(index)) {
        root.scrollLeft = 0;
        api.scrollTo(api.scrollSnapList().findIndex((_, snap) => api.internalEngine().slideRegistry[snap]?.includes(index)));
      }
    };
    root.addEventListener("focusin", onFocus);
    return () => {
      api.off("select", sync).off("reInit", sync);
      root.removeEventListener("focusin", onFocus);
    };
  }, [api, sync]);

  if (slides.length === 0) return null;
  const showArrows = snaps.length > 1 || (!api && slides.length > 1);
  const arrowClass = arrows === "wide" ? "upto-640:hidden" : "";
  const dotsClass = dots === "narrow" ? "over-640:hidden" : dots === "none" ? "hidden" : "";

  return (
    <div ref={region} role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="relative -ms-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div key={i} role="group" aria-roledescription="slide" aria-label={t("slide", { index: i + 1, count: slides.length })} className={`min-w-0 shrink-0 grow-0 ps-4 ${PER_VIEW[perView]}`}>
              {i < firstPage || reached || !light?.[i] ? slide : <Light slide={light[i]} />}
            </div>
          ))}
        </div>
      </div>
      {showArrows && (
        <div className={`mt-5 flex justify-end gap-2 ${arrowClass}`}>
          <ArrowButton direction="prev" label={t("previous", { label })} disabled={!canPrev} onClick={() => api?.scrollPrev()} />
          <ArrowButton direction="next" label={t("next", { label })} disabled={!canNext} onClick={() => api?.scrollNext()} />
        </div>
      )}
      {snaps.length > 1 && <Dots snaps={snaps.length} selected={selected} className={dotsClass} onGo={(i) => api?.scrollTo(i)} />}
    </div>
  );
}

/** The pagination dots, one per page, the current one wide. Each is a 44 px target (WCAG 2.2 target size): more than
 * seven do not fit a phone's line, so they split into even rows (8 as 4 + 4) rather than leaving one alone on a second line. */
function Dots({ snaps, selected, className, onGo }: { snaps: number; selected: number; className: string; onGo: (i: number) => void }) {
  const t = useTranslations("home");
  return (
    <div className={`mt-3 grid justify-center ${className}`} style={{ gridTemplateColumns: `repeat(${Math.ceil(snaps / Math.ceil(snaps / 7))}, 2.75rem)` }}>
      {Array.from({ length: snaps }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={t("goToPage", { index: i + 1, count: snaps })}
          aria-current={i === selected ? "true" : undefined}
          onClick={() => onGo(i)}
          className="flex h-11 w-11 shrink-0 items-center justify-center"
        >
          <span className={`block h-2.5 rounded-full transition-all ${i === selected ? "w-6 bg-brand-700" : "w-2.5 bg-slate-300"}`} />
        </button>
      ))}
    </div>
  );
}

/** A slide not yet reached: its link and name, where its card will be. */
function Light({ slide }: { slide: LightSlide }) {
  const cls = "block min-h-11 rounded-xl border border-slate-200 bg-white p-5 font-semibold text-slate-900";
  return slide.href ? (
    <Link to={slide.href} lang={slide.lang} className={cls}>
      {slide.label}
    </Link>
  ) : (
    <p lang={slide.lang} className={cls}>
      {slide.label}
    </p>
  );
}

function ArrowButton({ direction, label, disabled, onClick }: { direction: "prev" | "next"; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
    >
      <Icon name="arrow-right" className={`h-5 w-5 ${direction === "prev" ? "rotate-180" : ""} rtl:-scale-x-100`} />
    </button>
  );
}
