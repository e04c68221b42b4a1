/**
 * Detail-page gallery (spec 2.6, 2.8): the first three images (400 px high) with the total
 * count; on a phone only the first, in a 16:10 box with the count on it, so the name and the price still
 * fit the first screen under it (400 px there would push them below the fold at 375 px); clicking one opens a full-screen carousel at that image, with thumbnails (100 px,
 * 66 px under 600 px). Built on a modal <dialog>: the page behind is inert (focus stays
 * inside), Escape and the close button shut it, and focus returns to the opening image.
 * Without JavaScript each tile is a link to the full-size photo. The viewer's code is fetched
 * on the first opening (gallery-viewer.tsx), so it is not part of the page's first load.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Img } from "../../../ui/img.tsx";
import { CameraIcon } from "./icons.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

const Viewer = lazy(() => import("./gallery-viewer.tsx").then((m) => ({ default: m.GalleryViewer })));

type Props = { images: readonly string[]; title: string };

export function Gallery({ images, title }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;
  const t = useTranslations("detail");

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (index !== null && !d.open) d.showModal();
  }, [index]);

  if (count === 0) {
    return <div className="flex aspect-[16/10] items-center justify-center rounded-xl bg-slate-100 text-slate-600 md:aspect-auto md:h-[400px]">{t("noPhotos")}</div>;
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
    <div className="relative">
      <div className={`grid aspect-[16/10] gap-2 md:aspect-auto md:h-[400px] ${tiles.length === 1 ? "grid-cols-1" : "grid-cols-1 md:grid-cols-3 md:grid-rows-2"}`}>
        {tiles.map((src, i) => (
          <a
            key={`${src}-${i}`}
            href={src}
            onClick={(e) => open(i, e)}
            className={`relative overflow-hidden rounded-xl bg-slate-200 [&_picture]:contents ${i === 0 ? "md:col-span-2 md:row-span-2" : "hidden md:block"} ${tiles.length === 2 && i === 1 ? "md:row-span-2" : ""}`}
            aria-label={t(i === Math.min(2, count - 1) ? "openPhotoLast" : "openPhoto", { n: i + 1, count })}
          >
            <Img src={src} alt={t("photoAlt", { title, n: i + 1 })} sizes={i === 0 ? "(min-width: 768px) 66vw, 100vw" : "33vw"} priority={i === 0} className="h-full w-full object-cover transition duration-300 hover:scale-[1.02]" />
            {i === Math.min(2, count - 1) && (
              <span className="absolute bottom-3 end-3 inline-flex items-center gap-1.5 rounded-md bg-slate-900/80 px-2.5 py-1 text-sm font-semibold text-white">
                <CameraIcon />
                {t("photoCount", { count })}
              </span>
            )}
          </a>
        ))}
      </div>
      {/* On small screens only the first tile shows: say how many more there are, on the photo itself. */}
      {count > 1 && (
        <button type="button" onClick={(e) => { opener.current = e.currentTarget; setIndex(0); }} className="absolute bottom-3 end-3 inline-flex min-h-11 items-center gap-1.5 rounded-md bg-slate-900/80 px-3 text-sm font-semibold text-white hover:bg-slate-900 md:hidden">
          <CameraIcon /> {t("viewAll", { count })}
        </button>
      )}
      <dialog
        ref={dialog}
        onClose={onClose}
        aria-label={t("photosOf", { title })}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950/90"
      >
        {index !== null && (
          <Suspense fallback={<p className="p-6 text-center text-slate-300">{t("loadingPhotos")}</p>}>
            <Viewer images={images} title={title} index={index} setIndex={setIndex} close={() => dialog.current?.close()} />
          </Suspense>
        )}
      </dialog>
    </div>
  );
}
