/**
 * The full-screen photo viewer of the detail-page gallery (gallery.tsx): the photo, previous
 * and next buttons (and the arrow keys), and a strip of thumbnails. Loaded on first opening.
 */
import { useEffect, useRef } from "react";
import { Img } from "../../../ui/img.tsx";
import { ChevronIcon, CloseIcon } from "./icons.tsx";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";

/** A dark disc with a light ring: it stands out on the lightest and the darkest photo alike. */
const arrow = "absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-slate-950/75 text-white ring-1 ring-white/60 hover:bg-slate-950/90 focus-visible:outline-white";

export function GalleryViewer({ images, title, index, setIndex, close }: { images: readonly string[]; title: string; index: number; setIndex: (i: number) => void; close: () => void }) {
  const count = images.length;
  const thumbs = useRef<HTMLOListElement>(null);
  const go = (i: number) => setIndex((i + count) % count);
  const t = useTranslations("detail");
  // The arrow keys follow the reading direction: in Arabic the next photo is to the left.
  const forward = useLocale() === "ar" ? "ArrowLeft" : "ArrowRight";
  const back = forward === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";

  useEffect(() => {
    thumbs.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [index]);

  return (
    <div
      className="flex h-full flex-col"
      onKeyDown={(e) => {
        if (e.key === back) go(index - 1);
        else if (e.key === forward) go(index + 1);
      }}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        {/* The counter reads left to right in both languages and keeps a gap from the title: a flex gap, since a logical
            margin on the ltr counter fell on its outer side on Arabic pages and its digits ran into the title's. */}
        <p className="flex min-w-0 items-baseline gap-2 text-sm font-medium" aria-live="polite">
          <span dir="ltr" className="shrink-0 tabular-nums" data-counter="">
            {index + 1} / {count}
          </span>
          <span className="truncate text-slate-300">{title}</span>
        </p>
        <button type="button" onClick={close} autoFocus aria-label={t("closeGallery")} className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-white">
          <CloseIcon />
        </button>
      </div>
      <div className="relative min-h-0 flex-1 overflow-hidden">
        {/* <picture> is inline: `contents` lets the image size itself against this box. */}
        <div className="absolute inset-0 px-2 sm:px-16 [&_picture]:contents">
          <Img key={images[index]} src={images[index]} alt={t("viewerPhotoAlt", { title, n: index + 1, count })} sizes="100vw" priority className="h-full w-full object-contain" />
        </div>
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(index - 1)} aria-label={t("previousPhoto")} className={`${arrow} start-2 sm:start-4`}>
              <ChevronIcon dir="left" />
            </button>
            <button type="button" onClick={() => go(index + 1)} aria-label={t("nextPhoto")} className={`${arrow} end-2 sm:end-4`}>
              <ChevronIcon dir="right" />
            </button>
          </>
        )}
      </div>
      <ol ref={thumbs} aria-label={t("thumbnails")} className="flex shrink-0 gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:thin]">
        {images.map((src, i) => (
          <li key={`${src}-${i}`} data-index={i} className="shrink-0">
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t("showPhoto", { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              className={`block h-11 w-[66px] overflow-hidden rounded-md border-2 [&_picture]:contents xs:h-[66px] xs:w-[100px] ${i === index ? "border-gold-400" : "border-transparent opacity-70 hover:opacity-100"} focus-visible:outline-white`}
            >
              <Img src={src} alt="" sizes="100px" className="h-full w-full object-cover" />
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
