/**
 * A listing's detail page as units (spec 2.6) and projects (spec 2.8) share it: breadcrumb,
 * gallery, the header (badges, name, then the kind's own facts), the sections column (each
 * section only when its data exists, in the spec's order), the side column with the Contact
 * Seller card and the advertising permit, and the structured data.
 */
import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "../../../ui/breadcrumb.tsx";
import { JsonLd } from "../../../ui/json-ld.tsx";
import { Gallery } from "./gallery.tsx";
import type { LocalDetail, LocalPlace } from "../detail/standard-terms.server.ts";
import type { Agent } from "../listing.ts";
import type { PermitInfo } from "../permit.server.ts";
import type { OpenEnquiryDetail } from "../../../ui/enquiry-event.ts";
import { Prose } from "../../../ui/prose.tsx";
import { ContactSellerCard } from "./contact-seller-card.tsx";
import { AmenitiesList, BrochureLink, DetailSection, DetailsList, PlacesTable } from "./detail-sections.tsx";
import { PinIcon } from "./icons.tsx";
import { MapEmbed, usableMapUrl } from "./map-embed.tsx";
import { MortgageCalculator } from "./mortgage-calculator.tsx";
import { VideoPlayer } from "./video-player.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import type { LocalText } from "../../../platform/i18n/local-text.ts";

/** What the detail loaders hand the page besides the listing itself (listing-detail.server.ts). */
export type ListingExtras = {
  images: string[];
  video: string | null;
  /** In the page's language where standard (standard-terms.server.ts), else English marked. */
  details: LocalDetail[];
  amenities: LocalText[];
  places: LocalPlace[];
  permit: PermitInfo;
  /** A unit's building, named in the page's language, with its page's address (in English: Link localises it). */
  building: (LocalText & { href: string }) | null;
};

type DetailPageProps = {
  crumbs: Crumb[];
  /** The listing's name in the page's language: the h1, the gallery's and the video's title, the WhatsApp subject. */
  name: LocalText;
  extras: ListingExtras;
  badges: ReactNode;
  /** The header's lines below the name (price, place, facts). */
  children: ReactNode;
  sections: Omit<SectionsProps, "extras" | "name">;
  agent: Agent;
  enquiry: OpenEnquiryDetail;
  jsonLd: Record<string, unknown>;
};

export function DetailPage({ crumbs, name, extras, badges, children, sections, agent, enquiry, jsonLd }: DetailPageProps) {
  return (
    <main id="main" className="page-gutter pb-16 pt-4 sm:pt-6">
      <Breadcrumb items={crumbs} />
      <div className="mt-3 sm:mt-4">
        <Gallery images={extras.images} title={name.text} />
      </div>

      <div className="mt-5 grid gap-8 sm:mt-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <header className="space-y-3">
            <div className="flex flex-wrap gap-2">{badges}</div>
            <h1 lang={name.lang} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {name.text}
            </h1>
            {children}
          </header>
          <DetailSections extras={extras} name={name} {...sections} />
        </div>
        <DetailAside agent={agent} subject={name.text} enquiry={enquiry} permit={extras.permit} />
      </div>
      <JsonLd data={jsonLd} />
    </main>
  );
}

type SectionsProps = {
  extras: ListingExtras;
  name: LocalText;
  /** Sanitised HTML in the page's language, or English marked `lang`. */
  description: LocalText;
  brochure: string | null;
  /** The price the mortgage calculator starts from (none when 0). */
  price: number;
  mapUrl: string | null;
  /** Where the listing is, as the map section writes it. */
  place: string;
  /** A section of the kind's own (a project's payment plan), shown after the description. */
  afterDescription?: ReactNode;
};

function DetailSections({ extras, name, description, brochure, price, mapUrl, place, afterDescription }: SectionsProps) {
  const { images, video, details, amenities, places, building } = extras;
  const map = usableMapUrl(mapUrl);
  const t = useTranslations("detail");
  return (
    <>
      <Section show={details.length > 1 || Boolean(building)} id="details" title={t("propertyDetails")}>
        <DetailsList details={details} building={building} />
      </Section>
      <Section show={Boolean(description.text)} id="description" title={t("description")}>
        <div lang={description.lang}>
          <Prose html={description.text} className="text-slate-700" />
        </div>
      </Section>
      {afterDescription}
      <Section show={amenities.length > 1} id="amenities" title={t("amenities")}>
        <AmenitiesList amenities={amenities} />
      </Section>
      <Section show={places.length > 1} id="places" title={t("placesNearBy")}>
        <PlacesTable places={places} />
      </Section>
      <Section show={Boolean(video)} id="video" title={t("video")}>
        <VideoPlayer src={video ?? ""} poster={images[0] ?? null} title={t("videoTitle", { name: name.text })} />
      </Section>
      {brochure && <BrochureLink href={brochure} />}
      <Section show={price > 0} id="mortgage" title={t("mortgageCalculator")}>
        <MortgageCalculator price={price} />
      </Section>
      <Section show={Boolean(map)} id="map" title={t("mapView")}>
        <p className="-mt-2 mb-3 inline-flex items-center gap-1.5 text-sm text-slate-700">
          <PinIcon className="h-4 w-4 text-brand-600" />
          {place}
        </p>
        <MapEmbed url={map ?? ""} title={t("mapTitle", { place })} address={place} />
      </Section>
    </>
  );
}

/** A titled section, only when `show` (the spec shows each section only when its data exists). */
function Section({ show, id, title, children }: { show: boolean; id: string; title: string; children: ReactNode }) {
  return show ? (
    <DetailSection id={id} title={title}>
      {children}
    </DetailSection>
  ) : null;
}

function DetailAside({ agent, subject, enquiry, permit }: { agent: Agent; subject: string; enquiry: OpenEnquiryDetail; permit: PermitInfo }) {
  const t = useTranslations("detail");
  return (
    <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start" aria-label={t("asideLabel")}>
      <ContactSellerCard agent={agent} subject={subject} enquiry={enquiry} />
      <PermitBox permit={permit} />
    </aside>
  );
}

/** The Trakheesi permit with its QR code (verification with the Dubai Land Department), the ORN and the BRN. */
function PermitBox({ permit }: { permit: PermitInfo }) {
  const t = useTranslations("detail");
  return (
    <section aria-labelledby="permit-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="permit-heading" className="text-base font-bold text-slate-900">
        {t("permitHeading")}
      </h2>
      <div className="mt-3 flex items-start gap-4">
        <a
          href={permit.verificationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="block h-24 w-24 shrink-0"
          aria-label={t("permitVerify", { permit: permit.permitNumber })}
        >
          <span className="block h-24 w-24 [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: permit.qrSvg }} />
        </a>
        <dl className="space-y-1.5 text-sm">
          {[
            [t("permitNumber"), permit.permitNumber],
            [t("brokerageOrn"), permit.orn],
            [t("agentBrn"), permit.brn],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t("permitCaption")}</p>
    </section>
  );
}
