/**
 * A project in the project list (spec 2.7): photo carousel with the photo count, status, type,
 * developer logo, name, 'Starting Price : N AED', area, beds, 'Complition Year' (the spec's
 * spelling), time since posted, and Call / Email / WhatsApp. The name's link stretches over
 * the card, so a click anywhere opens /project/{projectURL}/{projectId}; the buttons and the
 * carousel controls sit above it. Built from the listing pieces the unit card uses.
 */
import type { ProjectListItem } from "../queries/projects.server.ts";
import { Link } from "../../../ui/link.tsx";
import { Icon } from "../../../ui/icons/icon.tsx";
import { Img } from "../../../ui/img.tsx";
import { timeSince } from "../../../platform/i18n/time-since.ts";
import { CardCarousel } from "./card-carousel.tsx";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { Badge, CardFoot, FactsRow, PlaceLine, PriceNote, useRoomTexts } from "./card-parts.tsx";
import { OptionText, useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";
import { BedIcon } from "./icons.tsx";
import { projectHref } from "./project-text.ts";

/** What a card shows of a project (projects.server.ts). */
export type ProjectCardData = Pick<
  ProjectListItem,
  | "projectId" | "projectURL" | "projectName" | "projectType" | "status" | "area" | "emiratesName" | "projectBeds" | "startingPrice"
  | "completionYear" | "developerName" | "developerLogo" | "createdOnUAE" | "images" | "contactSellerPhone" | "countryCodeContactSeller"
  | "contactSellerEmail" | "sizeFromSqft"
> & { nameLang?: "en" };

export function ProjectCard({ project, now, priority = false }: { project: ProjectCardData; now: string; priority?: boolean }) {
  const href = projectHref(project);
  const locale = useLocale();
  const t = useTranslations("listing");
  const rooms = useRoomTexts();
  const posted = timeSince(project.createdOnUAE, now, locale);
  const display = useDisplay();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md md:flex-row">
      <CardCarousel images={project.images} alt={project.projectName} priority={priority} className="aspect-[3/2] md:aspect-auto md:min-h-72 md:w-2/5 md:shrink-0">
        <Badge tone="gold"><OptionText group="status" name={project.status} /></Badge>
      </CardCarousel>
      <FavouriteButton kind="project" id={project.projectId} name={project.projectName} className="absolute end-3 top-3" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="outline"><OptionText group="type" name={project.projectType} /></Badge>
          </div>
          {project.developerLogo && (
            <Img src={project.developerLogo} alt={project.developerName} sizes="96px" width={96} height={48} className="h-10 w-auto max-w-24 object-contain" />
          )}
        </div>
        <h2 lang={project.nameLang} className="text-lg font-semibold leading-snug text-slate-900">
          <Link
            to={href}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {project.projectName}
          </Link>
        </h2>
        <div>
          <p className="text-xl font-bold text-brand-800" data-price="">{t("startingPrice", { amount: display.amountText(project.startingPrice), currency: display.currencyLabel })}</p>
          <PriceNote value={project.startingPrice} sizeSqft={project.sizeFromSqft} />
        </div>
        <PlaceLine area={project.area} emirate={project.emiratesName} />
        <FactsRow
          facts={[
            { icon: <BedIcon />, label: t("bedroomsLabel"), value: rooms.projectBeds(project.projectBeds) },
            { icon: <CalendarIcon />, label: t("completionLabel"), value: t("completionYear", { year: project.completionYear }) },
          ]}
        />
        <CardFoot
          posted={posted}
          postedOn={project.createdOnUAE}
          contact={{ countryCode: project.countryCodeContactSeller, phone: project.contactSellerPhone, email: project.contactSellerEmail, subject: project.projectName }}
        />
      </div>
    </article>
  );
}

function CalendarIcon({ className = "h-4 w-4" }: { className?: string }) {
  return <Icon name="calendar" className={className} />;
}
