/** General FAQ (spec 2.9): four questions, each opening on its own. */
import type { Route } from "./+types/faq";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { ContentPage } from "../modules/content/ui/content-page.tsx";
import { ContactCta } from "../modules/content/ui/section.tsx";
import { FaqAccordion } from "../modules/content/ui/faq-accordion.tsx";
import { useTranslations } from "../platform/i18n/intl.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "faq", pageContent.faqPage, localeOf(request));
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

export default function Faq({ loaderData: { heading, page } }: Route.ComponentProps) {
  const t = useTranslations("content");
  return (
    <ContentPage heading={heading} crumbs={[{ label: t("faqCrumb") }]} className="space-y-16 py-12 *:max-w-3xl lg:py-16">
      <FaqAccordion items={page.faq} headingLevel={2} />
      <ContactCta title={t("faqCta")} />
    </ContentPage>
  );
}
