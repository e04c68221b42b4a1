/** A developer's card (developers page, home carousel): logo, name and 'N Projects' linking to its page. */
import { Link } from "../../../ui/link.tsx";
import { Img } from "../../../ui/img.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

type DeveloperCardData = {
  name: string;
  projectCount: number;
  logo: string | null;
  slug: string;
  /** "en" when the name is English on an Arabic page (no translation yet). */
  nameLang?: "en";
};

export function DeveloperCard({ developer }: { developer: DeveloperCardData }) {
  const href = `/developer/${developer.slug}`;
  const t = useTranslations("home");
  return (
    <article className="group relative flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="flex h-24 w-full items-center justify-center rounded-lg bg-slate-50">
        <Img
          src={developer.logo}
          alt={t("developerLogo", { name: developer.name })}
          sizes="200px"
          className="h-20 w-auto max-w-[12rem] object-contain"
        />
      </div>
      <h2 lang={developer.nameLang} className="mt-4 text-lg font-semibold text-slate-900">
        <Link to={href} className="after:absolute after:inset-0 focus:outline-none">
          {developer.name}
        </Link>
      </h2>
      <p className="mt-auto pt-3">
        <span className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
          {t("projects", { count: developer.projectCount })}
        </span>
      </p>
    </article>
  );
}

export function DeveloperCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col items-center rounded-xl border border-slate-200 bg-white p-5">
      <div className="h-24 w-full rounded-lg bg-slate-200" />
      <div className="mt-4 h-5 w-2/3 rounded bg-slate-200" />
      <div className="mt-4 h-7 w-24 rounded-full bg-slate-200" />
    </div>
  );
}
