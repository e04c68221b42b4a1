/**
 * A project's detail page (spec 2.8) as the public route (routes/project-detail.tsx) and the back
 * office's preview of a draft (routes/admin/listing-preview.tsx) both render it.
 */
import { Link } from "../../../ui/link.tsx";
import type { PaymentPlanStep, ProjectListItem } from "../queries/projects.server.ts";
import { projectJsonLd } from "../detail/listing-json-ld.ts";
import { Img } from "../../../ui/img.tsx";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { Badge, FactsRow, Price, PriceNote } from "./card-parts.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";
import { AreaIcon, BedIcon, PinIcon } from "./icons.tsx";
import { DetailPage, type ListingExtras } from "./detail-page.tsx";
import { DetailSection } from "./detail-sections.tsx";
import { completionText, projectBedsText, sizeRangeText } from "./project-text.ts";
import { optionText } from "../../../platform/i18n/option-names.ts";
import { PaymentPlan } from "./payment-plan.tsx";
import { useBrokerage } from "../../../ui/brokerage.ts";
import type { ListingTexts } from "../detail/listing-detail.server.ts";
import { useLocale, useOptionNames, useTranslations } from "../../../platform/i18n/intl.tsx";
import { localizePath } from "../../../platform/i18n/locale.ts";
import { termText } from "../detail/detail-terms.ts";

/** What the page shows of a project: the list item without its photos, ids and permit number (those stay on the server). */
export type ShownProject = Omit<ProjectListItem, "images" | "firstProjectImagesPath" | "totalRecord" | "projectTypeId" | "areaId" | "developerId" | "propertySize" | "videoPath" | "permitNumber" | "projectDescription">;

export type ProjectDetailProps = {
  project: ShownProject;
  extras: ListingExtras;
  paymentPlan: PaymentPlanStep[];
  canonical: string;
  siteUrl: string;
  texts: ListingTexts;
};

export function ProjectDetail({ project: p, extras, paymentPlan, canonical, siteUrl, texts }: ProjectDetailProps) {
  const brokerage = useBrokerage();
  const display = useDisplay();
  const locale = useLocale();
  const t = useTranslations("detail");
  const terms = useTranslations("detailTerms");
  const names = useOptionNames();
  const term = (group: Parameters<typeof termText>[3], name: string) => termText(terms, names, locale, group, name);
  const address = terms("place", { area: texts.area.text, emirate: term("emirate", p.emiratesName) });
  const completion = completionText(p.completionYear, p.completionQuarter, locale);
  const developerHref = `/developer/${p.developerURL}`;
  const developer = texts.developer ?? { text: p.developerName };
  const page = {
    siteUrl,
    canonical: localizePath(canonical, locale),
    name: texts.name.text,
    descriptionHtml: texts.description.text,
    images: extras.images,
    locale,
  };
  // "Studio, 1, 2 Beds" in English; in Arabic the options listed, then the word.
  const beds = locale === "en" || !p.projectBeds.trim() ? projectBedsText(p.projectBeds) : arabicBeds(p.projectBeds, optionText(names, locale, "beds", "Studio"), (list) => terms("bedsList", { list }));

  return (
    <DetailPage
      crumbs={[{ label: t("projects"), to: "/project-list" }, { label: texts.name.text, lang: texts.name.lang }]}
      name={texts.name}
      extras={extras}
      badges={
        <>
          <Badge tone="gold">{term("status", p.status)}</Badge>
          <Badge tone="outline">{term("type", p.projectType)}</Badge>
        </>
      }
      sections={{
        description: texts.description,
        brochure: p.broucherDocument,
        price: p.startingPrice,
        mapUrl: p.mapView,
        place: locale === "en" ? `${p.projectName}, ${address}` : `${texts.name.text}، ${address}`,
        afterDescription: paymentPlan.length > 0 && (
          <DetailSection id="payment-plan" title={t("paymentPlan")}>
            <PaymentPlan steps={paymentPlan} />
          </DetailSection>
        ),
      }}
      seller={p}
      enquiry={{ projectId: p.projectId }}
      jsonLd={projectJsonLd(page, {
        title: texts.title.text,
        projectType: term("type", p.projectType),
        status: term("status", p.status),
        statusId: p.statusId,
        startingPrice: p.startingPrice,
        createdOn: p.createdOnUAE,
        developerName: developer.text,
        developerHref: localizePath(developerHref, locale),
        sellerName: brokerage.name,
        completion,
        address,
        beds: p.projectBeds,
        labels: { completion: t("completion"), location: t("location"), bedrooms: t("bedrooms") },
      })}
    >
      {texts.title.text && texts.title.text !== texts.name.text && (
        <p lang={texts.title.lang} className="text-lg text-slate-700">
          {texts.title.text}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Price prefix={t("startingFrom")} value={p.startingPrice} className="text-3xl" />
          <PriceNote value={p.startingPrice} sizeSqft={p.sizeFromSqft} />
        </div>
        <FavouriteButton kind="project" id={p.projectId} name={texts.name.text} />
      </div>
      <p className="inline-flex items-center gap-1.5 text-slate-700">
        <PinIcon className="h-4 w-4 text-brand-600" />
        <span className="sr-only">{t("areaLabel")}</span>
        <Link to={`/area/${p.areaURL}`} className="hover:text-brand-700 hover:underline">
          {address}
        </Link>
      </p>
      <FactsRow
        className="text-base"
        facts={[
          { icon: <BedIcon className="h-5 w-5" />, label: t("bedrooms"), value: beds },
          { icon: <AreaIcon className="h-5 w-5" />, label: t("size"), value: sizeRangeText(p.sizeFromSqft, p.sizeToSqft, display.size) },
        ]}
      />
      <dl className="grid gap-3 pt-2 xs:grid-cols-2">
        <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-xl border border-slate-200 p-3">
          <dt className="col-start-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{t("developer")}</dt>
          {p.developerLogo && (
            <dd className="col-start-1 row-span-2 row-start-1 [&_picture]:contents">
              <Img src={p.developerLogo} alt="" sizes="96px" width={96} height={48} className="h-10 w-20 shrink-0 object-contain" />
            </dd>
          )}
          <dd className="col-start-2">
            <Link to={developerHref} lang={developer.lang} className="font-semibold text-brand-700 hover:underline">
              {developer.text}
            </Link>
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t("completion")}</dt>
          <dd className="text-lg font-semibold text-slate-900">
            <bdi>{completion}</bdi>
          </dd>
        </div>
      </dl>
    </DetailPage>
  );
}

/** "استوديو، 1، 2 غرف نوم": a project's bedroom options in Arabic. */
function arabicBeds(projectBeds: string, studio: string, withWord: (list: string) => string): string {
  const options = projectBeds.split(",").map((o) => o.trim()).filter(Boolean);
  const list = options.map((o) => (/studio/i.test(o) ? studio : o)).join("، ");
  return options.every((o) => /studio/i.test(o)) ? list : withWord(list);
}
