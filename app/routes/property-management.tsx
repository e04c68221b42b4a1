/** Property management guide (spec 2.9): what we manage, fees and 4 FAQs. */
import type { Route } from "./+types/property-management";
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
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, "property-management"), pageContent.heading(db, "property-management"), pageContent.propertyManagement(db)]);
  return { meta, heading, page };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, args.loaderData.meta) : [];
}

export default function PropertyManagement({ loaderData }: Route.ComponentProps) {
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
      <ArticleLayout toc={toc}>
        {page.introHtml && <Prose html={page.introHtml} className="text-lg leading-8" />}
        <TextSections sections={page.sections} />
        <FaqSection items={page.faq} title="Property management: FAQs" />
        <ContactCta
          title="Let us manage your property"
          text="Tell us about your property and we will send a management proposal with a rent estimate within two working days."
        />
      </ArticleLayout>
    </main>
  );
}
