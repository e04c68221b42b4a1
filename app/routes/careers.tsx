/** Careers: why join, the roles a brokerage hires for, and how to apply. */
import type { Route } from "./+types/careers";
import { pageSeoMeta } from "../lib/seo.ts";
import { useBrokerage } from "../content/brokerage.ts";
import { dbContext } from "../context.ts";
import { loadContentPage, pageContent } from "../content/pages.server.ts";
import { ContentPage } from "../components/content/content-page.tsx";
import { Prose } from "../components/content/prose.tsx";
import { Section } from "../components/content/section.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "careers", pageContent.careers);
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

export default function Careers({ loaderData: { heading, page } }: Route.ComponentProps) {
  const brokerage = useBrokerage();
  return (
    <ContentPage heading={heading}>
      {page.introHtml && <Prose html={page.introHtml} className="max-w-3xl text-lg leading-8" />}
      {page.roles.length > 0 && (
        <Section id="roles" title="Roles we hire for">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.roles.map((r) => (
              <li key={r.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">{r.title}</h3>
                <Prose html={r.summaryHtml} className="mt-3 text-sm" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <section aria-labelledby="apply-title" className="rounded-2xl bg-brand-50 p-8">
        <h2 id="apply-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          How to apply
        </h2>
        {page.howToApplyHtml && <Prose html={page.howToApplyHtml} className="mt-4 max-w-3xl" />}
        <a
          href={`mailto:${brokerage.careersEmail}?subject=${encodeURIComponent("Career application")}`}
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Send your CV to {brokerage.careersEmail}
        </a>
      </section>
    </ContentPage>
  );
}
