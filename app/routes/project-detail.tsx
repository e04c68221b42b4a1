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

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadListingDetail(context.get(dbContext), request, "project", { pageURL: params.pageURL, rawId: params.projectId });
}

export const handle = listingDetailHandle;

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Project not found" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, d.seo);
}

export default function ProjectDetailPage({ loaderData, matches }: Route.ComponentProps) {
  return <ListingDetail {...loaderData} siteUrl={siteUrlFrom(matches)} />;
}
