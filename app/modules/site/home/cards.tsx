/** The smaller cards of the home page carousels (spec 2.3) and their loading skeletons. */
import { Link } from "../../../ui/link.tsx";
import { Img } from "../../../ui/img.tsx";
import { TEXT_CUTS } from "../../../platform/constants.ts";
import { cutHtml, cutText } from "../../../platform/i18n/format.ts";
import { PinIcon } from "../../../ui/icons/named-icons.tsx";
import { ReadMore } from "../../content/components.tsx";
import { BlogDateBadge } from "../../content/components.tsx";
import { OptionText, useTranslations } from "../../../platform/i18n/intl.tsx";

/** "en" marks a text shown in English on an Arabic page (no translation yet). */
type Lang = "en" | undefined;

export function AreaGuideCard({ area }: { area: { slug: string; name: string; nameLang?: Lang; image: string | null; logo?: string | null; description: string; descriptionLang?: Lang; emirate: string } }) {
  const t = useTranslations("home");
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-200">
        <Img src={area.image} alt="" sizes="(max-width: 640px) 100vw, 600px" className="h-full w-full object-cover transition duration-500 group-hover:scale-105" />
        {/* The area's logo, as on its /areas card (written out here: importing that card's module cost the home page 0.7 KB of shared chunk). */}
        {area.logo && (
          <div className="absolute start-3 top-3 flex h-12 w-16 items-center justify-center rounded-md bg-white/95 p-1.5 shadow">
            <Img src={area.logo} alt="" sizes="64px" className="max-h-9 w-auto object-contain" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-gold-600">
          <PinIcon className="h-3.5 w-3.5" /> <OptionText group="emirate" name={area.emirate} />
        </p>
        <h3 lang={area.nameLang} className="mt-1 text-xl font-bold text-slate-900">
          <Link to={`/area/${area.slug}`} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none">
            {area.name}
          </Link>
        </h3>
        <p lang={area.descriptionLang} className="mt-1 text-sm text-slate-600">{cutHtml(area.description, TEXT_CUTS.homeAreaDescription)}</p>
        <p aria-hidden="true" className="mt-auto pt-3 text-sm font-semibold text-brand-700 group-hover:underline">
          {t("exploreArea")} <span className="inline-block rtl:-scale-x-100">→</span>
        </p>
      </div>
    </article>
  );
}

export function DeveloperSlide({ developer }: { developer: { name: string; nameLang?: Lang; projectCount: number; logo: string | null; slug: string } }) {
  const t = useTranslations("home");
  const projects = t("projects", { count: developer.projectCount });
  return (
    <article className="flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
      <div className="flex h-24 w-full items-center justify-center rounded-lg bg-slate-50">
        <Img src={developer.logo} alt={t("developerLogo", { name: developer.name })} sizes="200px" className="h-20 w-auto max-w-[12rem] object-contain" />
      </div>
      <h3 lang={developer.nameLang} className="mt-4 font-semibold text-slate-900">
        {developer.name}
      </h3>
      <Link
        to={`/developer/${developer.slug}`}
        aria-label={`${developer.name}: ${projects}`}
        className="mt-auto inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
      >
        {projects}
      </Link>
    </article>
  );
}

export function BlogSlide({ blog }: { blog: { id: number; slug: string; title: string; titleLang?: Lang; image: string | null; createdOn: string; category: string; description: string; descriptionLang?: Lang } }) {
  const href = `/blogs/${blog.slug}/${blog.id}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-slate-100">
        <Img src={blog.image} alt="" sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px" className="h-full w-full object-cover" />
        <BlogDateBadge createdOn={blog.createdOn} dayClassName="text-lg" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-gold-600">
          <OptionText group="blogCategory" name={blog.category} />
        </p>
        <h3 lang={blog.titleLang} className="mt-2 font-semibold leading-snug text-slate-900" title={blog.title}>
          {cutText(blog.title, TEXT_CUTS.blogTitle)}
        </h3>
        <p lang={blog.descriptionLang} className="mt-2 text-sm text-slate-600">{cutText(blog.description, TEXT_CUTS.blogDescription)}</p>
        <Link to={href} className="group mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-2 text-sm font-semibold text-brand-700 hover:underline">
          <ReadMore />
          <span className="sr-only">
            : <span lang={blog.titleLang}>{blog.title}</span>
          </span>
        </Link>
      </div>
    </article>
  );
}

/** Grid columns per number of cards, written out so Tailwind sees each class (no inline style: CSP). */
const SKELETON_COLUMNS: Record<number, string> = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4", 5: "grid-cols-5", 6: "grid-cols-6" };

/** Grey placeholders in the shape of a row of cards. */
export function CardSkeletons({ count, className = "aspect-[4/3]" }: { count: number; className?: string }) {
  const t = useTranslations("home");
  return (
    <div role="status" aria-label={t("loading")} className={`grid gap-4 ${SKELETON_COLUMNS[count] ?? "grid-cols-3"}`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`animate-pulse rounded-xl bg-slate-200 ${i > 0 ? "upto-640:hidden" : ""} ${className}`} />
      ))}
    </div>
  );
}
