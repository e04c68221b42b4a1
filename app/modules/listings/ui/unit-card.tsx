/**
 * A unit in the list (spec 2.4): photos with the count, purpose, status, type, classification,
 * developer logo, price in AED, title, area, beds, baths, size, time since posting, and Call /
 * Email / WhatsApp. The title's link stretches over the card, so a click anywhere opens
 * /property/{unitPageURL}/{autoId}; the buttons and the carousel controls sit above it.
 */
import { Link } from "../../../ui/link.tsx";
import { Img } from "../../../ui/img.tsx";
import { timeSince } from "../../../platform/i18n/time-since.ts";
import type { UnitListing } from "../queries/units.server.ts";
import { CardCarousel } from "./card-carousel.tsx";
import { unitHref } from "./unit-href.ts";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { Badge, CardFoot, FactsRow, PlaceLine, Price, PriceNote, useRoomTexts } from "./card-parts.tsx";
import { OptionText, useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";
import { AreaIcon, BathIcon, BedIcon } from "./icons.tsx";

/** What a card shows of a unit (units.server.ts). */
export type UnitCardData = Omit<UnitListing, "purposeId" | "statusId" | "unitTypeId" | "areaId" | "totalRecord" | "contactSellerName" | "mapView">;

export { unitHref } from "./unit-href.ts";

export function UnitCard({ unit, now, priority = false, headingLevel = 2 }: { unit: UnitCardData; now: string; priority?: boolean; headingLevel?: 2 | 3 }) {
  const href = unitHref(unit);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  const t = useTranslations("listing");
  const rooms = useRoomTexts();
  const posted = timeSince(unit.postedon, now, locale);
  const display = useDisplay();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md md:flex-row">
      <CardCarousel images={unit.images} alt={unit.unitTitle} href={href} priority={priority} className="aspect-[3/2] md:aspect-auto md:min-h-72 md:w-2/5 md:shrink-0">
        <Badge tone="brand"><OptionText group="purpose" name={unit.purposeName} /></Badge>
        <Badge tone="gold"><OptionText group="status" name={unit.status} /></Badge>
      </CardCarousel>
      <FavouriteButton kind="unit" id={unit.autoId} name={unit.unitTitle} className="absolute end-3 top-3" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="outline"><OptionText group="type" name={unit.unitType} /></Badge>
            {unit.classificationName && <Badge tone="outline"><OptionText group="classification" name={unit.classificationName} /></Badge>}
          </div>
          {unit.developerLogo && (
            <Img src={unit.developerLogo} alt={unit.developerName ?? t("developer")} sizes="96px" width={96} height={48} className="h-10 w-auto max-w-24 object-contain" />
          )}
        </div>
        <div>
          <Price value={unit.price} period={unit.pricePeriod} className="text-2xl" />
          <PriceNote value={unit.price} sizeSqft={unit.unitSize} period={unit.pricePeriod} />
        </div>
        <Heading lang={unit.titleLang} className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={href} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600">
            {unit.unitTitle}
          </Link>
        </Heading>
        <PlaceLine area={unit.area} emirate={unit.emiratesName} />
        <FactsRow
          facts={[
            { icon: <BedIcon />, label: t("bedroomsLabel"), value: rooms.beds(unit.bedroomType) },
            { icon: <BathIcon />, label: t("bathroomsLabel"), value: rooms.baths(unit.bathroomType) },
            { icon: <AreaIcon />, label: t("sizeLabel"), value: display.size(unit.unitSize) },
          ]}
        />
        <CardFoot
          posted={posted}
          postedOn={unit.postedon}
          contact={{ countryCode: unit.countryCodeContactSeller, phone: unit.contactSellerPhone, email: unit.contactSellerEmail, subject: unit.unitTitle }}
        />
      </div>
    </article>
  );
}
