/**
 * The site footer of spec 2.2: Quick links, Popular Communities (area pages), Contact Info
 * (phone, e-mail, both offices) and Subscribe; then the legal links and the 2025 copyright line.
 */
import type { ReactNode } from "react";
import { Link } from "../link.tsx";
import { useBrokerage } from "../../content/brokerage.ts";
import { Logo } from "./header.tsx";
import { MailIcon, PhoneIcon, PinIcon, SocialIcon, type SocialNetwork } from "./icons.tsx";
import { SOCIAL_LABELS } from "./nav-items.ts";

const QUICK_LINKS = [
  { label: "Apartments for sale", to: "/looking-for-apartments-for-sale-in-dubai" },
  { label: "Apartments for rent", to: "/apartments-for-rent-in-dubai" },
  { label: "Off-plan apartments", to: "/off-plan-apartments" },
  { label: "Area guides", to: "/areas" },
  { label: "About developers", to: "/developers" },
];

const POPULAR_COMMUNITIES = [
  { label: "Palm Jumeirah", to: "/area/palm-jumeirah" },
  { label: "Dubai Marina", to: "/area/dubai-marina" },
  { label: "Downtown Dubai", to: "/area/downtown-dubai" },
  { label: "Business Bay", to: "/area/business-bay" },
  { label: "Jumeirah Village Circle (JVC)", to: "/area/jumeirah-village-circle" },
];

const LEGAL_LINKS = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-condition" },
  { label: "FAQ", to: "/faq" },
  { label: "Careers", to: "/careers" },
];

/** The brokerage's social links, in the order it lists them. */
const socialsOf = (social: Partial<Record<SocialNetwork, string>>) => Object.entries(social) as [SocialNetwork, string][];

export function Footer({ subscribe }: { subscribe: ReactNode }) {
  const brokerage = useBrokerage();
  const socials = socialsOf(brokerage.social);
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="page-gutter grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_1.3fr]">
        <FooterColumn title="Quick Links">
          <LinkList links={QUICK_LINKS} />
        </FooterColumn>
        <FooterColumn title="Popular Communities">
          <LinkList links={POPULAR_COMMUNITIES} />
        </FooterColumn>
        <FooterColumn title="Contact Info">
          <ul className="space-y-3 text-sm">
            <li>
              <a href={`tel:${brokerage.phone}`} className="flex items-center gap-2 hover:text-gold-400">
                <PhoneIcon className="h-4 w-4 shrink-0 text-gold-400" /> {brokerage.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${brokerage.email}`} className="flex items-center gap-2 break-all hover:text-gold-400">
                <MailIcon className="h-4 w-4 shrink-0 text-gold-400" /> {brokerage.email}
              </a>
            </li>
            {brokerage.offices.map((o) => (
              <li key={o.name} className="flex gap-2">
                <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" />
                <address className="not-italic">
                  <span className="block font-semibold text-white">{o.name}</span>
                  {o.building}, {o.street}, {o.city}
                </address>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title="Subscribe">{subscribe}</FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="page-gutter flex flex-col gap-5 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Logo light />
            <ul className="flex gap-2" aria-label="Social media">
              {socials.map(([network, href]) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${brokerage.shortName} on ${SOCIAL_LABELS[network]}`}
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 hover:bg-gold-500 hover:text-brand-900"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:text-gold-400 hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="page-gutter pb-6 text-xs text-slate-300">
          © {brokerage.copyrightYear} {brokerage.name}. All rights reserved. RERA ORN {brokerage.orn}. Demo website: names, numbers and listings are fictional.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`footer-${title.replace(/\W+/g, "-").toLowerCase()}`}>
      <h2 id={`footer-${title.replace(/\W+/g, "-").toLowerCase()}`} className="mb-4 text-base font-bold text-white">
        {title}
        <span aria-hidden="true" className="mt-2 block h-0.5 w-10 bg-gold-500" />
      </h2>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: { label: string; to: string }[] }) {
  return (
    <ul className="space-y-2.5 text-sm">
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className="hover:text-gold-400 hover:underline">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
