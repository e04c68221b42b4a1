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
import { getProject } from "../modules/listings/queries/projects.server.ts";
import { arabicMeta, findListingOr404, listingPageData } from "../modules/listings/detail/listing-detail.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { optionNames } from "../modules/listings/lookups.server.ts";
import { seoMeta, siteUrlFrom } from "../modules/site/seo.ts";
import { cutText, formatAed, htmlToText } from "../platform/i18n/format.ts";
import { contactBarHandle } from "../modules/listings/ui/contact-bar.tsx";
import { enquiryOf, ListingDetail } from "../modules/listings/ui/listing-detail.tsx";
import { completionText, projectBedsText } from "../modules/listings/ui/project-text.ts";
import { listingHref } from "../modules/listings/ui/listing-href.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const locale = localeOf(request);
  const { listing, canonical } = await findListingOr404(
    { pageURL: params.pageURL, rawId: params.projectId, locale },
    (id) => getProject(db, id),
    (p) => ({ pageURL: p.slug, canonical: listingHref(p) }),
  );
  const page = await listingPageData(db, listing, canonical, locale);
  // The meta texts in Arabic on an Arabic page; English pages write theirs in `meta` as before.
  return { ...page, arabicMeta: locale === "ar" ? arabicMeta(page.listing, page.texts, await optionNames(db, locale)) : null };
}

/** Phones and tablets get the contact bar (Call, WhatsApp, Enquire): the card comes last there. */
export const handle = contactBarHandle((d: Awaited<ReturnType<typeof loader>>) => ({
  subject: d.texts.name.text,
  enquiry: enquiryOf(d.listing),
}));

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Project not found" }, { name: "robots", content: "noindex" }];
  if (d.arabicMeta) return seoMeta(args, { ...d.arabicMeta, path: d.canonical, image: d.extras.images[0] });
  const p = d.listing;
  if (p.kind !== "project") return [];
  return seoMeta(args, {
    title: `${p.title} by ${p.developer.name} in ${p.area.name}`,
    description: cutText(
      `${p.type} project in ${p.area.name}, ${p.area.emirate}, from ${formatAed(p.price)}. ${projectBedsText(p.beds)}, completion ${completionText(p.completionYear, p.completionQuarter)}. ${htmlToText(d.texts.description.text)}`,
      155,
    ),
    path: d.canonical,
    image: d.extras.images[0],
  });
}

export default function ProjectDetailPage({ loaderData, matches }: Route.ComponentProps) {
  return <ListingDetail {...loaderData} siteUrl={siteUrlFrom(matches)} />;
}
