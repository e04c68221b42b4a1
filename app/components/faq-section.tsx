/** A page's 'Frequently asked questions' section: an h2 and the accordion (nothing when there are no items). */
import { FaqAccordion, type FaqItem } from "./faq-accordion.tsx";

export function FaqSection({ id, items, className }: { id: string; items: FaqItem[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-5 text-2xl font-bold text-slate-900">
        Frequently asked questions
      </h2>
      <FaqAccordion items={items} />
    </section>
  );
}
