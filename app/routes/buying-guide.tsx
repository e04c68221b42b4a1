/**
 * Buying guide (spec 2.9): breadcrumb, hero image, freehold vs leasehold, market research,
 * property services, investment advisory, a table of buying costs and 5 FAQs.
 */
import type { Route } from "./+types/buying-guide";
import { seoMeta, DEFAULT_OG_IMAGE } from "../lib/seo.ts";
import { content } from "../components/content/page-content.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { ArticleLayout, TextSections } from "../components/content/article-layout.tsx";
import { ContactCta, FaqSection } from "../components/content/section.tsx";
import { Prose } from "../components/content/prose.tsx";
import { Img } from "../components/img.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export function loader() {
  return { meta: content.meta("buying-a-property-in-dubai"), page: content.buyingGuide() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, { ...args.loaderData.meta, image: DEFAULT_OG_IMAGE, type: "article" }) : [];
}

export default function BuyingGuide({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const toc = [...page.sections, ...(page.faq.length ? [{ id: "faq", title: "FAQs" }] : [])];
  return (
    <main>
      <PageHeader
        title="Buying a Property in Dubai"
        eyebrow="Buyer's guide"
        crumbs={[{ label: "Services" }, { label: "Buying a Property in Dubai" }]}
        lead="Everything you need to know before you buy in Dubai: where foreigners can own, how to research prices, what it costs and how the transfer works."
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
