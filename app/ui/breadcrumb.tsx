/**
 * Breadcrumb trail with BreadcrumbList structured data (absolute URLs from the site URL), both in
 * the page's language: the crumbs' paths are English page paths, put into the page's language here.
 */
import { useRouteLoaderData } from "react-router";
import { Link } from "./link.tsx";
import { JsonLd } from "./json-ld.tsx";
import { useLocale, useTranslations } from "../platform/i18n/intl.tsx";
import { localizePath } from "../platform/i18n/locale.ts";

/** `lang: "en"` marks an English label (a listing's name without an Arabic one) on an Arabic page. */
export type Crumb = { label: string; to?: string; lang?: "en" };

export function Breadcrumb({ items, className = "" }: { items: Crumb[]; className?: string }) {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  const siteUrl = (root?.siteUrl ?? "").replace(/\/$/, "");
  const locale = useLocale();
  const nav = useTranslations("nav");
  const t = useTranslations("detail");
  const trail: Crumb[] = [{ label: nav("home"), to: "/" }, ...items];
  return (
    <nav aria-label={t("breadcrumb")} className={`text-sm ${className}`}>
      {/* Each "/" ends its crumb's item, so a trail that wraps never starts a line with one. */}
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-slate-600">
        {trail.map((c, i) => {
          const last = i === trail.length - 1;
          return (
            // The last crumb (the page itself, often a long listing name the h1 repeats) takes the rest of the
            // line and is cut to it, with the full name in its title: two lines of it pushed the price off a phone's first screen.
            <li key={`${c.label}-${i}`} className={`flex min-w-0 items-center gap-1.5 ${last ? "basis-0 grow" : ""}`}>
              {c.to && !last ? (
                <Link to={c.to} lang={c.lang} className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-700 hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} lang={c.lang} title={c.label} className="min-w-0 truncate font-medium text-slate-800">
                  {c.label}
                </span>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: trail.map((c, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: c.label,
            ...(c.to ? { item: `${siteUrl}${localizePath(c.to, locale)}` } : {}),
          })),
        }}
      />
    </nav>
  );
}
