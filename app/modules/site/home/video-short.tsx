/**
 * A video short behind a light facade (spec 2.3): thumbnail, title and a play button;
 * the YouTube embed (privacy-enhanced domain) is created only after the visitor presses play.
 */
import { useState } from "react";
import { Icon } from "../../../ui/icons/icon.tsx";
import { Img } from "../../../ui/img.tsx";
import { TEXT_CUTS } from "../../../platform/constants.ts";
import { cutText } from "../../../platform/i18n/format.ts";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { scriptLang } from "../../../platform/i18n/local-text.ts";

type VideoShortData = { videoId: string; title: string; description: string; thumbnail: string | null };

export function VideoShortCard({ short }: { short: VideoShortData }) {
  const [playing, setPlaying] = useState(false);
  const t = useTranslations("home");
  const title = cutText(short.title, TEXT_CUTS.shortTitle);
  // The channel's own words: marked with their language where it is not the page's.
  const locale = useLocale();
  const titleLang = scriptLang(short.title, locale);
  const descriptionLang = scriptLang(short.description, locale);
  return (
    <article className="flex h-full flex-col">
      <div className="relative aspect-[9/16] overflow-hidden rounded-xl bg-slate-900">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(short.videoId)}?autoplay=1&playsinline=1&rel=0`}
            title={short.title}
            lang={titleLang}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="h-full w-full border-0"
          />
        ) : (
          <button type="button" onClick={() => setPlaying(true)} aria-label={t("playVideo", { title: short.title })} className="group absolute inset-0 h-full w-full">
            {short.thumbnail?.startsWith("/media/") ? (
              <Img src={short.thumbnail} alt="" sizes="(max-width: 640px) 100vw, 300px" className="h-full w-full object-cover" />
            ) : short.thumbnail ? (
              <img src={short.thumbnail} alt="" loading="lazy" className="h-full w-full object-cover" />
            ) : null}
            <span className="absolute inset-0 bg-black/0 transition group-hover:bg-black/15" />
            <span className="absolute end-3 top-3 flex h-10 w-14 items-center justify-center rounded-xl bg-red-600 text-white shadow-lg transition group-hover:scale-110">
              <Icon name="play" className="ms-0.5 h-6 w-6" />
            </span>
          </button>
        )}
      </div>
      <h3 lang={titleLang} className="mt-3 font-semibold text-slate-900" title={short.title}>
        {title}
      </h3>
      <p lang={descriptionLang} className="mt-1 text-sm text-slate-600">{cutText(short.description, TEXT_CUTS.shortDescription)}</p>
    </article>
  );
}
