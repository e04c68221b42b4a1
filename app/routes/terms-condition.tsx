/** Terms and Conditions (spec 2.9): a long-form legal page with an "On this page" list. */
import type { Route } from "./+types/terms-condition";
import { seoMeta } from "../lib/seo.ts";
import { content } from "../components/content/page-content.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ArticleLayout, TextSections } from "../components/content/article-layout.tsx";

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, content.meta("terms-condition"));
}

export default function TermsCondition() {
  const page = content.terms();
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
