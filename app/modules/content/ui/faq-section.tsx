/** A page's 'Frequently asked questions' section: an h2 and the accordion (nothing when there are no items). */
import { FaqAccordion, type FaqItem } from "./faq-accordion.tsx";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

export function FaqSection({ id, items, className }: { id: string; items: FaqItem[]; className: string }) {
  const t = useTranslations("content");
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-5 text-2xl font-bold text-slate-900">
        {t("faqTitle")}
      </h2>
      <FaqAccordion items={items} />
    </section>
  );
}
