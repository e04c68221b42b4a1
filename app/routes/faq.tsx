/** General FAQ (spec 2.9): four questions, each opening on its own. */
import type { Route } from "./+types/faq";
import { seoMeta } from "../lib/seo.ts";
import { dbContext } from "../context.ts";
import { pageContent } from "../content/pages.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { ContactCta } from "../components/content/section.tsx";
import { FaqAccordion } from "../components/faq-accordion.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, "faq"), pageContent.heading(db, "faq"), pageContent.faqPage(db)]);
  return { meta, heading, page };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, args.loaderData.meta) : [];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page, heading } = loaderData;
  return (
    <main>
      <PageHeader
        title={heading.heading}
        eyebrow={heading.eyebrow}
        crumbs={[{ label: "FAQ" }]}
        lead={heading.lead}
      />
      <div className="page-gutter space-y-16 py-12 *:max-w-3xl lg:py-16">
        <FaqAccordion items={page.faq} headingLevel={2} />
        <ContactCta title="Still have a question?" />
      </div>
    </main>
  );
}
