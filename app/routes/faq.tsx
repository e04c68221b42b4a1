/** General FAQ (spec 2.9): four questions, each opening on its own. */
import type { Route } from "./+types/faq";
import { seoMeta } from "../lib/seo.ts";
import { content } from "../components/content/page-content.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { ContactCta } from "../components/content/section.tsx";
import { FaqAccordion } from "../components/faq-accordion.tsx";

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, content.meta("faq"));
}

export default function Faq() {
  const page = content.faqPage();
  return (
    <main>
      <PageHeader
        title="Frequently Asked Questions"
        eyebrow="Help centre"
        crumbs={[{ label: "FAQ" }]}
        lead="Quick answers to the questions we hear most from buyers, tenants and investors in Dubai."
      />
      <div className="mx-auto max-w-3xl space-y-16 px-4 py-12 lg:py-16">
        <FaqAccordion items={page.faq} headingLevel={2} />
        <ContactCta title="Still have a question?" />
      </div>
    </main>
  );
}
