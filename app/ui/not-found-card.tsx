/** The empty state of the lists (spec 8: 'Not Found'), with an optional way out. */
import { Link } from "./link.tsx";
import { useTranslations } from "../platform/i18n/intl.tsx";

export function NotFoundCard({ message, resetTo, resetLabel }: { message?: string; resetTo?: string; resetLabel?: string }) {
  const t = useTranslations("listing");
  return (
    <div role="status" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto h-10 w-10 text-slate-400">
        <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21M8 8l5 5m0-5-5 5" />
      </svg>
      <h2 className="mt-3 text-xl font-bold text-slate-900">{t("notFound")}</h2>
      <p className="mt-2 text-slate-600">{message ?? t("notFoundUnits")}</p>
      {resetTo && (
        <Link to={resetTo} className="mt-5 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
          {resetLabel ?? t("clearFilters")}
        </Link>
      )}
    </div>
  );
}
