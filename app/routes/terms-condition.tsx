/** Terms and Conditions (spec 2.9): a long-form legal page with an "On this page" list. */
import type { Route } from "./+types/terms-condition";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { ArticlePage } from "../modules/content/ui/article-page.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "terms-condition", pageContent.terms, localeOf(request));
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

export default function TermsCondition({ loaderData }: Route.ComponentProps) {
  return <ArticlePage heading={loaderData.heading} article={loaderData.page} />;
}
