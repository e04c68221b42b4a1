/**
 * Buying guide (spec 2.9): breadcrumb, hero image, freehold vs leasehold, market research,
 * property services, investment advisory, a table of buying costs and 5 FAQs.
 */
import type { Route } from "./+types/buying-guide";
import { seoMeta, DEFAULT_OG_IMAGE } from "../lib/seo.ts";
import { dbContext } from "../context.ts";
import { pageContent } from "../content/pages.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { ArticleLayout, TextSections } from "../components/content/article-layout.tsx";
import { ContactCta, FaqSection } from "../components/content/section.tsx";
import { Prose } from "../components/content/prose.tsx";
import { Img } from "../components/img.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, "buying-a-property-in-dubai"), pageContent.heading(db, "buying-a-property-in-dubai"), pageContent.buyingGuide(db)]);
  return { meta, heading, page };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, { ...args.loaderData.meta, image: DEFAULT_OG_IMAGE, type: "article" }) : [];
}

export default function BuyingGuide({ loaderData }: Route.ComponentProps) {
  const { page, heading } = loaderData;
  const toc = [...page.sections, ...(page.faq.length ? [{ id: "faq", title: "FAQs" }] : [])];
  return (
    <main>
      <PageHeader
        title={heading.heading}
        eyebrow={heading.eyebrow}
        crumbs={[{ label: "Services" }, { label: heading.heading }]}
        lead={heading.lead}
      />
      <div className="page-gutter pt-10">
        <div className="overflow-hidden rounded-2xl bg-slate-100">
          <Img
            src={DEFAULT_OG_IMAGE}
            alt="Dubai skyline with Downtown towers"
            sizes="(min-width: 1152px) 1120px, 100vw"
            className="h-56 w-full object-cover sm:h-96"
            priority
          />
        </div>
      </div>
      <ArticleLayout toc={toc}>
        {page.introHtml && <Prose html={page.introHtml} className="text-lg leading-8" />}
        <TextSections sections={page.sections} />
        <FaqSection items={page.faq} title="Buying in Dubai: FAQs" />
        <ContactCta title="Ready to start your search?" />
      </ArticleLayout>
    </main>
  );
}
