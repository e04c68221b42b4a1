/** Privacy Policy (spec 2.9): a long-form legal page with an "On this page" list. */
import type { Route } from "./+types/privacy-policy";
import { seoMeta } from "../lib/seo.ts";
import { content } from "../components/content/page-content.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ArticleLayout, TextSections } from "../components/content/article-layout.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export function loader() {
  return { meta: content.meta("privacy-policy"), page: content.privacy() };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, args.loaderData.meta) : [];
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
