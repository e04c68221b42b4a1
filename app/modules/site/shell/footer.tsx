/**
 * The site footer of spec 2.2: Quick links, Popular Communities (area pages), Contact Info
 * (phone, e-mail, both offices) and Subscribe; then the legal links and the 2025 copyright line.
 */
import type { ReactNode } from "react";
import { Link } from "../../../ui/link.tsx";
import { useBrokerage } from "../../../ui/brokerage.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import type { Messages } from "../../../platform/i18n/messages.ts";
import { categoryForPath } from "../../listings/index.ts";
import { Logo } from "./header.tsx";
import { useNavLabel } from "./nav-label.ts";
import { MailIcon, PhoneIcon, PinIcon } from "../../../ui/icons/named-icons.tsx";
import { SocialLinks } from "./social-links.tsx";

type FooterKey = keyof Messages["footer"];

/** The category pages of the quick links (a path no page has fails at once). */
const QUICK_CATEGORIES = ["looking-for-apartments-for-sale-in-dubai", "apartments-for-rent-in-dubai", "off-plan-apartments"].map((path) => {
  if (!categoryForPath(path)) throw new Error(`No category page at /${path}`);
  return { label: { ns: "categoryMenu", key: path as keyof Messages["categoryMenu"] } as const, to: `/${path}` };
});

const QUICK_LINKS: { label: FooterKey; to: string }[] = [
  { label: "areaGuides", to: "/areas" },
  { label: "aboutDevelopers", to: "/developers" },
];

/** Area pages, by the page's slug (the name is the message of that key). */
const POPULAR_COMMUNITIES = (["palm-jumeirah", "dubai-marina", "downtown-dubai", "business-bay", "jumeirah-village-circle"] as const).map((slug) => ({
  label: slug,
  to: `/area/${slug}`,
}));

const LEGAL_LINKS: { label: FooterKey; to: string }[] = [
  { label: "privacyPolicy", to: "/privacy-policy" },
  { label: "dataRequest", to: "/data-request" },
  { label: "terms", to: "/terms-condition" },
  { label: "faq", to: "/faq" },
  { label: "careers", to: "/careers" },
];

export function Footer({ subscribe }: { subscribe: ReactNode }) {
  const brokerage = useBrokerage();
  const t = useTranslations("footer");
  const navLabel = useNavLabel();
  const text = (links: { label: FooterKey; to: string }[]) => links.map((l) => ({ label: t(l.label), to: l.to }));
  return (
    // Drawn only when near the screen (app.css): on no page's first screen, its style and layout were
    // ~15 % of every page's first rendering.
    <footer className="offscreen-footer bg-brand-900 text-slate-200">
      <div className="page-gutter grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_1.3fr]">
        <FooterColumn id="footer-quick-links" title={t("quickLinks")}>
          <LinkList links={[...QUICK_CATEGORIES.map((l) => ({ label: navLabel(l.label), to: l.to })), ...text(QUICK_LINKS)]} />
        </FooterColumn>
        <FooterColumn id="footer-popular-communities" title={t("popularCommunities")}>
          <LinkList links={text(POPULAR_COMMUNITIES)} />
        </FooterColumn>
        <FooterColumn id="footer-contact-info" title={t("contactInfo")}>
          <ul className="space-y-1 text-sm">
            <li>
              <a href={`tel:${brokerage.phone}`} className="flex min-h-11 items-center gap-2 hover:text-gold-400">
                <PhoneIcon className="h-4 w-4 shrink-0 text-gold-400" /> <span dir="ltr">{brokerage.phoneDisplay}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${brokerage.email}`} className="flex min-h-11 items-center gap-2 break-all hover:text-gold-400">
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
        <FooterColumn id="footer-subscribe" title={t("subscribe")}>
          {subscribe}
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="page-gutter flex flex-col gap-5 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Logo light />
            <SocialLinks
              className="flex gap-2"
              linkClassName="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-gold-500 hover:text-brand-900"
            />
          </div>
          <nav aria-label={t("legal")}>
            <LinkList links={text(LEGAL_LINKS)} className="flex flex-wrap gap-x-5" />
          </nav>
        </div>
        <p className="page-gutter pb-6 text-xs text-slate-300">
          {t("copyright", { year: brokerage.copyrightYear, name: brokerage.name, orn: brokerage.orn })}
          {brokerage.demo && ` ${t("demoNotice")}`}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-base font-bold text-white">
        {title}
        <span aria-hidden="true" className="mt-2 block h-0.5 w-10 bg-gold-500" />
      </h2>
      {children}
    </section>
  );
}

/** Each link is a 44 px tall row (WCAG 2.2 target size, enhanced): the rows touch instead of being spaced. */
function LinkList({ links, className = "text-sm" }: { links: { label: string; to: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className="inline-flex min-h-11 min-w-11 items-center hover:text-gold-400 hover:underline">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
