/**
 * /project/{pageURL}/{projectId} (spec 2.8): breadcrumb, three-image gallery with the full-screen
 * slider, status, title, starting price, area, bed types and size; Property Details, Description,
 * Amenities, Places Near By (each only under the spec's conditions), Video, brochure, mortgage
 * calculator (fed with the starting price), Map View; the Contact Seller card with 'Enquire Now'.
 * Off-plan essentials: the developer (linked), the completion date and the payment plan.
 * Unknown or non-numeric ids are real 404s; a pageURL that is not the project's own redirects
 * (301) to the canonical URL.
 */
import { data, redirect } from "react-router";
import { Link } from "../components/link.tsx";
import type { Route } from "./+types/project-detail";
import { dbContext } from "../context.ts";
import { getPaymentPlan, getProject } from "../db/queries/projects.server.ts";
import { listAmenities, listDetails, listMedia, listPlaces } from "../db/queries/listing-children.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { permitInfo } from "../lib/permit.server.ts";
import { readBrokerage } from "../content/content.server.ts";
import { absoluteUrl, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, formatAed, htmlToText } from "../lib/format.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { Img } from "../components/img.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { Prose } from "../components/content/prose.tsx";
import { Gallery } from "../components/listing/gallery.tsx";
import { Badge, FactsRow, Price } from "../components/listing/card-parts.tsx";
import { AreaIcon, BedIcon, PinIcon } from "../components/listing/icons.tsx";
import { ContactSellerCard } from "../components/listing/contact-seller-card.tsx";
import { contactBarHandle } from "../components/listing/contact-bar.tsx";
import { MortgageCalculator } from "../components/listing/mortgage-calculator.tsx";
import { VideoPlayer } from "../components/listing/video-player.tsx";
import { MapEmbed, usableMapUrl } from "../components/listing/map-embed.tsx";
import { AmenitiesList, BrochureLink, DetailSection, DetailsList, PlacesTable } from "../components/listing/detail-sections.tsx";
import { completionText, projectBedsText, projectHref, sizeRangeText } from "../components/projects/project-text.ts";
import { PaymentPlan } from "../components/projects/payment-plan.tsx";
import { useBrokerage } from "../content/brokerage.ts";

const MAX_ID = 2_147_483_647;

export async function loader({ params, context }: Route.LoaderArgs) {
  const raw = params.projectId;
  const projectId = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!projectId || projectId > MAX_ID) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const project = await getProject(db, projectId);
  if (!project) throw data(null, { status: 404 });
  const canonical = projectHref(project);
  if (params.pageURL !== project.projectURL || raw !== String(projectId)) throw redirect(canonical, 301);

  const [media, details, amenities, places, paymentPlan, permit] = await Promise.all([
    listMedia(db, "project", projectId),
    listDetails(db, "project", projectId),
    listAmenities(db, "project", projectId),
    listPlaces(db, "project", projectId),
    getPaymentPlan(db, projectId),
    readBrokerage(db).then((b) => permitInfo(project.permitNumber, project.agentBRN, b.orn)),
  ]);
  const images = media.filter((m) => m.pathType === "Image").map((m) => m.path);
  const video = project.videoPath ?? media.find((m) => m.pathType === "Video")?.path ?? null;
  // Only what the page shows: the list-item fields the screen does not use stay on the server.
  const p = project;
  return {
    project: {
      projectId: p.projectId,
      projectURL: p.projectURL,
      projectName: p.projectName,
      projectTitle: p.projectTitle,
      projectType: p.projectType,
      status: p.status,
      statusId: p.statusId,
      area: p.area,
      areaURL: p.areaURL,
      emiratesName: p.emiratesName,
      projectBeds: p.projectBeds,
      sizeFromSqft: p.sizeFromSqft,
      sizeToSqft: p.sizeToSqft,
      startingPrice: p.startingPrice,
      completionYear: p.completionYear,
      completionQuarter: p.completionQuarter,
      developerName: p.developerName,
      developerURL: p.developerURL,
      developerLogo: p.developerLogo,
      createdOnUAE: p.createdOnUAE,
      contactSellerName: p.contactSellerName,
      contactSellerDesignation: p.contactSellerDesignation,
      contactSellerAvatar: p.contactSellerAvatar,
      contactSellerPhone: p.contactSellerPhone,
      contactSellerEmail: p.contactSellerEmail,
      countryCodeContactSeller: p.countryCodeContactSeller,
      projectDescription: sanitizeDescription(p.projectDescription),
      broucherDocument: p.broucherDocument,
      mapView: p.mapView,
    },
    canonical,
    images,
    video,
    details,
    amenities: amenities.map((a) => a.amenties),
    places,
    paymentPlan,
    permit,
  };
}

/** Phones and tablets get the contact bar (Call, WhatsApp, Enquire): the card comes last there. */
export const handle = contactBarHandle((d: Awaited<ReturnType<typeof loader>>) => ({ subject: d.project.projectName, enquiry: { projectId: d.project.projectId } }));

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Project not found" }, { name: "robots", content: "noindex" }];
  const p = d.project;
  return seoMeta(args, {
    title: `${p.projectName} by ${p.developerName} in ${p.area}`,
    description: cutText(
      `${p.projectType} project in ${p.area}, ${p.emiratesName}, from ${formatAed(p.startingPrice)}. ${projectBedsText(p.projectBeds)}, completion ${completionText(p.completionYear, p.completionQuarter)}. ${htmlToText(p.projectDescription)}`,
      155,
    ),
    path: d.canonical,
    image: d.images[0],
  });
}

