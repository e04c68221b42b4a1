/**
 * /property/{pageURL}/{unitId} (spec 2.6): gallery, facts, the optional sections (each only
 * when its data exists), mortgage calculator, map, Contact Seller card, the Trakheesi permit
 * with its QR code, and RealEstateListing structured data. Unknown or non-numeric ids are
 * real 404s; a pageURL that is not the unit's own redirects (301) to the canonical URL.
 */
import { data } from "react-router";
import type { Route } from "./+types/property-detail";
import { dbContext } from "../context.ts";
import { getUnitDetails } from "../db/queries/units.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { listingIdOr404, loadListingExtras, redirectToCanonical } from "../lib/listing-detail.server.ts";
import { unitJsonLd } from "../lib/listing-json-ld.ts";
import { seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, formatAed, htmlToText } from "../lib/format.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { Gallery } from "../components/listing/gallery.tsx";
import { Badge, FactsRow, Price, bathroomsText, bedroomsText, sizeText } from "../components/listing/card-parts.tsx";
import { AreaIcon, BathIcon, BedIcon, PinIcon } from "../components/listing/icons.tsx";
import { contactBarHandle } from "../components/listing/contact-bar.tsx";
import { DetailAside, DetailSections } from "../components/listing/detail-page.tsx";
import { unitHref } from "../components/listing/unit-card.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const unitId = listingIdOr404(params.unitId);
  const db = context.get(dbContext);
  const unit = await getUnitDetails(db, unitId);
  if (!unit) throw data(null, { status: 404 });
  const canonical = unitHref(unit);
  redirectToCanonical({ pageURL: params.pageURL, raw: params.unitId, id: unitId }, { pageURL: unit.unitPageURL, canonical });
  const extras = await loadListingExtras(db, "unit", unitId, unit);
  return { unit: { ...unit, unitDescription: sanitizeDescription(unit.unitDescription) }, canonical, extras };
}

/** Phones and tablets get the contact bar (Call, WhatsApp, Enquire): the card comes last there. */
export const handle = contactBarHandle((d: Awaited<ReturnType<typeof loader>>) => ({ subject: d.unit.unitTitle, enquiry: { unitId: d.unit.autoId } }));

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Property not found" }, { name: "robots", content: "noindex" }];
  const u = d.unit;
  const facts = [bedroomsText(u.bedroomType), bathroomsText(u.bathroomType), sizeText(u.unitSize)].filter(Boolean).join(", ");
  return seoMeta(args, {
    title: u.unitTitle,
    description: cutText(`${u.unitType} for ${u.purposeId === 2 ? "rent" : "sale"} in ${u.area}, ${u.emiratesName}: ${facts}, ${formatAed(u.price, u.pricePeriod)}. ${htmlToText(u.unitDescription)}`, 155),
    path: d.canonical,
    image: d.extras.images[0],
  });
}

export default function PropertyDetail({ loaderData, matches }: Route.ComponentProps) {
  const { unit: u, extras, canonical } = loaderData;
  const address = `${u.area}, ${u.emiratesName}`;
  const page = { siteUrl: siteUrlFrom(matches), canonical, name: u.unitTitle, descriptionHtml: u.unitDescription, images: extras.images };

  return (
    <main id="main" className="page-gutter pb-16 pt-6">
      <Breadcrumb items={[{ label: u.unitTitle }]} />
      <div className="mt-4">
        <Gallery images={extras.images} title={u.unitTitle} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <header className="space-y-3">
            <div className="flex flex-wrap gap-2">
              <Badge tone="brand">{u.purposeName}</Badge>
              <Badge tone="gold">{u.status}</Badge>
              <Badge tone="outline">{u.unitType}</Badge>
              {u.classificationName && <Badge tone="outline">{u.classificationName}</Badge>}
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{u.unitTitle}</h1>
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
          </header>
          <DetailSections
            extras={extras}
            name={u.unitTitle}
            descriptionHtml={u.unitDescription}
            brochure={u.broucherDocument}
            price={u.price}
            mapUrl={u.mapView}
            place={address}
          />
        </div>
        <DetailAside seller={u} subject={u.unitTitle} enquiry={{ unitId: u.autoId }} permit={extras.permit} />
      </div>

      <JsonLd
        data={unitJsonLd(page, {
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
      />
    </main>
  );
}
