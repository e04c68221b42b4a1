/**
 * A property video (spec 2.6, 4): a play button over the poster until it is played, then the
 * browser's own controls. Nothing is downloaded before the visitor asks for it.
 */
import { useRef, useState } from "react";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

export function VideoPlayer({ src, poster, title }: { src: string; poster?: string | null; title: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const t = useTranslations("detail");
  return (
    <div className="relative overflow-hidden rounded-xl bg-slate-900">
      <video
        ref={ref}
        src={src}
        poster={poster ?? undefined}
        preload="none"
        playsInline
        controls={playing}
        onPlay={() => setPlaying(true)}
        className="aspect-video w-full"
        aria-label={title}
      />
      {!playing && (
        <button
          type="button"
          onClick={() => {
            setPlaying(true);
            void ref.current?.play().catch(() => setPlaying(false));
          }}
          className="group absolute inset-0 flex items-center justify-center bg-slate-900/30 hover:bg-slate-900/40"
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 shadow-lg transition group-hover:scale-105">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ms-1 h-7 w-7 text-brand-700">
              <path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
          <span className="sr-only">{t("playVideo", { title })}</span>
        </button>
      )}
    </div>
  );
}
