/**
 * Detail-page gallery (spec 2.6, 2.8): the first three images (400 px high) with the total
 * count; clicking one opens a full-screen carousel at that image, with thumbnails (100 px,
 * 66 px under 600 px). Built on a modal <dialog>: the page behind is inert (focus stays
 * inside), Escape and the close button shut it, and focus returns to the opening image.
 * Without JavaScript each tile is a link to the full-size photo.
 */
import { useEffect, useRef, useState } from "react";
import { Img } from "../img.tsx";
import { CameraIcon, ChevronIcon, CloseIcon } from "./icons.tsx";

type Props = { images: readonly string[]; title: string };

export function Gallery({ images, title }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (index !== null && !d.open) d.showModal();
  }, [index]);

  if (count === 0) {
    return <div className="flex h-[400px] items-center justify-center rounded-xl bg-slate-100 text-slate-600">No photos yet</div>;
  }

  function open(i: number, e: React.MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    opener.current = e.currentTarget;
    setIndex(i);
  }

  function onClose() {
    setIndex(null);
    opener.current?.focus();
  }

  const tiles = images.slice(0, 3);
  return (
    <div>
      <div className={`grid h-[400px] gap-2 ${tiles.length === 1 ? "grid-cols-1" : "grid-cols-1 md:grid-cols-3 md:grid-rows-2"}`}>
        {tiles.map((src, i) => (
          <a
            key={`${src}-${i}`}
            href={src}
            onClick={(e) => open(i, e)}
            className={`relative overflow-hidden rounded-xl bg-slate-200 [&_picture]:contents ${i === 0 ? "md:col-span-2 md:row-span-2" : "hidden md:block"} ${tiles.length === 2 && i === 1 ? "md:row-span-2" : ""}`}
            aria-label={`Open photo ${i + 1} of ${count} in full screen${i === Math.min(2, count - 1) ? `, ${count} ${count === 1 ? "photo" : "photos"}` : ""}`}
          >
            <Img src={src} alt={`${title}, photo ${i + 1}`} sizes={i === 0 ? "(min-width: 768px) 66vw, 100vw" : "33vw"} priority={i === 0} className="h-full w-full object-cover transition duration-300 hover:scale-[1.02]" />
            {i === Math.min(2, count - 1) && (
              <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-md bg-slate-900/80 px-2.5 py-1 text-sm font-semibold text-white">
                <CameraIcon />
                {count} {count === 1 ? "photo" : "photos"}
              </span>
            )}
          </a>
        ))}
      </div>
      {/* On small screens only the first tile shows: say how many more there are. */}
      {count > 1 && (
        <button type="button" onClick={(e) => { opener.current = e.currentTarget; setIndex(0); }} className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline md:hidden">
          <CameraIcon /> View all {count} photos
        </button>
      )}
      <dialog
        ref={dialog}
        onClose={onClose}
        aria-label={`Photos of ${title}`}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950/90"
      >
        {index !== null && <Viewer images={images} title={title} index={index} setIndex={setIndex} close={() => dialog.current?.close()} />}
      </dialog>
    </div>
  );
}

function Viewer({ images, title, index, setIndex, close }: { images: readonly string[]; title: string; index: number; setIndex: (i: number) => void; close: () => void }) {
  const count = images.length;
  const thumbs = useRef<HTMLOListElement>(null);
  const go = (i: number) => setIndex((i + count) % count);

  useEffect(() => {
    thumbs.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [index]);

  return (
    <div
      className="flex h-full flex-col"
      onKeyDown={(e) => {
        if (e.key === "ArrowLeft") go(index - 1);
        else if (e.key === "ArrowRight") go(index + 1);
      }}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="truncate text-sm font-medium" aria-live="polite">
          <span className="mr-2 tabular-nums">{index + 1} / {count}</span>
          <span className="text-slate-300">{title}</span>
        </p>
        <button type="button" onClick={close} autoFocus aria-label="Close gallery" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-white">
          <CloseIcon />
        </button>
      </div>
      <div className="relative min-h-0 flex-1 overflow-hidden">
        {/* <picture> is inline: `contents` lets the image size itself against this box. */}
        <div className="absolute inset-0 px-2 sm:px-16 [&_picture]:contents">
          <Img key={images[index]} src={images[index]} alt={`${title}, photo ${index + 1} of ${count}`} sizes="100vw" priority className="h-full w-full object-contain" />
        </div>
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(index - 1)} aria-label="Previous photo" className="absolute left-2 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-white sm:left-4">
              <ChevronIcon dir="left" />
            </button>
            <button type="button" onClick={() => go(index + 1)} aria-label="Next photo" className="absolute right-2 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-white sm:right-4">
              <ChevronIcon dir="right" />
            </button>
          </>
        )}
      </div>
      <ol ref={thumbs} aria-label="Thumbnails" className="flex shrink-0 gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:thin]">
        {images.map((src, i) => (
          <li key={`${src}-${i}`} data-index={i} className="shrink-0">
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show photo ${i + 1}`}
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
