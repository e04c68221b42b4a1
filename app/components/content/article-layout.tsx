/**
 * Long-form page layout for guides and policies: a reading column of titled sections with an
 * "On this page" list beside it on wide screens (anchor links, no JavaScript).
 */
import { Prose } from "./prose.tsx";
import type { TextSection } from "../../content/sections.ts";

export function OnThisPage({ items: all }: { items: { id: string; title: string }[] }) {
  const items = all.filter((s) => s.title);
  if (items.length < 2) return null;
  return (
    <nav aria-label="On this page" className="rounded-2xl border border-slate-200 bg-white p-5">
      <p className="text-sm font-semibold tracking-wider text-slate-500 uppercase">On this page</p>
      <ol className="mt-3 space-y-2 text-sm">
        {items.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Sections rendered as h2 + prose, each with an anchor id for the contents list. */
export function TextSections({ sections }: { sections: TextSection[] }) {
  return (
    <>
      {sections.map((s) =>
        !s.title ? (
          <Prose key={s.id} html={s.html} />
        ) : (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-28">
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
  toc: { id: string; title: string }[];
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
