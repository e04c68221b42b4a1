/**
 * Contact Seller card (spec 2.6, 2.8, 9): the agent's avatar, name, designation, mobile and
 * e-mail; WhatsApp and Call use the agency number (the brokerage's identity, app/content); 'Enquire Now' asks the
 * site's enquiry modal to open for this listing (`open-enquiry` window event).
 */
import type { Agent } from "../listing.ts";
import { useBrokerage } from "../../../ui/brokerage.ts";
import { telLink } from "../../../platform/i18n/format.ts";
import { openEnquiry, type OpenEnquiryDetail } from "../../../ui/enquiry-event.ts";
import { Img } from "../../../ui/img.tsx";
import { Link } from "../../../ui/link.tsx";
import { listingTapAttrs } from "../../../ui/contact-tap.ts";
import { agencyCallHref, agencyWhatsappHref } from "./contact-bar.tsx";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "./icons.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";


type Props = {
  agent: Agent;
  /** What the listing is, for the WhatsApp greeting. */
  subject: string;
  enquiry: OpenEnquiryDetail;
  children?: React.ReactNode;
};

export function ContactSellerCard({ agent, subject, enquiry, children }: Props) {
  const { name, designation, avatar, phone } = agent;
  const { email, countryCode } = agent;
  const brokerage = useBrokerage();
  const mobile = `+${countryCode.replace(/\D/g, "")} ${phone}`;
  const t = useTranslations("contact");
  return (
    <section aria-labelledby="contact-seller-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="contact-seller-heading" className="text-lg font-bold text-slate-900">
        {t("contactSeller")}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Img src={avatar} alt={t("photoOf", { name })} sizes="64px" width={64} height={64} className="h-16 w-16 shrink-0 rounded-full object-cover" />
        <div className="min-w-0">
          <p lang={agent.nameLang} className="font-semibold text-slate-900">
            {name}
          </p>
          {agent.page && (
            <Link to={agent.page} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
              {t("agentPage", { name })}
            </Link>
          )}
          <p lang={agent.designationLang} className="text-sm text-slate-600">
            {designation}
          </p>
          {agent.languages && <p className="text-sm text-slate-600">{t("speaks", { languages: agent.languages })}</p>}
        </div>
      </div>
      <dl className="mt-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-brand-600">
            <PhoneIcon />
            <span className="sr-only">{t("mobile")}</span>
          </dt>
          <dd>
            <a href={telLink(countryCode, phone)} {...listingTapAttrs(enquiry, "call")} dir="ltr" className="inline-flex min-h-11 items-center text-slate-800 hover:text-brand-700 hover:underline">
              {mobile}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-brand-600">
            <MailIcon />
            <span className="sr-only">{t("email")}</span>
          </dt>
          <dd className="min-w-0 truncate">
            <a href={`mailto:${email}`} {...listingTapAttrs(enquiry, "email")} dir="ltr" className="block truncate py-3 text-slate-800 hover:text-brand-700 hover:underline">
              {email}
            </a>
          </dd>
        </div>
      </dl>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <a
          href={agencyWhatsappHref(brokerage, t("whatsappMessage", { subject }))}
          {...listingTapAttrs(enquiry, "whatsapp")}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md bg-[#0f7a3f] px-3 text-sm font-semibold text-white hover:bg-[#0b6533]"
        >
          <WhatsAppIcon />
          {t("whatsapp")}
          <span className="sr-only">{t("newTab")}</span>
        </a>
        <a href={agencyCallHref(brokerage)} {...listingTapAttrs(enquiry, "call")} className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          <PhoneIcon />
          {t("call")}
        </a>
        <button
          type="button"
          onClick={() => openEnquiry(enquiry)}
          className="col-span-2 min-h-11 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("enquireNow")}
        </button>
      </div>
      {children}
    </section>
  );
}
