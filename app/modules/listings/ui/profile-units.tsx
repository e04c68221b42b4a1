/**
 * The newest units of an area or a developer on its page, and a link to all of them
 * (app/modules/listings/lists/profile-units.server.ts). A compact card of its own: the list's full card (carousel,
 * favourite, contact buttons) is more than a page's second screen needs. Loaded lazily by profile-page.tsx.
 */
import type { ProfileUnitsData } from "../lists/profile-units.server.ts";
import { Img } from "../../../ui/img.tsx";
import { Link } from "../../../ui/link.tsx";
import { Badge, FactsRow, Price, useRoomTexts } from "./card-parts.tsx";
import { listingHref } from "./listing-href.ts";
import { AreaIcon, BathIcon, BedIcon } from "./icons.tsx";
import { OptionText, useTranslations } from "../../../platform/i18n/intl.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";

type Unit = ProfileUnitsData["rows"][number];

function ProfileUnitCard({ unit }: { unit: Unit }) {
  const t = useTranslations("listing");
  const rooms = useRoomTexts();
  const display = useDisplay();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <div className="relative">
        <Img src={unit.image ?? ""} alt={unit.title} lang={unit.titleLang} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
        <span className="absolute start-3 top-3">
          <Badge tone="brand"><OptionText group="purpose" name={unit.purpose} /></Badge>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Price value={unit.price} period={unit.pricePeriod} className="text-xl" />
        <h3 lang={unit.titleLang} className="font-semibold leading-snug text-slate-900">
          <Link to={listingHref(unit)} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600">
            {unit.title}
          </Link>
        </h3>
        <FactsRow
          className="mt-auto"
          facts={[
            { icon: <BedIcon />, label: t("bedroomsLabel"), value: rooms.beds(unit.beds) },
            { icon: <BathIcon />, label: t("bathroomsLabel"), value: rooms.baths(unit.baths) },
            { icon: <AreaIcon />, label: t("sizeLabel"), value: display.size(unit.size) },
          ]}
        />
      </div>
    </article>
  );
}

export default function ProfileUnits({ units: data }: { units: ProfileUnitsData & { heading: string; allLabel: string } }) {
  return (
    <section aria-labelledby="profile-units-heading" className="mt-12">
      <h2 id="profile-units-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {data.heading}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {data.rows.map((u) => (
          <li key={u.id}>
            <ProfileUnitCard unit={u} />
          </li>
        ))}
      </ul>
      {data.total > data.rows.length && (
        <p className="mt-6">
          <Link to={data.allHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {data.allLabel}
          </Link>
        </p>
      )}
    </section>
  );
}
