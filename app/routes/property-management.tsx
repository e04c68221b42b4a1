/** Property management guide (spec 2.9): what we manage, fees and 4 FAQs. */
import type { Route } from "./+types/property-management";
import { useTranslations } from "../platform/i18n/intl.tsx";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { GuidePage } from "../modules/content/ui/article-page.tsx";
import { ContactCta } from "../modules/content/ui/section.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "property-management", pageContent.propertyManagement, localeOf(request));
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

export default function PropertyManagement({ loaderData: { heading, page } }: Route.ComponentProps) {
  const t = useTranslations("content");
  return (
    <GuidePage heading={heading} article={page} faqTitle={t("managementFaq")}>
      <ContactCta
        title={t("managementCtaTitle")}
        text={t("managementCtaText")}
      />
    </GuidePage>
  );
}
