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
import { tapAttrs, type TapKind } from "../../../ui/contact-tap.ts";
import { timeSince } from "../../../platform/i18n/time-since.ts";
import { telLink, whatsappLink } from "../../../platform/i18n/format.ts";
import type { Contact, ListingCard as Card, Place } from "../listing.ts";
import { CardCarousel } from "./card-carousel.tsx";
import { listingHref } from "./listing-href.ts";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { Badge, FactsRow, Price, PriceNote, useRoomTexts } from "./card-parts.tsx";
import { OptionText, useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";
import { AreaIcon, BathIcon, BedIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from "./icons.tsx";

export function ListingCard({ listing: l, now, priority = false }: { listing: Card; now: string; priority?: boolean }) {
  const href = listingHref(l);
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
        {/* From md the heart sits at this row's end (over the text column, not the photo): keep the logo clear of it. */}
        <div className="flex items-start justify-between gap-3 md:pe-11">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="outline"><OptionText group="type" name={l.type} /></Badge>
            {unit && l.classification && <Badge tone="outline"><OptionText group="classification" name={l.classification} /></Badge>}
          </div>
          {l.developer?.logo && (
            <Img src={l.developer.logo} alt={l.developer.name} lang={l.developer.nameLang} sizes="96px" width={96} height={48} className="h-10 w-auto max-w-24 object-contain" />
          )}
        </div>
        {unit ? price : heading}
        {unit ? heading : price}
        <PlaceLine place={l.area} />
        <FactsRow
          facts={[
            { icon: <BedIcon />, label: t("bedroomsLabel"), value: rooms.beds(l.beds) },
            ...(unit
              ? [
                  { icon: <BathIcon />, label: t("bathroomsLabel"), value: rooms.baths(l.baths) },
                  { icon: <AreaIcon />, label: t("sizeLabel"), value: display.size(l.size) },
                ]
              : [{ icon: <Icon name="calendar" className="h-4 w-4" />, label: t("completionLabel"), value: t("completionYear", { year: l.completionYear }) }]),
          ]}
        />
        <CardFoot postedOn={l.postedOn} now={now} contact={l.agent} subject={l.title} tap={{ kind: l.kind, id: l.id }} />
      </div>
    </article>
  );
}

/**
 * A card's place: the pin, the area and its emirate. Area and emirate are one flex item, so the gap does not stand
 * before the comma ("Dubai Marina , Dubai"). The area's name comes in the page's language (toCard), English marked.
 */
function PlaceLine({ place }: { place: Place }) {
  const t = useTranslations("listing");
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
      <PinIcon className="h-4 w-4 text-brand-600" />
      <span>
        <span lang={place.nameLang}>{place.name}</span>
        {place.emirate && <>{t("comma")}<OptionText group="emirate" name={place.emirate} /></>}
      </span>
    </p>
  );
}

/**
 * The foot of a listing card: when it was posted, and the contact buttons beside it while both
 * fit, or on their own full-width line when they do not (the card's text column is narrow
 * between 768 and 1024 px, where the photo takes two fifths of the card).
 */
function CardFoot({ postedOn, now, contact, subject, tap }: { postedOn: string; now: string; contact: Contact; subject: string; tap: CardTap }) {
  const t = useTranslations("listing");
  const posted = timeSince(postedOn, now, useLocale());
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
      {posted && (
        <p className="inline-flex items-center gap-1.5 whitespace-nowrap text-xs text-slate-600">
          <ClockIcon className="h-3.5 w-3.5" />
          <span className="sr-only">{t("posted")}</span>
          <time dateTime={postedOn}>{posted}</time>
        </p>
      )}
      <ContactButtons {...contact} subject={subject} tap={tap} />
    </div>
  );
}

/** Which listing a card's contact taps are counted for. */
type CardTap = { kind: TapKind; id: number };

const btn = "relative z-10 inline-flex min-h-11 flex-1 items-center justify-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-semibold transition";

/**
 * Call, Email and WhatsApp shortcuts (WhatsApp: digits only, new tab). `subject`: what the visitor
 * asks about, for the e-mail's subject, the WhatsApp greeting and the buttons' names.
 */
function ContactButtons({ countryCode, phone, email, subject, tap }: Contact & { subject: string; tap: CardTap }) {
  const t = useTranslations("listing");
  return (
    <div className="flex gap-1.5 grow basis-72">
      <a href={telLink(countryCode, phone)} {...tapAttrs(tap.kind, tap.id, "call")} aria-label={t("callAbout", { name: subject })} className={`${btn} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
        <PhoneIcon />
        {t("call")}
      </a>
      <a
        href={`mailto:${email}?subject=${encodeURIComponent(t("enquirySubject", { name: subject }))}`}
        {...tapAttrs(tap.kind, tap.id, "email")}
        aria-label={t("emailAbout", { name: subject })}
        className={`${btn} border border-brand-700 text-brand-700 hover:bg-brand-50`}
      >
        <MailIcon />
        {t("email")}
      </a>
      <a
        href={whatsappLink(countryCode, phone, t("whatsappGreeting", { name: subject }))}
        {...tapAttrs(tap.kind, tap.id, "whatsapp")}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("whatsappAbout", { name: subject })}
        className={`${btn} bg-[#0f7a3f] text-white hover:bg-[#0b6533]`}
      >
        <WhatsAppIcon />
        {t("whatsapp")}
      </a>
    </div>
  );
}
