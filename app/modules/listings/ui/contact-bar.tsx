/**
 * The contact bar of the unit and project detail pages on phones and tablets: Call,
 * WhatsApp and Enquire, always at hand, where the Contact Seller card comes only after the
 * calculator and the map. A route asks for it through its `handle` (contactBarHandle); the shell
 * renders it after the footer, in the foot strip (foot-strip.tsx), sticky at the bottom: it stays on screen while the page scrolls
 * and at the very end rests in its own place below the footer, so it never covers the page's
 * last lines. Hidden from 1024 px, where the card sits beside the content. Call and WhatsApp are
 * plain links; Enquire opens the enquiry modal (before the JavaScript has loaded it links to the
 * contact form, which works without it).
 */
import type { FootBarHandle } from "./foot-strip.tsx";
import { openEnquiry, type OpenEnquiryDetail } from "../../../ui/enquiry-event.ts";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { listingTapAttrs } from "../../../ui/contact-tap.ts";
import { useBrokerage, type Brokerage } from "../../../ui/brokerage.ts";
import { telLink, whatsappLink } from "../../../platform/i18n/format.ts";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "./icons.tsx";
import { useLocalizePath, useTranslations } from "../../../platform/i18n/intl.tsx";

/** The agency's Call and WhatsApp links of a listing (the card and the phones' contact bar). */
export const agencyCallHref = (brokerage: Brokerage) => telLink("", brokerage.phone);
/** `message`: the greeting in the page's language (`contact.whatsappMessage`). */
export function agencyWhatsappHref(brokerage: Brokerage, message: string): string {
  return whatsappLink("", brokerage.whatsapp, message);
}

type ContactBarInfo = {
  /** What the listing is, for the WhatsApp greeting. */
  subject: string;
  enquiry: OpenEnquiryDetail;
};

/**
 * A route's `handle` asking for the bar, built from its loader data. The handle brings the bar
 * rendered, so its code travels with the detail routes and not in every page's first load.
 */
export function contactBarHandle<T>(pick: (loaderData: T) => ContactBarInfo): FootBarHandle {
  return { footBar: (data) => <ContactBar {...pick(data as T)} /> };
}

const item = "inline-flex h-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold";

function ContactBar({ subject, enquiry }: ContactBarInfo) {
  const brokerage = useBrokerage();
  const hydrated = useHydrated();
  const t = useTranslations("contact");
  const localize = useLocalizePath();
  return (
    <aside aria-label={t("barLabel")} className="border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:px-6 lg:hidden">
      <div className="mx-auto grid max-w-xl grid-cols-3 gap-2">
        <a href={agencyCallHref(brokerage)} {...listingTapAttrs(enquiry, "call")} className={`${item} border border-brand-700 text-brand-700 hover:bg-brand-50`}>
          <PhoneIcon />
          {t("call")}
        </a>
        <a href={agencyWhatsappHref(brokerage, t("whatsappMessage", { subject }))} {...listingTapAttrs(enquiry, "whatsapp")} target="_blank" rel="noopener noreferrer" className={`${item} bg-[#0f7a3f] text-white hover:bg-[#0b6533]`}>
          <WhatsAppIcon />
          {t("whatsapp")}
          <span className="sr-only">{t("newTab")}</span>
        </a>
        {hydrated ? (
          <button type="button" onClick={() => openEnquiry(enquiry)} className={`${item} bg-brand-700 text-white hover:bg-brand-800`}>
            <MailIcon />
            {t("enquire")}
          </button>
        ) : (
          <a href={localize("/contact-us#contact-form-title")} className={`${item} bg-brand-700 text-white hover:bg-brand-800`}>
            <MailIcon />
            {t("enquire")}
          </a>
        )}
      </div>
    </aside>
  );
}
