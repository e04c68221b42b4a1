/** Terms and Conditions (spec 2.9): a long-form legal page with an "On this page" list. */
import type { Route } from "./+types/terms-condition";
import { seoMeta } from "../lib/seo.ts";
import { dbContext } from "../context.ts";
import { pageContent } from "../content/pages.server.ts";
import { PageHeader } from "../components/content/page-header.tsx";
import { Prose } from "../components/content/prose.tsx";
import { ArticleLayout, TextSections } from "../components/content/article-layout.tsx";

// The texts stay on the server: the page gets them as loader data, not in its JavaScript.
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [meta, heading, page] = await Promise.all([pageContent.meta(db, "terms-condition"), pageContent.heading(db, "terms-condition"), pageContent.terms(db)]);
  return { meta, heading, page };
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? seoMeta(args, args.loaderData.meta) : [];
}

export default function TermsCondition({ loaderData }: Route.ComponentProps) {
  const { page, heading } = loaderData;
  return (
    <main>
      <PageHeader
        title={heading.heading}
        eyebrow={heading.eyebrow}
        lead={heading.lead}
      />
      <ArticleLayout toc={page.sections}>
        {page.introHtml && <Prose html={page.introHtml} />}
        <TextSections sections={page.sections} />
      </ArticleLayout>
    </main>
  );
}
