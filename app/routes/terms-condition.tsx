/** Terms and Conditions (spec 2.9): a long-form legal page with an "On this page" list. */
import type { Route } from "./+types/terms-condition";
import { seoMeta } from "../lib/seo.ts";
import { content } from "../components/content/page-content.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ArticleLayout, TextSections } from "../components/content/article-layout.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export function loader() {
  return { meta: content.meta("terms-condition"), page: content.terms() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, args.loaderData.meta) : [];
}

export default function TermsCondition({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main>
      <PageHeader
        title="Terms and Conditions"
        eyebrow="Legal"
        lead="The terms that apply when you browse our listings, use our calculators or send us an enquiry."
      />
      <ArticleLayout toc={page.sections}>
        {page.introHtml && <Prose html={page.introHtml} />}
        <TextSections sections={page.sections} />
      </ArticleLayout>
    </main>
  );
}
