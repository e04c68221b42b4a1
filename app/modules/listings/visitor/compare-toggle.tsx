/**
 * The compare tick of a unit, on its detail page and on the favourites page: it puts
 * the unit on the visitor's compare list, kept in their browser (four at most).
 */
import { useVisitor } from "./visitor-context.tsx";
import { useCompareIds } from "./visitor-hooks.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

/** As app/modules/listings/visitor/shortlist.ts MAX_COMPARE (not imported: that module stays out of the first load). */
const MAX_COMPARE = 4;

/** "Compare": puts a unit on the compare list (four at most; a fifth is refused with a note). */
export function CompareToggle({ id, name, className = "" }: { id: number; name: string; className?: string }) {
  const visitor = useVisitor();
  const t = useTranslations("visitor");
  const ids = useCompareIds();
  const on = ids.includes(id);
  const full = !on && ids.length >= MAX_COMPARE;
  return (
    <label className={`relative z-20 inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700 ${className}`}>
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        checked={on}
        disabled={full || !visitor}
        aria-label={t("compareName", { name })}
        onChange={() => visitor?.toggleCompare(id)}
      />
      {full ? t("compareFull") : t("compare")}
    </label>
  );
}
