/**
 * /project/{pageURL}/{projectId} (spec 2.8): breadcrumb, three-image gallery with the full-screen
 * slider, status, title, starting price, area, bed types and size; Property Details, Description,
 * Amenities, Places Near By (each only under the spec's conditions), Video, brochure, mortgage
 * calculator (fed with the starting price), Map View; the Contact Seller card with 'Enquire Now'.
 * Off-plan essentials: the developer (linked), the completion date and the payment plan.
 * Unknown or non-numeric ids are real 404s; a pageURL that is not the project's own redirects
 * (301) to the canonical URL.
 */
import { Link } from "../components/link.tsx";
import type { Route } from "./+types/project-detail";
import { dbContext } from "../context.ts";
import { getPaymentPlan, getProject } from "../db/queries/projects.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { findListingOr404, loadListingExtras } from "../lib/listing-detail.server.ts";
import { projectJsonLd } from "../lib/listing-json-ld.ts";
import { seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, formatAed, htmlToText } from "../lib/format.ts";
import { Img } from "../components/img.tsx";
import { Badge, FactsRow, Price } from "../components/listing/card-parts.tsx";
import { AreaIcon, BedIcon, PinIcon } from "../components/listing/icons.tsx";
import { contactBarHandle } from "../components/listing/contact-bar.tsx";
import { DetailPage } from "../components/listing/detail-page.tsx";
import { DetailSection } from "../components/listing/detail-sections.tsx";
import { completionText, projectBedsText, projectHref, sizeRangeText } from "../components/projects/project-text.ts";
import { PaymentPlan } from "../components/projects/payment-plan.tsx";
import { useBrokerage } from "../content/brokerage.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const {
    id,
    listing: project,
    canonical,
  } = await findListingOr404(
    { pageURL: params.pageURL, rawId: params.projectId },
    (id) => getProject(db, id),
    (p) => ({
      pageURL: p.projectURL,
      canonical: projectHref(p),
    }),
  );
  const [extras, paymentPlan] = await Promise.all([loadListingExtras(db, "project", id, project), getPaymentPlan(db, id)]);
  // Only what the page shows: the list item's photos, ids and permit number stay on the server.
  const {
    images: _images,
    firstProjectImagesPath: _first,
    totalRecord: _total,
    projectTypeId: _type,
    areaId: _area,
    developerId: _developer,
    propertySize: _size,
    videoPath: _video,
    permitNumber: _permit,
    projectDescription,
    ...shown
  } = project;
  return { project: { ...shown, projectDescription: sanitizeDescription(projectDescription) }, canonical, extras, paymentPlan };
}

/** Phones and tablets get the contact bar (Call, WhatsApp, Enquire): the card comes last there. */
export const handle = contactBarHandle((d: Awaited<ReturnType<typeof loader>>) => ({
  subject: d.project.projectName,
  enquiry: { projectId: d.project.projectId },
}));

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
    image: d.extras.images[0],
  });
}

export default function ProjectDetail({ loaderData, matches }: Route.ComponentProps) {
  const { project: p, extras, paymentPlan, canonical } = loaderData;
  const brokerage = useBrokerage();
  const address = `${p.area}, ${p.emiratesName}`;
  const completion = completionText(p.completionYear, p.completionQuarter);
  const developerHref = `/developer/${p.developerURL}`;
  const page = {
    siteUrl: siteUrlFrom(matches),
    canonical,
    name: p.projectName,
    descriptionHtml: p.projectDescription,
    images: extras.images,
  };

  return (
    <DetailPage
      crumbs={[{ label: "Projects", to: "/project-list" }, { label: p.projectName }]}
      name={p.projectName}
      extras={extras}
      badges={
        <>
          <Badge tone="gold">{p.status}</Badge>
          <Badge tone="outline">{p.projectType}</Badge>
        </>
      }
      sections={{
        descriptionHtml: p.projectDescription,
        brochure: p.broucherDocument,
        price: p.startingPrice,
        mapUrl: p.mapView,
        place: `${p.projectName}, ${address}`,
        afterDescription: paymentPlan.length > 0 && (
          <DetailSection id="payment-plan" title="Payment Plan">
            <PaymentPlan steps={paymentPlan} />
          </DetailSection>
        ),
      }}
      seller={p}
      enquiry={{ projectId: p.projectId }}
      jsonLd={projectJsonLd(page, {
        title: p.projectTitle,
        projectType: p.projectType,
        status: p.status,
        statusId: p.statusId,
        startingPrice: p.startingPrice,
        createdOn: p.createdOnUAE,
        developerName: p.developerName,
        developerHref,
        sellerName: brokerage.name,
        completion,
        address,
        beds: p.projectBeds,
      })}
    >
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
    </DetailPage>
  );
}
