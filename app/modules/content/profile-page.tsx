/**
 * The page of one area (/area/{URL}) or one developer (/developer/{URL}), spec 2.7, 2.9: a
 * header with the breadcrumb, the profile (name, picture, sanitised description), then that
 * area's or developer's project list, its newest units, and the page's structured data.
 */
import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "../../ui/breadcrumb.tsx";
import { JsonLd } from "../../ui/json-ld.tsx";
import { Prose } from "../../ui/prose.tsx";
import { Img } from "../../ui/img.tsx";
import type { LocalText } from "../../platform/i18n/local-text.ts";

type Props = {
  crumbs: Crumb[];
  /** The profile's layout (picture and intro), below the breadcrumb. */
  children: ReactNode;
  /** The area's or developer's projects (listings' ProjectListView). */
  list: ReactNode;
  jsonLd: Record<string, unknown>;
  /** The area's or developer's newest units (listings' LazyProfileUnits), below the projects. */
  units: ReactNode;
};

export function ProfilePage({ crumbs, children, list, jsonLd, units }: Props) {
  return (
    <main id="main">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="page-gutter pb-10 pt-6">
          <Breadcrumb items={crumbs} />
          {children}
        </div>
      </header>
      <div className="page-gutter pb-16 pt-8">
        {list}
        {units}
      </div>
      <JsonLd data={jsonLd} />
    </main>
  );
}

type Logo = { src: string; alt: string } | null;

/** The profile's words: a small line above the name (kind and place), the name (beside its logo when given), the description. */
/** The profile's name and description in the page's language (LocalText: English marked lang="en" where there is no Arabic). */
export function ProfileIntro({ eyebrow, name, description, className, logo = null }: { eyebrow: string; name: LocalText; description: LocalText; className: string; logo?: Logo }) {
  return (
    <div className="min-w-0">
      <p className="text-sm font-semibold uppercase tracking-wider text-gold-600">{eyebrow}</p>
      <div className="mt-1 flex items-center gap-4">
        {logo && <Img {...logo} sizes="96px" className="h-16 w-auto max-w-24 shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-2 shadow-sm" />}
        <h1 lang={name.lang} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {name.text}
        </h1>
      </div>
      {description.text && <Prose html={description.text} lang={description.lang} className={className} />}
    </div>
  );
}

/** The schema.org description of an area (Place) or a developer (Organization): name, URL, picture, text cut to 300. */
