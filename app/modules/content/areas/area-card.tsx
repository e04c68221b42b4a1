/** An area guide card (areas page, home): image (with the area's logo on it when it has one), name, description cut to 80 characters, emirate. */
import { Link } from "../../../ui/link.tsx";
import { Icon } from "../../../ui/icons/icon.tsx";
import { Img } from "../../../ui/img.tsx";
import { cutHtml } from "../../../platform/i18n/format.ts";
import { TEXT_CUTS } from "../../../platform/constants.ts";
import { OptionText, useTranslations } from "../../../platform/i18n/intl.tsx";

type AreaCardData = {
  slug: string;
  name: string;
  image: string | null;
  logo?: string | null;
  description: string;
  emirate: string;
  /** "en" when the name or description is English on an Arabic page (no translation yet). */
  nameLang?: "en";
  descriptionLang?: "en";
};

export function AreaCard({ area, priority = false }: { area: AreaCardData; priority?: boolean }) {
  const t = useTranslations("content");
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-200">
        <Img
          src={area.image}
          alt={area.name}
          lang={area.nameLang}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
        <AreaLogoBadge src={area.logo} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-gold-600">
          <Icon name="pin" className="h-4 w-4" />
          <OptionText group="emirate" name={area.emirate} />
        </p>
        <h2 lang={area.nameLang} className="mt-1 text-lg font-semibold text-slate-900">
          <Link to={`/area/${area.slug}`} className="after:absolute after:inset-0 focus:outline-none">
            {area.name}
          </Link>
        </h2>
        <p lang={area.descriptionLang} className="mt-2 text-sm text-slate-600">{cutHtml(area.description, TEXT_CUTS.areasPageDescription)}</p>
        <p className="mt-auto pt-4 text-sm font-semibold text-brand-700 group-hover:underline" aria-hidden="true">
          {t("exploreArea")} <span className="inline-block rtl:-scale-x-100">→</span>
        </p>
      </div>
    </article>
  );
}

/** An area's logo on its card's picture (the area and home cards). Its name is the card's heading: the logo is not announced again. */
function AreaLogoBadge({ src }: { src: string | null | undefined }) {
  if (!src) return null;
  return (
    <div className="absolute start-3 top-3 flex h-12 w-16 items-center justify-center rounded-md bg-white/95 p-1.5 shadow">
      <Img src={src} alt="" sizes="64px" className="max-h-9 w-auto object-contain" />
    </div>
  );
}
