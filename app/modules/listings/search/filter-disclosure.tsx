/**
 * The list pages' filters behind one button on phones and tablets (app/ui/filter-disclosure.tsx),
 * in the page's language.
 */
import type { ReactNode } from "react";
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { FilterDisclosure as Disclosure } from "../../../ui/filter-disclosure.tsx";

export function FilterDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const t = useTranslations("search");
  return (
    <Disclosure active={active} labels={{ filters: t("filters"), active: t("activeFilters") }}>
      {children}
    </Disclosure>
  );
}
