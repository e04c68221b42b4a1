/**
 * /property/{pageURL}/{unitId} (spec 2.6): gallery, facts, the optional sections (each only
 * when its data exists), mortgage calculator, map, Contact Seller card, the Trakheesi permit
 * with its QR code, and RealEstateListing structured data. Unknown or non-numeric ids are
 * real 404s; a pageURL that is not the unit's own redirects (301) to the canonical URL.
 */
import type { Route } from "./+types/property-detail";
import { dbContext } from "../context.ts";
import { getUnitDetails } from "../db/queries/units.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { findListingOr404, loadListingExtras } from "../lib/listing-detail.server.ts";
import { unitJsonLd } from "../lib/listing-json-ld.ts";
import { seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, formatAed, htmlToText } from "../lib/format.ts";
import { Badge, FactsRow, Price, bathroomsText, bedroomsText, sizeText } from "../components/listing/card-parts.tsx";
import { AreaIcon, BathIcon, BedIcon, PinIcon } from "../components/listing/icons.tsx";
import { contactBarHandle } from "../components/listing/contact-bar.tsx";
import { DetailPage } from "../components/listing/detail-page.tsx";
import { unitHref } from "../components/listing/unit-card.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const {
    id,
    listing: unit,
    canonical,
  } = await findListingOr404(
    { pageURL: params.pageURL, rawId: params.unitId },
    (id) => getUnitDetails(db, id),
    (u) => ({
      pageURL: u.unitPageURL,
      canonical: unitHref(u),
    }),
  );
  const extras = await loadListingExtras(db, "unit", id, unit);
  return { unit: { ...unit, unitDescription: sanitizeDescription(unit.unitDescription) }, canonical, extras };
}

/** Phones and tablets get the contact bar (Call, WhatsApp, Enquire): the card comes last there. */
export const handle = contactBarHandle((d: Awaited<ReturnType<typeof loader>>) => ({
  subject: d.unit.unitTitle,
  enquiry: { unitId: d.unit.autoId },
}));

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Property not found" }, { name: "robots", content: "noindex" }];
  const u = d.unit;
  const facts = [bedroomsText(u.bedroomType), bathroomsText(u.bathroomType), sizeText(u.unitSize)].filter(Boolean).join(", ");
  return seoMeta(args, {
    title: u.unitTitle,
    description: cutText(
      `${u.unitType} for ${u.purposeId === 2 ? "rent" : "sale"} in ${u.area}, ${u.emiratesName}: ${facts}, ${formatAed(u.price, u.pricePeriod)}. ${htmlToText(u.unitDescription)}`,
      155,
    ),
    path: d.canonical,
    image: d.extras.images[0],
  });
}

export default function PropertyDetail({ loaderData, matches }: Route.ComponentProps) {
  const { unit: u, extras, canonical } = loaderData;
  const address = `${u.area}, ${u.emiratesName}`;
  const page = {
    siteUrl: siteUrlFrom(matches),
    canonical,
    name: u.unitTitle,
    descriptionHtml: u.unitDescription,
    images: extras.images,
  };

  return (
    <DetailPage
      crumbs={[{ label: u.unitTitle }]}
      name={u.unitTitle}
      extras={extras}
      badges={
        <>
          <Badge tone="brand">{u.purposeName}</Badge>
          <Badge tone="gold">{u.status}</Badge>
          <Badge tone="outline">{u.unitType}</Badge>
          {u.classificationName && <Badge tone="outline">{u.classificationName}</Badge>}
        </>
      }
      sections={{
        descriptionHtml: u.unitDescription,
        brochure: u.broucherDocument,
        price: u.price,
        mapUrl: u.mapView,
        place: address,
      }}
      seller={u}
      enquiry={{ unitId: u.autoId }}
      jsonLd={unitJsonLd(page, {
        postedOn: u.postedon,
        price: u.price,
        pricePeriod: u.pricePeriod,
        unitType: u.unitType,
        bedroomType: u.bedroomType,
        bathroomType: u.bathroomType,
        sizeSqft: u.unitSize,
        area: u.area,
        emirate: u.emiratesName,
      })}
    >
      <Price value={u.price} period={u.pricePeriod} className="text-3xl" />
      <p className="inline-flex items-center gap-1.5 text-slate-700">
        <PinIcon className="h-4 w-4 text-brand-600" />
        <span className="sr-only">Address: </span>
        {address}
      </p>
      <FactsRow
        className="text-base"
        facts={[
          { icon: <BedIcon className="h-5 w-5" />, label: "Bedrooms", value: bedroomsText(u.bedroomType) },
          { icon: <BathIcon className="h-5 w-5" />, label: "Bathrooms", value: bathroomsText(u.bathroomType) },
          { icon: <AreaIcon className="h-5 w-5" />, label: "Size", value: sizeText(u.unitSize) },
        ]}
      />
    </DetailPage>
  );
}
