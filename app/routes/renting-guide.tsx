/** Renting guide (spec 2.9): documents you need, the process, and 5 FAQs with the first open. */
import type { Route } from "./+types/renting-guide";
import { seoMeta } from "../lib/seo.ts";
import { dbContext } from "../context.ts";
import { pageContent } from "../content/pages.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { ArticleLayout, TextSections } from "../components/content/article-layout.tsx";
import { ContactCta, FaqSection } from "../components/content/section.tsx";
import { Prose } from "../components/content/prose.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, "renting-a-property-in-dubai"), pageContent.heading(db, "renting-a-property-in-dubai"), pageContent.rentingGuide(db)]);
  return { meta, heading, page };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, { ...args.loaderData.meta, type: "article" }) : [];
}

export default function RentingGuide({ loaderData }: Route.ComponentProps) {
  const { page, heading } = loaderData;
  const toc = [
    ...(page.documents.length ? [{ id: "documents", title: "Documents you need" }] : []),
    ...page.sections,
    ...(page.faq.length ? [{ id: "faq", title: "FAQs" }] : []),
  ];
  return (
    <main>
      <PageHeader
        title={heading.heading}
        eyebrow={heading.eyebrow}
        crumbs={[{ label: "Services" }, { label: heading.heading }]}
        lead={heading.lead}
      />
      <ArticleLayout toc={toc}>
        {page.introHtml && <Prose html={page.introHtml} className="text-lg leading-8" />}
        {page.documents.length > 0 && (
          <section id="documents" aria-labelledby="documents-title" className="scroll-mt-28">
            <h2 id="documents-title" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              Documents you need
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {page.documents.map((d) => (
                <li key={d} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600">
                    <path
                      fill="currentColor"
                      d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                    />
                  </svg>
                  <span>{d}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <TextSections sections={page.sections} />
        <FaqSection items={page.faq} title="Renting in Dubai: FAQs" firstOpen />
        <ContactCta title="Looking for your next home?" />
      </ArticleLayout>
    </main>
  );
}
