/**
 * A unit's detail page (spec 2.6) as the public route (routes/property-detail.tsx) and the back
 * office's preview of a draft (routes/admin/listing-preview.tsx) both render it.
 */
import type { UnitDetails } from "../queries/units.server.ts";
import { unitJsonLd } from "../detail/listing-json-ld.ts";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { Badge, FactsRow, Price, PriceNote, bathroomsText, bedroomsText } from "./card-parts.tsx";
import { CompareToggle } from "../visitor/compare-toggle.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";
import { AreaIcon, BathIcon, BedIcon, PinIcon } from "./icons.tsx";
import { DetailPage, type ListingExtras } from "./detail-page.tsx";
import type { ListingTexts } from "../detail/listing-detail.server.ts";
import { useLocale, useOptionNames, useTranslations } from "../../../platform/i18n/intl.tsx";
import { localizePath } from "../../../platform/i18n/locale.ts";
import { roomsText, termText } from "../detail/detail-terms.ts";

export type UnitDetailProps = {
  unit: Omit<UnitDetails, "unitDescription">;
  extras: ListingExtras;
  canonical: string;
  siteUrl: string;
  texts: ListingTexts;
};

export function UnitDetail({ unit: u, extras, canonical, siteUrl, texts }: UnitDetailProps) {
  const locale = useLocale();
  const t = useTranslations("detail");
  const terms = useTranslations("detailTerms");
  const names = useOptionNames();
  const term = (group: Parameters<typeof termText>[3], name: string) => termText(terms, names, locale, group, name);
  const address = terms("place", { area: texts.area.text, emirate: term("emirate", u.emiratesName) });
  const display = useDisplay();
  const page = {
    siteUrl,
    canonical: localizePath(canonical, locale),
    name: texts.name.text,
    descriptionHtml: texts.description.text,
    images: extras.images,
    locale,
  };

  return (
    <DetailPage
      crumbs={[{ label: texts.name.text, lang: texts.name.lang }]}
      name={texts.name}
      extras={extras}
      badges={
        <>
          <Badge tone="brand">{term("purpose", u.purposeName)}</Badge>
          <Badge tone="gold">{term("status", u.status)}</Badge>
          <Badge tone="outline">{term("type", u.unitType)}</Badge>
          {u.classificationName && <Badge tone="outline">{term("classification", u.classificationName)}</Badge>}
        </>
      }
      sections={{
        description: texts.description,
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
        area: texts.area.text,
        emirate: term("emirate", u.emiratesName),
      })}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Price value={u.price} period={u.pricePeriod} className="text-3xl" />
          <PriceNote value={u.price} sizeSqft={u.unitSize} period={u.pricePeriod} />
        </div>
        <div className="flex items-center gap-4">
          <CompareToggle id={u.autoId} name={texts.name.text} />
          <FavouriteButton kind="unit" id={u.autoId} name={texts.name.text} />
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
          { icon: <BedIcon className="h-5 w-5" />, label: t("bedrooms"), value: roomsText(terms, names, locale, "beds", u.bedroomType, bedroomsText) },
          { icon: <BathIcon className="h-5 w-5" />, label: t("bathrooms"), value: roomsText(terms, names, locale, "baths", u.bathroomType, bathroomsText) },
          { icon: <AreaIcon className="h-5 w-5" />, label: t("size"), value: display.size(u.unitSize) },
        ]}
      />
    </DetailPage>
  );
}