export default function ProjectDetail({ loaderData, matches }: Route.ComponentProps) {
  const brokerage = useBrokerage();
  const { project: p, images, video, details, amenities, places, paymentPlan, permit, canonical } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const address = `${p.area}, ${p.emiratesName}`;
  const mapUrl = usableMapUrl(p.mapView);
  const completion = completionText(p.completionYear, p.completionQuarter);
  const developerHref = `/developer/${p.developerURL}`;

  return (
    <main id="main" className="page-gutter pb-16 pt-6">
      <Breadcrumb items={[{ label: "Projects", to: "/project-list" }, { label: p.projectName }]} />
      <div className="mt-4">
        <Gallery images={images} title={p.projectName} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <header className="space-y-3">
            <div className="flex flex-wrap gap-2">
              <Badge tone="gold">{p.status}</Badge>
              <Badge tone="outline">{p.projectType}</Badge>
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{p.projectName}</h1>
            {p.projectTitle && p.projectTitle !== p.projectName && <p className="text-lg text-slate-700">{p.projectTitle}</p>}
            <Price prefix="Starting from" value={p.startingPrice} className="text-3xl" />
            <p className="inline-flex items-center gap-1.5 text-slate-700">
              <PinIcon className="h-4 w-4 text-brand-600" />
              <span className="sr-only">Area: </span>
              <Link to={`/area/${p.areaURL}`} className="hover:text-brand-700 hover:underline">
                {address}
              </Link>
            </p>
            <FactsRow
              className="text-base"
              facts={[
                { icon: <BedIcon className="h-5 w-5" />, label: "Bedrooms", value: projectBedsText(p.projectBeds) },
                { icon: <AreaIcon className="h-5 w-5" />, label: "Size", value: sizeRangeText(p.sizeFromSqft, p.sizeToSqft) },
              ]}
            />
            <dl className="grid gap-3 pt-2 xs:grid-cols-2">
              <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-xl border border-slate-200 p-3">
                <dt className="col-start-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Developer</dt>
                {p.developerLogo && (
                  <dd className="col-start-1 row-span-2 row-start-1 [&_picture]:contents">
                    <Img src={p.developerLogo} alt="" sizes="96px" width={96} height={48} className="h-10 w-20 shrink-0 object-contain" />
                  </dd>
                )}
                <dd className="col-start-2">
                  <Link to={developerHref} className="font-semibold text-brand-700 hover:underline">
                    {p.developerName}
                  </Link>
                </dd>
              </div>
              <div className="rounded-xl border border-slate-200 p-3">
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Completion</dt>
                <dd className="text-lg font-semibold text-slate-900">{completion}</dd>
              </div>
            </dl>
          </header>

          {details.length > 1 && (
            <DetailSection id="details" title="Property Details">
              <DetailsList details={details} />
            </DetailSection>
          )}

          {p.projectDescription && (
            <DetailSection id="description" title="Description">
              <Prose html={p.projectDescription} className="text-slate-700" />
            </DetailSection>
          )}

          {paymentPlan.length > 0 && (
            <DetailSection id="payment-plan" title="Payment Plan">
              <PaymentPlan steps={paymentPlan} />
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
              <VideoPlayer src={video} poster={images[0] ?? null} title={`Video tour of ${p.projectName}`} />
            </DetailSection>
          )}

          {p.broucherDocument && <BrochureLink href={p.broucherDocument} />}

          {p.startingPrice > 0 && (
            <DetailSection id="mortgage" title="Mortgage Calculator">
              <MortgageCalculator price={p.startingPrice} />
            </DetailSection>
          )}

          {mapUrl && (
            <DetailSection id="map" title="Map View">
              <p className="-mt-2 mb-3 inline-flex items-center gap-1.5 text-sm text-slate-700">
                <PinIcon className="h-4 w-4 text-brand-600" />
                {p.projectName}, {address}
              </p>
              <MapEmbed url={mapUrl} title={`Map of ${p.projectName}, ${address}`} address={`${p.projectName}, ${address}`} />
            </DetailSection>
          )}
        </div>

        <aside className="space-y-5 lg:sticky lg:top-24 lg:self-start" aria-label="Contact and permit">
          <ContactSellerCard
            name={p.contactSellerName}
            designation={p.contactSellerDesignation}
            avatar={p.contactSellerAvatar}
            countryCode={p.countryCodeContactSeller}
            phone={p.contactSellerPhone}
            email={p.contactSellerEmail}
            subject={p.projectName}
            enquiry={{ projectId: p.projectId }}
          />
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
          </section>
        </aside>
      </div>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Product",
          name: p.projectName,
          url: absoluteUrl(siteUrl, canonical),
          description: cutText(htmlToText(p.projectDescription) || p.projectTitle, 500),
          category: `${p.projectType} (${p.status})`,
          image: images.slice(0, 5).map((src) => absoluteUrl(siteUrl, src)),
          brand: { "@type": "Brand", name: p.developerName, url: absoluteUrl(siteUrl, developerHref) },
          offers: {
            "@type": "Offer",
            price: p.startingPrice,
            priceCurrency: "AED",
            url: absoluteUrl(siteUrl, canonical),
            availability: p.statusId === 2 ? "https://schema.org/InStock" : "https://schema.org/PreOrder",
            availabilityStarts: p.createdOnUAE,
            seller: { "@type": "RealEstateAgent", name: brokerage.name, url: siteUrl },
          },
          additionalProperty: [
            { "@type": "PropertyValue", name: "Completion", value: completion },
            { "@type": "PropertyValue", name: "Location", value: address },
            ...(p.projectBeds ? [{ "@type": "PropertyValue", name: "Bedrooms", value: p.projectBeds }] : []),
          ],
        }}
      />
    </main>
  );
}

