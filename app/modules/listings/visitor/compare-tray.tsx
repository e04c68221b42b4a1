/**
 * The compare tray: while the visitor's compare list holds units, a bar at the foot of every public
 * page (above a detail page's contact bar, in the same sticky strip: site-shell.tsx) shows how many
 * there are, their photos, the way to the table and a way to clear the list. It travels with the
 * visitor because the list is kept in their browser. Its code comes with the visitor's chunk
 * (visitor-api.ts) after hydration, so it adds nothing to any page's first load; the photos and
 * titles come from /shortlist.json, once per set of ids.
 */
import { useEffect, useState } from "react";
import { compareStore } from "./visitor-stores.ts";
import { MAX_COMPARE, shortlistQuery } from "./shortlist.ts";
import type { ShortlistData } from "./shortlist.server.ts";
import { Img } from "../../../ui/img.tsx";
import { Link } from "../../../ui/link.tsx";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import type { Locale } from "../../../platform/i18n/locale.ts";

type Thumb = { image: string | null; title: string; titleLang?: string };

/** The compared units' first photos and titles by id; none until they have arrived. */
function useThumbs(query: string, locale: Locale): Map<number, Thumb> {
  const [thumbs, setThumbs] = useState<Map<number, Thumb>>(() => new Map());
  useEffect(() => {
    if (!query) return;
    const ac = new AbortController();
    fetch(`/shortlist.json?${query}${locale === "ar" ? "&lang=ar" : ""}`, { signal: ac.signal })
      .then((r) => (r.ok ? (r.json() as Promise<ShortlistData>) : null))
      .then((data) => {
        if (data) setThumbs(new Map(data.units.map((u) => [u.id, { image: u.images[0] ?? null, title: u.title, titleLang: u.titleLang }])));
      })
      // No photos (offline, a deploy in between): the tray still counts and links.
      .catch(() => undefined);
    return () => ac.abort();
  }, [query, locale]);
  return thumbs;
}

export function CompareTray() {
  const ids = compareStore.use();
  const locale = useLocale();
  const t = useTranslations("visitor");
  const query = shortlistQuery({ units: ids });
  const thumbs = useThumbs(query, locale);
  if (ids.length === 0) return null;
  return (
    <section aria-label={t("compareTray")} className="border-t border-slate-200 bg-white px-3 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:px-6">
      <div className="mx-auto flex max-w-7xl items-center gap-2 sm:gap-4">
        <ul className="flex shrink-0" aria-label={t("compareTrayList")}>
          {ids.map((id, i) => {
            const thumb = thumbs.get(id);
            return (
              <li key={id} className={`h-10 w-12 overflow-hidden rounded-md bg-slate-200 ring-2 ring-white ${i > 0 ? "-ms-4 sm:ms-1" : ""}`}>
                {thumb && <Img src={thumb.image} alt={thumb.title} lang={thumb.titleLang} sizes="48px" eager className="h-full w-full object-cover" />}
              </li>
            );
          })}
        </ul>
        <p className="min-w-0 flex-1 text-sm font-semibold text-slate-800" aria-live="polite">
          {t("compareCount", { count: ids.length, max: MAX_COMPARE })}
        </p>
        <button
          type="button"
          onClick={() => compareStore.set([])}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 underline hover:text-slate-900"
          aria-label={t("compareClear")}
        >
          {t("clear")}
        </button>
        <Link
          to={`/compare?${query}`}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("compare")}
        </Link>
      </div>
    </section>
  );
}
