/** Careers: why join, the roles a brokerage hires for, and how to apply. */
import type { Route } from "./+types/careers";
import { seoMeta } from "../lib/seo.ts";
import { useBrokerage } from "../content/brokerage.ts";
import { dbContext } from "../context.ts";
import { pageContent } from "../content/pages.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { Prose } from "../components/content/prose.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, "careers"), pageContent.heading(db, "careers"), pageContent.careers(db)]);
  return { meta, heading, page };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, args.loaderData.meta) : [];
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { page, heading } = loaderData;
  const brokerage = useBrokerage();
  return (
    <main>
      <PageHeader
        title={heading.heading}
        eyebrow={heading.eyebrow}
        lead={heading.lead}
      />
      <div className="page-gutter space-y-16 py-12 lg:py-16">
        {page.introHtml && <Prose html={page.introHtml} className="max-w-3xl text-lg leading-8" />}
        {page.roles.length > 0 && (
          <section aria-labelledby="roles-title">
            <h2 id="roles-title" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              Roles we hire for
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {page.roles.map((r) => (
                <li key={r.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <h3 className="text-lg font-semibold text-slate-900">{r.title}</h3>
                  <Prose html={r.summaryHtml} className="mt-3 text-sm" />
                </li>
              ))}
            </ul>
          </section>
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
      </div>
    </main>
  );
}
