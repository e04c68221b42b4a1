/** Privacy Policy (spec 2.9): a long-form legal page with an "On this page" list. */
import type { Route } from "./+types/privacy-policy";
import { seoMeta } from "../lib/seo.ts";
import { content } from "../components/content/page-content.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ArticleLayout, TextSections } from "../components/content/article-layout.tsx";

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, content.meta("privacy-policy"));
}

export default function PrivacyPolicy() {
  const page = content.privacy();
  return (
    <main>
      <PageHeader
        title="Privacy Policy"
        eyebrow="Legal"
        lead="How we collect, use, share and protect your personal data when you use this website or contact us."
      />
      <ArticleLayout toc={page.sections}>
        {page.introHtml && <Prose html={page.introHtml} />}
        <TextSections sections={page.sections} />
      </ArticleLayout>
    </main>
  );
}
