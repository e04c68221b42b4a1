/**
 * Placeholder cards while a new search loads (spec 2.4: 3 cards). `useListLoading` tells a list
 * page when its own URL is being reloaded (a search, a status or a page change).
 */
import { useLocation, useNavigation } from "react-router";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

export function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}

export function ListSkeleton({ count = 3, label }: { count?: number; label?: string }) {
  const t = useTranslations("listing");
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-5">
      <span className="sr-only">{label ?? t("loadingProperties")}…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white md:flex-row">
          <div className="aspect-[3/2] bg-slate-200 md:aspect-auto md:h-64 md:w-2/5" />
          <div className="flex-1 space-y-3 p-5">
            <div className="flex gap-2">
              <div className="h-5 w-14 rounded bg-slate-200" />
              <div className="h-5 w-20 rounded bg-slate-200" />
            </div>
            <div className="h-7 w-40 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="flex gap-2 pt-2">
              <div className="h-9 w-20 rounded bg-slate-200" />
              <div className="h-9 w-20 rounded bg-slate-200" />
              <div className="h-9 w-24 rounded bg-slate-200" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
