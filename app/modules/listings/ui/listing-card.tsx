/**
 * A listing in a list: a unit (spec 2.4) or a project (spec 2.7). Photos with the count and the
 * status (a unit's purpose before it), the type (a unit's classification beside it), the
 * developer's logo, the price (a project's 'Starting Price : N AED', before which it puts its
 * name), the area, the facts (a unit's beds, baths and size; a project's bedroom options and
 * 'Complition Year', the spec's spelling), the time since it was posted, and Call / Email /
 * WhatsApp. The title's link stretches over the card, so a click anywhere opens the listing's
 * page; the buttons and the carousel controls sit above it.
 */
import { Link } from "../../../ui/link.tsx";
import { Icon } from "../../../ui/icons/icon.tsx";
import { Img } from "../../../ui/img.tsx";
import { timeSince } from "../../../platform/i18n/time-since.ts";
import type { ListingCard as Card } from "../listing.ts";
import { CardCarousel } from "./card-carousel.tsx";
import { listingHref } from "./listing-href.ts";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { Badge, CardFoot, FactsRow, PlaceLine, Price, PriceNote, useRoomTexts } from "./card-parts.tsx";
import { OptionText, useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";
import { AreaIcon, BathIcon, BedIcon } from "./icons.tsx";

export function ListingCard({ listing: l, now, priority = false }: { listing: Card; now: string; priority?: boolean }) {
  const href = listingHref(l);
  const locale = useLocale();
  const t = useTranslations("listing");
  const rooms = useRoomTexts();
  const display = useDisplay();
  const unit = l.kind === "unit";
  const heading = (
    <h2 lang={l.titleLang} className="text-lg font-semibold leading-snug text-slate-900">
      <Link to={href} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600">
        {l.title}
      </Link>
    </h2>
  );
  const price = (
    <div>
      {unit ? (
        <Price value={l.price} period={l.pricePeriod} className="text-2xl" />
      ) : (
        <p className="text-xl font-bold text-brand-800" data-price="">{t("startingPrice", { amount: display.amountText(l.price), currency: display.currencyLabel })}</p>
      )}
      <PriceNote value={l.price} sizeSqft={l.size} period={l.pricePeriod} />
    </div>
  );
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md md:flex-row">
      <CardCarousel images={l.images} alt={l.title} href={unit ? href : undefined} priority={priority} className="aspect-[3/2] md:aspect-auto md:min-h-72 md:w-2/5 md:shrink-0">
        {unit && <Badge tone="brand"><OptionText group="purpose" name={l.purpose} /></Badge>}
        <Badge tone="gold"><OptionText group="status" name={l.status} /></Badge>
      </CardCarousel>
      <FavouriteButton kind={l.kind} id={l.id} name={l.title} className="absolute end-3 top-3" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="outline"><OptionText group="type" name={l.type} /></Badge>
            {unit && l.classification && <Badge tone="outline"><OptionText group="classification" name={l.classification} /></Badge>}
          </div>
          {l.developer?.logo && (
            <Img src={l.developer.logo} alt={l.developer.name} sizes="96px" width={96} height={48} className="h-10 w-auto max-w-24 object-contain" />
          )}
        </div>
        {unit ? price : heading}
        {unit ? heading : price}
        <PlaceLine area={l.area.name} emirate={l.area.emirate} />
        <FactsRow
          facts={[
            { icon: <BedIcon />, label: t("bedroomsLabel"), value: unit ? rooms.beds(l.beds) : rooms.projectBeds(l.beds) },
            ...(unit
              ? [
                  { icon: <BathIcon />, label: t("bathroomsLabel"), value: rooms.baths(l.baths) },
                  { icon: <AreaIcon />, label: t("sizeLabel"), value: display.size(l.size) },
                ]
              : [{ icon: <Icon name="calendar" className="h-4 w-4" />, label: t("completionLabel"), value: t("completionYear", { year: l.completionYear }) }]),
          ]}
        />
        <CardFoot posted={timeSince(l.postedOn, now, locale)} postedOn={l.postedOn} contact={{ ...l.agent, subject: l.title }} />
      </div>
    </article>
  );
}

