/** Privacy Policy (spec 2.9): a long-form legal page with an "On this page" list. */
import type { Route } from "./+types/privacy-policy";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { ArticlePage } from "../modules/content/ui/article-page.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "privacy-policy", pageContent.privacy, localeOf(request));
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <ArticlePage heading={loaderData.heading} article={loaderData.page} />;
}
