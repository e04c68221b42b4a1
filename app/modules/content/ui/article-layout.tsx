/**
 * Long-form page layout for guides and policies: a reading column of titled sections with an
 * "On this page" list beside it on wide screens (anchor links, no JavaScript).
 */
import { Prose } from "../../../ui/prose.tsx";
import type { TextSection } from "../pages/sections.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

function OnThisPage({ items: all }: { items: { id: string; title: string; lang?: "en" }[] }) {
  const t = useTranslations("content");
  const items = all.filter((s) => s.title);
  if (items.length < 2) return null;
  return (
    <nav aria-label={t("onThisPage")} className="rounded-2xl border border-slate-200 bg-white p-5">
      <p className="text-sm font-semibold tracking-wider text-slate-500 uppercase">{t("onThisPage")}</p>
      <ol className="mt-3 space-y-2 text-sm">
        {items.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} lang={s.lang} className="text-slate-700 hover:text-brand-700 hover:underline">
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Sections rendered as h2 + prose, each with an anchor id for the contents list (and the language of its text). */
export function TextSections({ sections }: { sections: Array<TextSection & { lang?: "en" }> }) {
  return (
    <>
      {sections.map((s) =>
        !s.title ? (
          <Prose key={s.id} html={s.html} lang={s.lang} />
        ) : (
          <section key={s.id} id={s.id} lang={s.lang} aria-labelledby={`${s.id}-title`} className="scroll-mt-28">
            <h2 id={`${s.id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              {s.title}
            </h2>
            <Prose html={s.html} className="mt-4" />
          </section>
        ),
      )}
    </>
  );
}

export function ArticleLayout({
  toc,
  aside,
  children,
}: {
  toc: { id: string; title: string; lang?: "en" }[];
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="page-gutter grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_280px] lg:py-16">
      <div className="min-w-0 space-y-14">{children}</div>
      <aside className="hidden space-y-6 lg:sticky lg:top-28 lg:block lg:self-start">
        <OnThisPage items={toc} />
        {aside}
      </aside>
    </div>
  );
}
