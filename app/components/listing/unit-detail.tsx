/**
 * A unit's detail page (spec 2.6) as the public route (routes/property-detail.tsx) and the back
 * office's preview of a draft (routes/admin/listing-preview.tsx) both render it.
 */
import type { UnitDetails } from "../../db/queries/units.server.ts";
import { unitJsonLd } from "../../lib/listing-json-ld.ts";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { Badge, FactsRow, Price, PriceNote, bathroomsText, bedroomsText } from "./card-parts.tsx";
import { CompareToggle } from "../visitor/compare-toggle.tsx";
import { useDisplay } from "../../lib/visitor-hooks.ts";
import { AreaIcon, BathIcon, BedIcon, PinIcon } from "./icons.tsx";
import { DetailPage, type ListingExtras } from "./detail-page.tsx";

export type UnitDetailProps = { unit: UnitDetails; extras: ListingExtras; canonical: string; siteUrl: string };

export function UnitDetail({ unit: u, extras, canonical, siteUrl }: UnitDetailProps) {
  const address = `${u.area}, ${u.emiratesName}`;
  const display = useDisplay();
  const page = {
    siteUrl,
    canonical,
    name: u.unitTitle,
    descriptionHtml: u.unitDescription,
    images: extras.images,
  };

  return (
    <DetailPage
      crumbs={[{ label: u.unitTitle }]}
      name={u.unitTitle}
      extras={extras}
      badges={
        <>
          <Badge tone="brand">{u.purposeName}</Badge>
          <Badge tone="gold">{u.status}</Badge>
          <Badge tone="outline">{u.unitType}</Badge>
          {u.classificationName && <Badge tone="outline">{u.classificationName}</Badge>}
        </>
      }
      sections={{
        descriptionHtml: u.unitDescription,
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
        area: u.area,
        emirate: u.emiratesName,
      })}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Price value={u.price} period={u.pricePeriod} className="text-3xl" />
          <PriceNote value={u.price} sizeSqft={u.unitSize} period={u.pricePeriod} />
        </div>
        <div className="flex items-center gap-4">
          <CompareToggle id={u.autoId} name={u.unitTitle} />
          <FavouriteButton kind="unit" id={u.autoId} name={u.unitTitle} />
        </div>
      </div>
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
          { icon: <AreaIcon className="h-5 w-5" />, label: "Size", value: display.size(u.unitSize) },
        ]}
      />
    </DetailPage>
  );
}
