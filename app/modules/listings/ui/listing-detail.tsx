/**
 * A listing's detail page, a unit's (spec 2.6) or a project's (spec 2.8), as the public routes
 * (routes/property-detail.tsx, routes/project-detail.tsx) and the back office's preview of a
 * draft (routes/admin/listing-preview.tsx) render it: the shared page (detail-page.tsx) with the
 * header's lines, the badges and the structured data of the listing's kind. A unit adds its
 * purpose, classification, baths and the compare tick; a project its marketing line, its size
 * range, the developer, the completion date and the payment plan.
 */
import { Link } from "../../../ui/link.tsx";
import type { PaymentPlanStep } from "../queries/projects.server.ts";
import type { DetailListing } from "../listing.ts";
import { projectJsonLd, unitJsonLd } from "../detail/listing-json-ld.ts";
import { Img } from "../../../ui/img.tsx";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { CompareToggle } from "../visitor/compare-toggle.tsx";
import { Badge, FactsRow, Price, PriceNote, bathroomsText, bedroomsText } from "./card-parts.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";
import { AreaIcon, BathIcon, BedIcon, PinIcon } from "./icons.tsx";
import { DetailPage, type ListingExtras } from "./detail-page.tsx";
import { DetailSection } from "./detail-sections.tsx";
import { completionText, projectBedsText, sizeRangeText } from "./project-text.ts";
import { optionText } from "../../../platform/i18n/option-names.ts";
import { PaymentPlan } from "./payment-plan.tsx";
import { useBrokerage } from "../../../ui/brokerage.ts";
import type { ListingTexts } from "../detail/listing-detail.server.ts";
import { useLocale, useOptionNames, useTranslations } from "../../../platform/i18n/intl.tsx";
import { localizePath } from "../../../platform/i18n/locale.ts";
import { roomsText, termText, type TermGroup } from "../detail/detail-terms.ts";
import { contactBarHandle } from "./contact-bar.tsx";
import type { LocalText } from "../../../platform/i18n/local-text.ts";

type ListingDetailProps = {
  listing: DetailListing;
  extras: ListingExtras;
  /** A project's payment plan (none for a unit). */
  paymentPlan: PaymentPlanStep[];
  canonical: string;
  siteUrl: string;
  texts: ListingTexts;
};

/** What "Enquire Now" asks about. */
const enquiryOf = (l: { kind: string; id: number }, { text: name, lang: nameLang }: LocalText) =>
  l.kind === "unit" ? { unitId: l.id, name, nameLang } : { projectId: l.id, name, nameLang };

/** The detail routes' `handle`: phones and tablets get the contact bar (Call, WhatsApp, Enquire), as the card comes last there. */
export const listingDetailHandle = contactBarHandle((d: Pick<ListingDetailProps, "listing" | "texts">) => ({
  subject: d.texts.name.text,
  enquiry: enquiryOf(d.listing, d.texts.name),
}));

export function ListingDetail(props: ListingDetailProps) {
  const common = useDetailCommon(props);
  const l = props.listing;
  return l.kind === "unit" ? <UnitDetail listing={l} common={common} /> : <ProjectDetail listing={l} common={common} paymentPlan={props.paymentPlan} texts={props.texts} />;
}

type Common = ReturnType<typeof useDetailCommon>;

/** What both kinds' pages show alike: the name, the address line, the price block, the favourite, the page's sections. */
function useDetailCommon({ listing: l, extras, canonical, siteUrl, texts }: ListingDetailProps) {
  const display = useDisplay();
  const locale = useLocale();
  const t = useTranslations("detail");
  const terms = useTranslations("detailTerms");
  const names = useOptionNames();
  const term = (group: TermGroup, name: string) => termText(terms, names, locale, group, name);
  const address = terms("place", { area: texts.area.text, emirate: term("emirate", l.area.emirate) });
  const name = texts.name;
  const page = {
    siteUrl,
    canonical: localizePath(canonical, locale),
    name: name.text,
    descriptionHtml: texts.description.text,
    images: extras.images,
    locale,
  };
  const favourite = <FavouriteButton kind={l.kind} id={l.id} name={name.text} />;
  const price = (
    <div>
      <Price prefix={l.kind === "project" ? t("startingFrom") : undefined} value={l.price} period={l.pricePeriod} className="text-3xl" />
      <PriceNote value={l.price} sizeSqft={l.size} period={l.pricePeriod} />
    </div>
  );
  const shared = { name, extras, agent: l.agent, enquiry: enquiryOf(l, name) };
  const sections = { description: texts.description, brochure: l.brochure, price: l.price, mapUrl: l.mapUrl };
  return { display, locale, t, terms, names, term, address, name, areaText: texts.area.text, page, favourite, price, shared, sections };
}

