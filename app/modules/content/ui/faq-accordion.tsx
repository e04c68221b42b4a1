/**
 * FAQ accordion built on <details>/<summary>: each item opens on its own, works with the
 * keyboard and without JavaScript. Emits FAQPage structured data for the items shown.
 */
import { Icon } from "../../../ui/icons/icon.tsx";
import { JsonLd } from "../../../ui/json-ld.tsx";
import { htmlToText } from "../../../platform/i18n/format.ts";
import { useLocale } from "../../../platform/i18n/intl.tsx";

export type { FaqItem } from "../types.ts";
import type { FaqItem } from "../types.ts";

export function FaqAccordion({ items, firstOpen = false, headingLevel = 3, structuredData = true }: { items: FaqItem[]; firstOpen?: boolean; headingLevel?: 2 | 3; structuredData?: boolean }) {
  const locale = useLocale();
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, i) => (
        <details key={item.question} className="group" open={firstOpen && i === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base" lang={item.questionLang}>
              {item.question}
            </Heading>
            <Icon name="chevron-down" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div lang={item.answerLang} className="prose-content px-5 pb-5 text-slate-700" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
      {structuredData && (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "FAQPage",
            inLanguage: locale,
            mainEntity: items.map((item) => ({
              "@type": "Question",
              name: item.question,
              acceptedAnswer: { "@type": "Answer", text: htmlToText(item.answerHtml) },
            })),
          }}
        />
      )}
    </div>
  );
}
