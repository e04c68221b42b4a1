/**
 * Off-plan project card of the home carousel (spec 2.3): image, status and type labels, name
 * cut to 30, 'Starting Price : N AED', bedrooms, area, 'Enquire Now' (opens the enquiry modal
 * through the `open-enquiry` window event), a view link and the seller shortcuts.
 */
import { Link } from "../../../ui/link.tsx";
import { Img } from "../../../ui/img.tsx";
import { tapAttrs } from "../../../ui/contact-tap.ts";
import { openEnquiry } from "../../../ui/enquiry-event.ts";
import { EyeIcon, MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from "../../../ui/icons/named-icons.tsx";
import { TEXT_CUTS } from "../../../platform/constants.ts";
import { cutText, telLink, whatsappLink } from "../../../platform/i18n/format.ts";
import { listingHref } from "./listing-href.ts";
import type { ProjectCard } from "../listing.ts";
import { OptionText, useTranslations } from "../../../platform/i18n/intl.tsx";
import { FavouriteButton } from "../visitor/favourite-button.tsx";
import { useDisplay } from "../visitor/visitor-hooks.ts";

/** What the carousel's card shows of a project: its card's facts, with the first photo only. */
type OffplanCardData = Pick<ProjectCard, "kind" | "id" | "slug" | "title" | "titleLang" | "type" | "status" | "area" | "beds" | "price" | "agent"> & { image: string | null };

export function OffplanCard({ project }: { project: OffplanCardData }) {
  const href = listingHref(project);
  const name = cutText(project.title, TEXT_CUTS.projectName);
  const display = useDisplay();
  const t = useTranslations("listing");
  const beds = project.beds.trim();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-200">
        <Img src={project.image} alt={project.title} lang={project.titleLang} sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px" className="h-full w-full object-cover" />
        <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          <span className="rounded bg-gold-500 px-2 py-0.5 text-xs font-bold text-brand-900"><OptionText group="status" name={project.status} /></span>
          <span className="rounded bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-900"><OptionText group="type" name={project.type} /></span>
        </div>
        <Link
          to={href}
          aria-label={t("view", { name: project.title })}
          className="absolute end-3 top-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow hover:bg-brand-700 hover:text-white"
        >
          <EyeIcon className="h-5 w-5" />
        </Link>
        <FavouriteButton kind="project" id={project.id} name={project.title} className="absolute end-16 top-3" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 lang={project.titleLang} className="text-lg font-bold text-slate-900" title={project.title}>
          <Link to={href} className="inline-flex min-h-11 items-center hover:text-brand-700">
            {name}
          </Link>
        </h3>
        <p className="mt-1 font-semibold text-brand-700">{t("startingPrice", { amount: display.amountText(project.price), currency: display.currencyLabel })}</p>
        <ul className="mt-2 space-y-1 text-sm text-slate-600">
          {beds && <li>{beds === "Studio" ? t("studio") : t("bedrooms", { n: beds })}</li>}
          <li className="flex items-center gap-1">
            <PinIcon className="h-4 w-4 shrink-0 text-gold-600" />
            <span lang={project.area.nameLang}>{project.area.name}</span>
          </li>
        </ul>
        <div className="mt-auto space-y-2 pt-4">
          <button
            type="button"
            onClick={() => openEnquiry({ projectId: project.id, name: project.title, nameLang: project.titleLang })}
            className="min-h-11 w-full rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("enquireNow")}
          </button>
          <SellerShortcuts project={project} />
        </div>
      </div>
    </article>
  );
}

/** E-mail, WhatsApp (digits of country code plus phone, new tab) and call shortcuts to the seller. */
function SellerShortcuts({ project }: { project: OffplanCardData }) {
  const t = useTranslations("listing");
  const name = project.title;
  const { phone, email, countryCode } = project.agent;
  const cls = "flex h-11 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border text-sm font-semibold";
  return (
    <div className="flex gap-2">
      <a
        href={`mailto:${email}?subject=${encodeURIComponent(t("enquirySubject", { name }))}`}
        {...tapAttrs("project", project.id, "email")}
        aria-label={t("emailAbout", { name })}
        className={`${cls} border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-700`}
      >
        <MailIcon /> {t("email")}
      </a>
      <a
        href={whatsappLink(countryCode, phone, t("whatsappGreeting", { name }))}
        {...tapAttrs("project", project.id, "whatsapp")}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("whatsappAbout", { name })}
        className={`${cls} border-[#0e7a3f] bg-[#0e7a3f] text-white hover:bg-[#0b6634]`}
      >
        <WhatsappIcon /> {t("whatsapp")}
      </a>
      <a href={telLink(countryCode, phone)} {...tapAttrs("project", project.id, "call")} aria-label={t("callAbout", { name })} className={`${cls} border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-700`}>
        <PhoneIcon /> {t("call")}
      </a>
    </div>
  );
}
