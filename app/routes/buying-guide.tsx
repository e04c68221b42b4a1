/**
 * Buying guide (spec 2.9): breadcrumb, hero image, freehold vs leasehold, market research,
 * property services, investment advisory, a table of buying costs and 5 FAQs.
 */
import type { Route } from "./+types/buying-guide";
import { pageSeoMeta, DEFAULT_OG_IMAGE } from "../lib/seo.ts";
import { dbContext } from "../context.ts";
import { loadContentPage, pageContent } from "../content/pages.server.ts";
import { GuidePage } from "../components/content/article-page.tsx";
import { ContactCta } from "../components/content/section.tsx";
import { Img } from "../components/img.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context.get(dbContext), "buying-a-property-in-dubai", pageContent.buyingGuide);
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args, { type: "article" });
}

export default function BuyingGuide({ loaderData: { heading, page } }: Route.ComponentProps) {
  const banner = (
    <div className="page-gutter pt-10">
      <div className="overflow-hidden rounded-2xl bg-slate-100">
        <Img
          src={DEFAULT_OG_IMAGE}
          alt="Dubai skyline with Downtown towers"
          sizes="(min-width: 1152px) 1120px, 100vw"
          className="h-56 w-full object-cover sm:h-96"
          priority
        />
      </div>
    </div>
  );
  return (
    <GuidePage heading={heading} banner={banner} article={page} faqTitle="Buying in Dubai: FAQs">
      <ContactCta title="Ready to start your search?" />
    </GuidePage>
  );
}
