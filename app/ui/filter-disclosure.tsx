/**
 * A list's filters behind one button on phones and tablets, so the first result shows on the
 * first screen: a <details> whose summary counts the active filters. It opens without
 * JavaScript; give it a `key` that changes with the search so a new search renders it afresh,
 * closed. From 1024 px the filters are always shown and the button is gone (app.css,
 * `.filter-disclosure`). The public lists and the back office's tables both use it, each with
 * its own words.
 */
import type { ReactNode } from "react";
import { Icon } from "./icons/icon.tsx";
import { useTranslations } from "../platform/i18n/intl.tsx";

/** `labels`: the back office's own words; the public lists use the search bar's, in the page's language. */
export function FilterDisclosure({ active, labels: given, children }: { active: number; labels?: { filters: string; active: string }; children: ReactNode }) {
  const t = useTranslations("search");
  const labels = given ?? { filters: t("filters"), active: t("activeFilters") };
  return (
    <details className="filter-disclosure group min-w-0 open:basis-full lg:basis-full">
      <summary className="inline-flex h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-600 [&::-webkit-details-marker]:hidden">
        <span>{labels.filters}</span>
        {active > 0 && (
          <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs text-white">
            {active}
            <span className="sr-only">{labels.active}</span>
          </span>
        )}
        <Icon name="chevron-down" className="h-4 w-4 text-brand-700 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-3 space-y-4 lg:mt-0">{children}</div>
    </details>
  );
}
