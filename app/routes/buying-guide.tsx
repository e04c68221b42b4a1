/**
 * Buying guide (spec 2.9): breadcrumb, hero image, freehold vs leasehold, market research,
 * property services, investment advisory, a table of buying costs and 5 FAQs.
 */
import type { Route } from "./+types/buying-guide";
import { useTranslations } from "../platform/i18n/intl.tsx";
import { pageSeoMeta, DEFAULT_OG_IMAGE } from "../modules/site/seo.ts";
import { dbContext } from "../platform/context.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { GuidePage } from "../modules/content/ui/article-page.tsx";
import { ContactCta } from "../modules/content/ui/section.tsx";
import { Img } from "../ui/img.tsx";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "buying-a-property-in-dubai", pageContent.buyingGuide, localeOf(request));
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args, { type: "article" });
}

export default function BuyingGuide({ loaderData: { heading, page } }: Route.ComponentProps) {
  const t = useTranslations("content");
  const banner = (
    <div className="page-gutter pt-10">
      <div className="overflow-hidden rounded-2xl bg-slate-100">
        <Img
          src={DEFAULT_OG_IMAGE}
          alt={t("buyingBannerAlt")}
          sizes="(min-width: 1152px) 1120px, 100vw"
          className="h-56 w-full object-cover sm:h-96"
          priority
        />
      </div>
    </div>
  );
  return (
    <GuidePage heading={heading} banner={banner} article={page} faqTitle={t("buyingFaq")}>
      <ContactCta title={t("buyingCta")} />
    </GuidePage>
  );
}
