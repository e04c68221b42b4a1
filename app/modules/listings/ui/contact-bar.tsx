/**
 * The contact bar of the unit and project detail pages on phones and tablets: Call,
 * WhatsApp and Enquire, always at hand, where the Contact Seller card comes only after the
 * calculator and the map. A route asks for it through its `handle` (contactBarHandle); the shell
 * renders it after the footer, sticky at the bottom: it stays on screen while the page scrolls
 * and at the very end rests in its own place below the footer, so it never covers the page's
 * last lines. Hidden from 1024 px, where the card sits beside the content. Call and WhatsApp are
 * plain links; Enquire opens the enquiry modal (before the JavaScript has loaded it links to the
 * contact form, which works without it).
 */
import type { UIMatch } from "react-router";
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

type ContactBarHandle = { contactBar: (loaderData: unknown) => ContactBarInfo };

/** A route's `handle` asking for the bar, built from its loader data. */
export function contactBarHandle<T>(pick: (loaderData: T) => ContactBarInfo): ContactBarHandle {
  return { contactBar: (data) => pick(data as T) };
}

/** The bar the current page asked for (its deepest route with loader data), or null. */
export function contactBarFor(matches: readonly UIMatch[]): ContactBarInfo | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, loaderData } = matches[i]!;
    const pick = (handle as Partial<ContactBarHandle> | undefined)?.contactBar;
    if (pick && loaderData !== undefined) return pick(loaderData);
  }
  return null;
}

const item = "inline-flex h-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold";

export function ContactBar({ subject, enquiry }: ContactBarInfo) {
  const brokerage = useBrokerage();
  const hydrated = useHydrated();
  const t = useTranslations("contact");
  const localize = useLocalizePath();
  return (
    // mt-px: at the page's end the bar sits in flow under the footer; a page whose height is not a whole
    // number of pixels pins it up to a pixel higher, over the footer's last line, without that gap.
    <aside
      aria-label={t("barLabel")}
      className="sticky bottom-0 z-30 mt-px border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:px-6 lg:hidden"
    >
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
