/**
 * Buying guide (spec 2.9): breadcrumb, hero image, freehold vs leasehold, market research,
 * property services, investment advisory, a table of buying costs and 5 FAQs.
 */
import type { Route } from "./+types/buying-guide";
import { useTranslations } from "../i18n/intl.tsx";
import { pageSeoMeta, DEFAULT_OG_IMAGE } from "../lib/seo.ts";
import { dbContext } from "../context.ts";
import { localeOf } from "../i18n/locale.server.ts";
import { loadContentPage, pageContent } from "../content/pages.server.ts";
import { GuidePage } from "../components/content/article-page.tsx";
import { ContactCta } from "../components/content/section.tsx";
import { Img } from "../components/img.tsx";

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
