/**
 * /property/{pageURL}/{unitId} (spec 2.6): gallery, facts, the optional sections (each only
 * when its data exists), mortgage calculator, map, Contact Seller card, the Trakheesi permit
 * with its QR code, and RealEstateListing structured data. Unknown or non-numeric ids are
 * real 404s; a pageURL that is not the unit's own redirects (301) to the canonical URL.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/property-detail";
import { dbContext } from "../context.ts";
import { listAmenities, listDetails, listMedia, listPlaces } from "../db/queries/listing-children.server.ts";
import { getUnitDetails } from "../db/queries/units.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { permitInfo } from "../lib/permit.server.ts";
import { readBrokerage } from "../content/content.server.ts";
import { seoMeta, siteUrlFrom, absoluteUrl } from "../lib/seo.ts";
import { cutText, formatAed, htmlToText } from "../lib/format.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { Prose } from "../components/content/prose.tsx";
import { Gallery } from "../components/listing/gallery.tsx";
import { Badge, FactsRow, Price, bathroomsText, bedroomsText, sizeText } from "../components/listing/card-parts.tsx";
import { AreaIcon, BathIcon, BedIcon, PinIcon } from "../components/listing/icons.tsx";
import { ContactSellerCard } from "../components/listing/contact-seller-card.tsx";
import { contactBarHandle } from "../components/listing/contact-bar.tsx";
import { MortgageCalculator } from "../components/listing/mortgage-calculator.tsx";
import { VideoPlayer } from "../components/listing/video-player.tsx";
import { MapEmbed, usableMapUrl } from "../components/listing/map-embed.tsx";
import { AmenitiesList, BrochureLink, DetailSection, DetailsList, PlacesTable } from "../components/listing/detail-sections.tsx";
import { unitHref } from "../components/listing/unit-card.tsx";

const MAX_ID = 2_147_483_647;

export async function loader({ params, context }: Route.LoaderArgs) {
  const raw = params.unitId;
  const unitId = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!unitId || unitId > MAX_ID) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const unit = await getUnitDetails(db, unitId);
  if (!unit) throw data(null, { status: 404 });
  const canonical = unitHref(unit);
  if (params.pageURL !== unit.unitPageURL || raw !== String(unitId)) throw redirect(canonical, 301);

  const [media, details, amenities, places, permit] = await Promise.all([
    listMedia(db, "unit", unitId),
    listDetails(db, "unit", unitId),
    listAmenities(db, "unit", unitId),
    listPlaces(db, "unit", unitId),
    readBrokerage(db).then((b) => permitInfo(unit.permitNumber, unit.agentBRN, b.orn)),
  ]);
  const images = media.filter((m) => m.pathType === "Image").map((m) => m.path);
  const video = unit.videoPath ?? media.find((m) => m.pathType === "Video")?.path ?? null;
  return {
    unit: { ...unit, unitDescription: sanitizeDescription(unit.unitDescription) },
    canonical,
    images,
    video,
    details,
    amenities: amenities.map((a) => a.amenties),
    places,
    permit,
  };
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
    image: d.images[0],
  });
}

function residenceType(unitType: string): string {
  if (/villa|townhouse/i.test(unitType)) return "SingleFamilyResidence";
  if (/apartment|penthouse|duplex/i.test(unitType)) return "Apartment";
  return "Accommodation";
}

export default function PropertyDetail({ loaderData, matches }: Route.ComponentProps) {
  const { unit: u, images, video, details, amenities, places, permit, canonical } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const address = `${u.area}, ${u.emiratesName}`;
  const mapUrl = usableMapUrl(u.mapView);

  return (
    <main id="main" className="page-gutter pb-16 pt-6">
      <Breadcrumb items={[{ label: u.unitTitle }]} />
      <div className="mt-4">
        <Gallery images={images} title={u.unitTitle} />
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

          {details.length > 1 && (
            <DetailSection id="details" title="Property Details">
              <DetailsList details={details} />
            </DetailSection>
          )}

          {u.unitDescription && (
            <DetailSection id="description" title="Description">
              <Prose html={u.unitDescription} className="text-slate-700" />
            </DetailSection>
          )}

          {amenities.length > 1 && (
            <DetailSection id="amenities" title="Amenities">
              <AmenitiesList amenities={amenities} />
            </DetailSection>
          )}

          {places.length > 1 && (
            <DetailSection id="places" title="Places Near By">
              <PlacesTable places={places} />
            </DetailSection>
          )}

          {video && (
            <DetailSection id="video" title="Video">
              <VideoPlayer src={video} poster={images[0] ?? null} title={`Video tour of ${u.unitTitle}`} />
            </DetailSection>
          )}

          {u.broucherDocument && <BrochureLink href={u.broucherDocument} />}

          {u.price > 0 && (
            <DetailSection id="mortgage" title="Mortgage Calculator">
              <MortgageCalculator price={u.price} />
            </DetailSection>
          )}

          {mapUrl && (
            <DetailSection id="map" title="Map View">
              <p className="-mt-2 mb-3 inline-flex items-center gap-1.5 text-sm text-slate-700">
                <PinIcon className="h-4 w-4 text-brand-600" />
                {address}
              </p>
              <MapEmbed url={mapUrl} title={`Map of ${address}`} address={address} />
            </DetailSection>
          )}
        </div>

        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start" aria-label="Contact and permit">
          <ContactSellerCard
            name={u.contactSellerName}
            designation={u.contactSellerDesignation}
            avatar={u.contactSellerAvatar}
            countryCode={u.countryCodeContactSeller}
            phone={u.contactSellerPhone}
            email={u.contactSellerEmail}
            subject={u.unitTitle}
            enquiry={{ unitId: u.autoId }}
          />
          <section aria-labelledby="permit-heading" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="permit-heading" className="text-base font-bold text-slate-900">
              Advertising permit
            </h2>
            <div className="mt-3 flex items-start gap-4">
              <a href={permit.verificationUrl} target="_blank" rel="noopener noreferrer" className="block h-24 w-24 shrink-0" aria-label={`Verify permit ${permit.permitNumber} with Dubai Land Department (opens in a new tab)`}>
                <span className="block h-24 w-24 [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: permit.qrSvg }} />
              </a>
              <dl className="space-y-1.5 text-sm">
                <div>
                  <dt className="text-slate-600">Trakheesi permit</dt>
                  <dd className="font-semibold tabular-nums text-slate-900">{permit.permitNumber}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Brokerage ORN</dt>
                  <dd className="font-semibold tabular-nums text-slate-900">{permit.orn}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Agent BRN</dt>
                  <dd className="font-semibold tabular-nums text-slate-900">{permit.brn}</dd>
                </div>
              </dl>
            </div>
            <p className="mt-3 text-xs text-slate-600">Scan the code to verify this listing with the Dubai Land Department.</p>
          </section>
        </aside>
      </div>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "RealEstateListing",
          name: u.unitTitle,
          url: absoluteUrl(siteUrl, canonical),
          description: cutText(htmlToText(u.unitDescription), 500),
          datePosted: u.postedon,
          image: images.slice(0, 5).map((src) => absoluteUrl(siteUrl, src)),
          offers: {
            "@type": "Offer",
            price: u.price,
            priceCurrency: "AED",
            // A rent is a price per period: schema.org's UnitPriceSpecification with the year (UN/CEFACT "ANN").
            ...(u.pricePeriod === "year"
              ? {
                  priceSpecification: {
                    "@type": "UnitPriceSpecification",
                    price: u.price,
                    priceCurrency: "AED",
                    unitCode: "ANN",
                    unitText: "year",
                    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "ANN" },
                  },
                }
              : {}),
            businessFunction: u.pricePeriod ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
            availability: "https://schema.org/InStock",
          },
          mainEntity: {
            "@type": residenceType(u.unitType),
            name: u.unitTitle,
            ...(/studio/i.test(u.bedroomType) ? { numberOfBedrooms: 0 } : /^\d+/.test(u.bedroomType) ? { numberOfBedrooms: parseInt(u.bedroomType, 10) } : {}),
            ...(/^\d+/.test(u.bathroomType) ? { numberOfBathroomsTotal: parseInt(u.bathroomType, 10) } : {}),
            floorSize: { "@type": "QuantitativeValue", value: u.unitSize, unitCode: "FTK", unitText: "sqft" },
            address: { "@type": "PostalAddress", addressLocality: u.area, addressRegion: u.emiratesName, addressCountry: "AE" },
          },
        }}
      />
    </main>
  );
}

