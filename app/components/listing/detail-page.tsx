/**
 * The parts of a listing's detail page that units (spec 2.6) and projects (spec 2.8) share:
 * the sections column (each section only when its data exists, in the spec's order), and the
 * side column with the Contact Seller card and the advertising permit.
 */
import type { ReactNode } from "react";
import type { DetailItem, PlaceItem } from "../../db/queries/listing-children.server.ts";
import type { PermitInfo } from "../../lib/permit.server.ts";
import type { OpenEnquiryDetail } from "../leads/lead-forms-data.ts";
import { Prose } from "../content/prose.tsx";
import { ContactSellerCard } from "./contact-seller-card.tsx";
import { AmenitiesList, BrochureLink, DetailSection, DetailsList, PlacesTable } from "./detail-sections.tsx";
import { PinIcon } from "./icons.tsx";
import { MapEmbed, usableMapUrl } from "./map-embed.tsx";
import { MortgageCalculator } from "./mortgage-calculator.tsx";
import { VideoPlayer } from "./video-player.tsx";

/** What the detail loaders hand the page besides the listing itself (listing-detail.server.ts). */
export type ListingExtras = {
  images: string[];
  video: string | null;
  details: DetailItem[];
  amenities: string[];
  places: PlaceItem[];
  permit: PermitInfo;
};

type SectionsProps = {
  extras: ListingExtras;
  /** The listing's name, for the video's title. */
  name: string;
  descriptionHtml: string;
  brochure: string | null;
  /** The price the mortgage calculator starts from (none when 0). */
  price: number;
  mapUrl: string | null;
  /** Where the listing is, as the map section writes it. */
  place: string;
  /** A section of the kind's own (a project's payment plan), shown after the description. */
  afterDescription?: ReactNode;
};

export function DetailSections({ extras, name, descriptionHtml, brochure, price, mapUrl, place, afterDescription }: SectionsProps) {
  const { images, video, details, amenities, places } = extras;
  const map = usableMapUrl(mapUrl);
  return (
    <>
      {details.length > 1 && (
        <DetailSection id="details" title="Property Details">
          <DetailsList details={details} />
        </DetailSection>
      )}
      {descriptionHtml && (
        <DetailSection id="description" title="Description">
          <Prose html={descriptionHtml} className="text-slate-700" />
        </DetailSection>
      )}
      {afterDescription}
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
          <VideoPlayer src={video} poster={images[0] ?? null} title={`Video tour of ${name}`} />
        </DetailSection>
      )}
      {brochure && <BrochureLink href={brochure} />}
      {price > 0 && (
        <DetailSection id="mortgage" title="Mortgage Calculator">
          <MortgageCalculator price={price} />
        </DetailSection>
      )}
      {map && (
        <DetailSection id="map" title="Map View">
          <p className="-mt-2 mb-3 inline-flex items-center gap-1.5 text-sm text-slate-700">
            <PinIcon className="h-4 w-4 text-brand-600" />
            {place}
          </p>
          <MapEmbed url={map} title={`Map of ${place}`} address={place} />
        </DetailSection>
      )}
    </>
  );
}

/** The seller fields of a listing, in the API's names (listing-columns.server.ts). */
export type Seller = {
  contactSellerName: string;
  contactSellerDesignation: string;
  contactSellerAvatar: string | null;
  contactSellerPhone: string;
  contactSellerEmail: string;
  countryCodeContactSeller: string;
};

export function DetailAside({ seller: s, subject, enquiry, permit }: { seller: Seller; subject: string; enquiry: OpenEnquiryDetail; permit: PermitInfo }) {
  return (
    <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start" aria-label="Contact and permit">
      <ContactSellerCard
        name={s.contactSellerName}
        designation={s.contactSellerDesignation}
        avatar={s.contactSellerAvatar}
        countryCode={s.countryCodeContactSeller}
        phone={s.contactSellerPhone}
        email={s.contactSellerEmail}
        subject={subject}
        enquiry={enquiry}
      />
      <PermitBox permit={permit} />
    </aside>
  );
}

/** The Trakheesi permit with its QR code (verification with the Dubai Land Department), the ORN and the BRN. */
export function PermitBox({ permit }: { permit: PermitInfo }) {
  return (
    <section aria-labelledby="permit-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="permit-heading" className="text-base font-bold text-slate-900">
        Advertising permit
      </h2>
      <div className="mt-3 flex items-start gap-4">
        <a
          href={permit.verificationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="block h-24 w-24 shrink-0"
          aria-label={`Verify permit ${permit.permitNumber} with Dubai Land Department (opens in a new tab)`}
        >
          <span className="block h-24 w-24 [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: permit.qrSvg }} />
        </a>
        <dl className="space-y-1.5 text-sm">
          {[
            ["Trakheesi permit", permit.permitNumber],
            ["Brokerage ORN", permit.orn],
            ["Agent BRN", permit.brn],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-3 text-xs text-slate-600">Scan the code to verify this listing with the Dubai Land Department.</p>
    </section>
  );
}
