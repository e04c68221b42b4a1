/**
 * /property/{pageURL}/{unitId} (spec 2.6): gallery, facts, the optional sections (each only
 * when its data exists), mortgage calculator, map, Contact Seller card, the Trakheesi permit
 * with its QR code, and RealEstateListing structured data. Unknown or non-numeric ids are
 * real 404s; a pageURL that is not the unit's own redirects (301) to the canonical URL.
 */
import type { Route } from "./+types/property-detail";
import { dbContext } from "../platform/context.ts";
import { getUnitDetails } from "../modules/listings/queries/units.server.ts";
import { arabicMeta, findListingOr404, listingPageData } from "../modules/listings/detail/listing-detail.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { optionNames } from "../modules/listings/lookups.server.ts";
import { seoMeta, siteUrlFrom } from "../modules/site/seo.ts";
import { cutText, formatAed, htmlToText } from "../platform/i18n/format.ts";
import { bathroomsText, bedroomsText, sizeText } from "../modules/listings/ui/card-parts.tsx";
import { contactBarHandle } from "../modules/listings/ui/contact-bar.tsx";
import { enquiryOf, ListingDetail } from "../modules/listings/ui/listing-detail.tsx";
import { listingHref } from "../modules/listings/ui/listing-href.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const locale = localeOf(request);
  const { listing, canonical } = await findListingOr404(
    { pageURL: params.pageURL, rawId: params.unitId, locale },
    (id) => getUnitDetails(db, id),
    (u) => ({ pageURL: u.slug, canonical: listingHref(u) }),
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
  if (!d) return [{ title: "Property not found" }, { name: "robots", content: "noindex" }];
  if (d.arabicMeta) return seoMeta(args, { ...d.arabicMeta, path: d.canonical, image: d.extras.images[0] });
  const u = d.listing;
  if (u.kind !== "unit") return [];
  const facts = [bedroomsText(u.beds), bathroomsText(u.baths), sizeText(u.size)].filter(Boolean).join(", ");
  return seoMeta(args, {
    title: u.title,
    description: cutText(
      `${u.type} for ${u.purposeId === 2 ? "rent" : "sale"} in ${u.area.name}, ${u.area.emirate}: ${facts}, ${formatAed(u.price, u.pricePeriod)}. ${htmlToText(d.texts.description.text)}`,
      155,
    ),
    path: d.canonical,
    image: d.extras.images[0],
  });
}

export default function PropertyDetail({ loaderData, matches }: Route.ComponentProps) {
  return <ListingDetail {...loaderData} siteUrl={siteUrlFrom(matches)} />;
}
