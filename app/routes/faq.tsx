/** General FAQ (spec 2.9): four questions, each opening on its own. */
import type { Route } from "./+types/faq";
import { seoMeta } from "../lib/seo.ts";
import { content } from "../components/content/page-content.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { ContactCta } from "../components/content/section.tsx";
import { FaqAccordion } from "../components/faq-accordion.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export function loader() {
  return { meta: content.meta("faq"), page: content.faqPage() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, args.loaderData.meta) : [];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main>
      <PageHeader
        title="Frequently Asked Questions"
        eyebrow="Help centre"
        crumbs={[{ label: "FAQ" }]}
        lead="Quick answers to the questions we hear most from buyers, tenants and investors in Dubai."
      />
      <div className="page-gutter space-y-16 py-12 *:max-w-3xl lg:py-16">
        <FaqAccordion items={page.faq} headingLevel={2} />
        <ContactCta title="Still have a question?" />
      </div>
    </main>
  );
}
