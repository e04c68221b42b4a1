/** Building blocks of the guide and company pages: titled sections, an FAQ block and a call to action. */
import { Link } from "../../../ui/link.tsx";
import { FaqAccordion, type FaqItem } from "./faq-accordion.tsx";
import { useBrokerage } from "../../../ui/brokerage.ts";
import { telLink } from "../../../platform/i18n/format.ts";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";

export function Section({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id?: string;
  title: string;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-28 ${className}`}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <div className="mt-3 max-w-3xl text-slate-600">{intro}</div>}
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}

/** An FAQ block with its heading; the accordion emits the FAQPage structured data. */
export function FaqSection({
  items,
  title,
  firstOpen = false,
  id = "faq",
}: {
  items: FaqItem[];
  title?: string;
  firstOpen?: boolean;
  id?: string;
}) {
  const t = useTranslations("content");
  if (items.length === 0) return null;
  return (
    <Section id={id} title={title ?? t("faqTitle")}>
      <FaqAccordion items={items} firstOpen={firstOpen} />
    </Section>
  );
}

/** Closing call to action: talk to a consultant. */
export function ContactCta({ title, text }: { title?: string; text?: string }) {
  const brokerage = useBrokerage();
  const t = useTranslations("content");
  // An Arabic page keeps the number left to right; an English one has nothing to isolate.
  const locale = useLocale();
  return (
    <aside aria-label={t("contactUs")} className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-semibold tracking-tight">{title ?? t("ctaTitle")}</h2>
          <p className="mt-2 text-brand-100">{text ?? t("ctaText")}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link
            to="/contact-us"
            className="rounded-md bg-gold-400 px-5 py-3 font-semibold whitespace-nowrap text-slate-900 hover:bg-gold-500"
          >
            {t("contactUs")}
          </Link>
          <a
            href={telLink("", brokerage.phone)}
            className="rounded-md border border-white/40 px-5 py-3 font-semibold whitespace-nowrap text-white hover:bg-white/10"
          >
            {t.rich("call", { number: brokerage.phoneDisplay, ltr: (c) => (locale === "ar" ? <bdi dir="ltr">{c}</bdi> : c) })}
          </a>
        </div>
      </div>
    </aside>
  );
}
