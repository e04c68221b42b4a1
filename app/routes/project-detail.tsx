/**
 * /project/{pageURL}/{projectId} (spec 2.8): breadcrumb, three-image gallery with the full-screen
 * slider, status, title, starting price, area, bed types and size; Property Details, Description,
 * Amenities, Places Near By (each only under the spec's conditions), Video, brochure, mortgage
 * calculator (fed with the starting price), Map View; the Contact Seller card with 'Enquire Now'.
 * Off-plan essentials: the developer (linked), the completion date and the payment plan.
 * Unknown or non-numeric ids are real 404s; a pageURL that is not the project's own redirects
 * (301) to the canonical URL.
 */
import type { Route } from "./+types/project-detail";
import { dbContext } from "../platform/context.ts";
import { loadListingDetail } from "../modules/listings/detail/listing-detail.server.ts";
import { seoMeta, siteUrlFrom } from "../modules/site/seo.ts";
import { ListingDetail, listingDetailHandle } from "../modules/listings/ui/listing-detail.tsx";
import { loadMarketSection, marketSectionHtml } from "../modules/market/index.server.ts";
import { MarketSection } from "../modules/market/components.tsx";
import { markupForPage } from "../platform/http/document-markup.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const detail = await loadListingDetail(db, request, "project", { pageURL: params.pageURL, rawId: params.projectId });
  const market = marketSectionHtml(await loadMarketSection(db, "project", detail.listing.id, { name: detail.texts.name.text, locale: localeOf(request), now: new Date() }));
  return { ...detail, market: markupForPage(context, "market", market) };
}

export const handle = listingDetailHandle;

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Project not found" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, d.seo);
}

export default function ProjectDetailPage({ loaderData, matches }: Route.ComponentProps) {
  const { market, ...detail } = loaderData;
  return (
    <>
      <ListingDetail {...detail} siteUrl={siteUrlFrom(matches)} />
      {/* Below the page's main: the section is its own named region, and listing-detail.tsx stays the units' and projects' shared page. */}
      <div className="page-gutter pb-16"><MarketSection html={market} /></div>
    </>
  );
}
