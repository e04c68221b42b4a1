/**
 * A project's detail page (spec 2.8) as the public route (routes/project-detail.tsx) and the back
 * office's preview of a draft (routes/admin/listing-preview.tsx) both render it.
 */
import { Link } from "../link.tsx";
import type { PaymentPlanStep, ProjectListItem } from "../../db/queries/projects.server.ts";
import { projectJsonLd } from "../../lib/listing-json-ld.ts";
import { Img } from "../img.tsx";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { Badge, FactsRow, Price, PriceNote } from "../listing/card-parts.tsx";
import { useDisplay } from "../../lib/visitor-hooks.ts";
import { AreaIcon, BedIcon, PinIcon } from "../listing/icons.tsx";
import { DetailPage, type ListingExtras } from "../listing/detail-page.tsx";
import { DetailSection } from "../listing/detail-sections.tsx";
import { completionText, projectBedsText, sizeRangeText } from "./project-text.ts";
import { PaymentPlan } from "./payment-plan.tsx";
import { useBrokerage } from "../../content/brokerage.ts";

/** What the page shows of a project: the list item without its photos, ids and permit number (those stay on the server). */
export type ShownProject = Omit<ProjectListItem, "images" | "firstProjectImagesPath" | "totalRecord" | "projectTypeId" | "areaId" | "developerId" | "propertySize" | "videoPath" | "permitNumber">;

export type ProjectDetailProps = { project: ShownProject; extras: ListingExtras; paymentPlan: PaymentPlanStep[]; canonical: string; siteUrl: string };

export function ProjectDetail({ project: p, extras, paymentPlan, canonical, siteUrl }: ProjectDetailProps) {
  const brokerage = useBrokerage();
  const display = useDisplay();
  const address = `${p.area}, ${p.emiratesName}`;
  const completion = completionText(p.completionYear, p.completionQuarter);
  const developerHref = `/developer/${p.developerURL}`;
  const page = {
    siteUrl,
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
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Price prefix="Starting from" value={p.startingPrice} className="text-3xl" />
          <PriceNote value={p.startingPrice} sizeSqft={p.sizeFromSqft} />
        </div>
        <FavouriteButton kind="project" id={p.projectId} name={p.projectName} />
      </div>
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
          { icon: <AreaIcon className="h-5 w-5" />, label: "Size", value: sizeRangeText(p.sizeFromSqft, p.sizeToSqft, display.size) },
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
