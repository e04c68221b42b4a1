/**
 * The lead page's first row on a phone: large Call, WhatsApp and E-mail buttons for the ways
 * the lead left to reach them (a subscriber has no phone: no Call or WhatsApp). The phone is
 * stored as the visitor typed it after the country code ("+971 50 123 4567"): the links take its digits.
 */
import { Icon } from "../../../ui/icons/icon.tsx";
import type { IconName } from "../../../ui/icons/icon-names.ts";
import { digitsOnly, telLink, whatsappLink } from "../../../platform/i18n/format.ts";

type Way = { href: string; label: string; icon: IconName; external?: boolean };

/** The links for a lead's phone and e-mail; only those it has. */
function contactWays(lead: { phone: string; email: string }): Way[] {
  const ways: Way[] = [];
  if (digitsOnly(lead.phone)) {
    ways.push({ href: telLink("", lead.phone), label: "Call", icon: "phone" });
    ways.push({ href: whatsappLink("", lead.phone), label: "WhatsApp", icon: "whatsapp", external: true });
  }
  if (lead.email) ways.push({ href: `mailto:${lead.email}`, label: "E-mail", icon: "mail" });
  return ways;
}

export function LeadContactButtons({ lead }: { lead: { name: string; phone: string; email: string } }) {
  const ways = contactWays(lead);
  if (!ways.length) return null;
  return (
    <ul aria-label={`Contact ${lead.name}`} className="mt-4 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      {ways.map((w) => (
        <li key={w.label}>
          <a
            href={w.href}
            {...(w.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className="flex min-h-14 flex-col items-center justify-center gap-1 rounded-md bg-brand-700 px-2 py-2 text-sm font-semibold text-white sm:flex-row sm:gap-2 sm:px-4 sm:text-base hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Icon name={w.icon} className="h-5 w-5 shrink-0" />
            {w.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