function UnitDetail({ listing: l, common: c }: { listing: Extract<DetailListing, { kind: "unit" }>; common: Common }) {
  const { t, terms, names, locale, term, address, name } = c;
  return (
    <DetailPage
      {...c.shared}
      crumbs={[{ label: name.text, lang: name.lang }]}
      badges={
        <>
          <Badge tone="brand">{term("purpose", l.purpose)}</Badge>
          <Badge tone="gold">{term("status", l.status)}</Badge>
          <Badge tone="outline">{term("type", l.type)}</Badge>
          {l.classification && <Badge tone="outline">{term("classification", l.classification)}</Badge>}
        </>
      }
      sections={{ ...c.sections, place: address }}
      jsonLd={unitJsonLd(c.page, { ...l, area: c.areaText, emirate: term("emirate", l.area.emirate) })}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {c.price}
        <div className="flex items-center gap-4">
          <CompareToggle id={l.id} name={name.text} />
          {c.favourite}
        </div>
      </div>
      <p className="inline-flex items-center gap-1.5 text-slate-700">
        <PinIcon className="h-4 w-4 text-brand-600" />
        <span className="sr-only">{t("addressLabel")}</span>
        {address}
      </p>
      <FactsRow
        className="text-base"
        facts={[
          { icon: <BedIcon className="h-5 w-5" />, label: t("bedrooms"), value: roomsText(terms, names, locale, "beds", l.beds, bedroomsText) },
          { icon: <BathIcon className="h-5 w-5" />, label: t("bathrooms"), value: roomsText(terms, names, locale, "baths", l.baths, bathroomsText) },
          { icon: <AreaIcon className="h-5 w-5" />, label: t("size"), value: c.display.size(l.size) },
        ]}
      />
    </DetailPage>
  );
}

type ProjectProps = { listing: Extract<DetailListing, { kind: "project" }>; common: Common; paymentPlan: PaymentPlanStep[]; texts: ListingTexts };

function ProjectDetail({ listing: l, common: c, paymentPlan, texts }: ProjectProps) {
  const brokerage = useBrokerage();
  const { t, terms, names, locale, term, address, name } = c;
  const completion = completionText(l.completionYear, l.completionQuarter, locale);
  const developerHref = `/developer/${l.developer.slug}`;
  const developer = texts.developer ?? { text: l.developer.name };
  // "Studio, 1, 2 Beds" in English; in Arabic the options listed, then the word.
  const beds = locale === "en" || !l.beds.trim() ? projectBedsText(l.beds) : arabicBeds(l.beds, optionText(names, locale, "beds", "Studio"), (list) => terms("bedsList", { list }));
  return (
    <DetailPage
      {...c.shared}
      crumbs={[{ label: t("projects"), to: "/project-list" }, { label: name.text, lang: name.lang }]}
      badges={
        <>
          <Badge tone="gold">{term("status", l.status)}</Badge>
          <Badge tone="outline">{term("type", l.type)}</Badge>
        </>
      }
      sections={{
        ...c.sections,
        place: locale === "en" ? `${l.title}, ${address}` : `${name.text}، ${address}`,
        afterDescription: paymentPlan.length > 0 && (
          <DetailSection id="payment-plan" title={t("paymentPlan")}>
            <PaymentPlan steps={paymentPlan} />
          </DetailSection>
        ),
      }}
      jsonLd={projectJsonLd(c.page, {
        ...l,
        subtitle: texts.title.text,
        type: term("type", l.type),
        status: term("status", l.status),
        developerName: developer.text,
        developerHref: localizePath(developerHref, locale),
        sellerName: brokerage.name,
        completion,
        address,
        labels: { completion: t("completion"), location: t("location"), bedrooms: t("bedrooms") },
      })}
    >
      {texts.title.text && texts.title.text !== name.text && (
        <p lang={texts.title.lang} className="text-lg text-slate-700">
          {texts.title.text}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        {c.price}
        {c.favourite}
      </div>
      <p className="inline-flex items-center gap-1.5 text-slate-700">
        <PinIcon className="h-4 w-4 text-brand-600" />
        <span className="sr-only">{t("areaLabel")}</span>
        <Link to={`/area/${l.area.slug}`} className="inline-flex min-h-11 items-center hover:text-brand-700 hover:underline">
          {address}
        </Link>
      </p>
      <FactsRow
        className="text-base"
        facts={[
          { icon: <BedIcon className="h-5 w-5" />, label: t("bedrooms"), value: beds },
          { icon: <AreaIcon className="h-5 w-5" />, label: t("size"), value: sizeRangeText(l.size, l.sizeTo, c.display.size) },
        ]}
      />
      <ProjectFacts developer={developer} developerHref={developerHref} logo={l.developer.logo} completion={completion} />
    </DetailPage>
  );
}

/** The developer (logo and link) and the completion date, as two boxes under the facts. */
function ProjectFacts({ developer, developerHref, logo, completion }: { developer: { text: string; lang?: string }; developerHref: string; logo: string | null; completion: string }) {
  const t = useTranslations("detail");
  return (
    <dl className="grid gap-3 pt-2 xs:grid-cols-2">
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-xl border border-slate-200 p-3">
        <dt className="col-start-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{t("developer")}</dt>
        {logo && (
          <dd className="col-start-1 row-span-2 row-start-1 [&_picture]:contents">
            <Img src={logo} alt="" sizes="96px" width={96} height={48} className="h-10 w-20 shrink-0 object-contain" />
          </dd>
        )}
        <dd className="col-start-2">
          <Link to={developerHref} lang={developer.lang} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
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
  );
}

/** "استوديو، 1، 2 غرف نوم": a project's bedroom options in Arabic. */
function arabicBeds(projectBeds: string, studio: string, withWord: (list: string) => string): string {
  const options = projectBeds.split(",").map((o) => o.trim()).filter(Boolean);
  const list = options.map((o) => (/studio/i.test(o) ? studio : o)).join("، ");
  return options.every((o) => /studio/i.test(o)) ? list : withWord(list);
}
