/**
 * The unit list as a visitor sees it (spec 2.4), shared by /property-list and the category
 * pages (spec 2.5, which pass their heading and presets): breadcrumb and heading, search bar and
 * status filter (behind one 'Filters' button under 1024 px), the count, "Alert me" (a link to save
 * the search with e-mail alerts), the cards (or skeletons
 * while a new search loads, or 'Not Found') and the pagination. Extra content (a category's SEO text and FAQ) goes in `children`.
 */
import { useLocation } from "react-router";
import { Breadcrumb, type Crumb } from "../../../ui/breadcrumb.tsx";
import type { UnitListData } from "../lists/unit-list.server.ts";
import { activeFilterCount } from "../search/active-filters.ts";
import { formatNumber } from "../../../platform/i18n/format.ts";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { FilterDisclosure } from "../../../ui/filter-disclosure.tsx";
import { ListSkeleton, useListLoading } from "./list-skeleton.tsx";
import { NotFoundCard } from "../../../ui/not-found-card.tsx";
import { Pagination } from "../../../ui/pagination-nav.tsx";
import { StatusRadioGroup } from "./status-radio-group.tsx";
import { ListingCardList } from "./listing-card-list.tsx";
import { UnitSearchForm } from "./unit-search-form.tsx";
import { SortSelect } from "./sort-select.tsx";
import { Link } from "../../../ui/link.tsx";

type Props = {
  data: UnitListData;
  heading: string;
  crumbs: Crumb[];
  /** Where the search bar sends a new search. */
  searchAction: string;
  /** Show the status filter (hidden when a page presets the status). */
  showStatus?: boolean;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  /**
   * The map view, given by /property-list only: its on/off link, and the map panel when on.
   * Passed in rather than imported here, so the category pages' JavaScript carries no map code.
   */
  mapToggle?: React.ReactNode;
  map?: (results: React.ReactNode) => React.ReactNode;
};

export function UnitListView({ data, heading, crumbs, searchAction, showStatus = true, intro, children, mapToggle, map }: Props) {
  const { pathname, search } = useLocation();
  const loading = useListLoading();
  const t = useTranslations("listing");
  const locale = useLocale();
  const c = data.criteria;
  // What the form shows (the status only where its chips show; a developer filter has no field).
  const filters = { area: c.area, purpose: c.purpose, unitType: c.unitType, priceFrom: c.priceFrom, priceTo: c.priceTo, beds: c.beds, bathroom: c.bathroom };
  const shown = showStatus ? { ...filters, status: c.status } : filters;
  const list = (
    <section aria-label={t("searchResults")} className="mt-5">
      {loading ? (
        <ListSkeleton />
      ) : data.items.length === 0 ? (
        <NotFoundCard resetTo={pathname} />
      ) : (
        <ListingCardList items={data.items} now={data.now} />
      )}
      {!loading && <Pagination page={data.page} totalPages={data.totalPages} label={t("resultPages")} />}
    </section>
  );
  const results = map ? map(list) : list;
  return (
    <main id="main" className="page-gutter pb-16 pt-3 sm:pt-6">
      <Breadcrumb items={crumbs} />
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:mt-3 sm:text-4xl">{heading}</h1>
      {intro}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-x-4 gap-y-3 sm:mt-6">
        <FilterDisclosure key={search} active={activeFilterCount(shown)}>
          <UnitSearchForm
            action={searchAction}
            values={{ ...filters, status: c.status, developersId: c.developersId, sort: c.sort }}
            purposes={data.options.purposes}
            areas={data.options.areas}
            types={data.options.types}
            beds={data.options.beds}
            baths={data.options.baths}
            mapView={Boolean(map)}
          />
          {showStatus && <StatusRadioGroup statuses={data.options.statuses} value={c.status} search={search} action={pathname} />}
        </FilterDisclosure>
        <p className="ms-auto flex min-h-11 items-center text-sm font-semibold text-slate-700" aria-live="polite">
          {t("propertyCount", { count: data.total, total: formatNumber(data.total, locale) })}
        </p>
        <SortSelect id="unit-sort" />
        {/* A link to the alert form (/alerts), made by the loader, not the form itself: the list's first load stays as it was. */}
        <Link to={data.alertHref} className="flex min-h-11 min-w-11 items-center justify-center text-sm font-semibold text-brand-800 underline">
          {t("alertMe")}
        </Link>
        {mapToggle}
      </div>
      {results}
      {children}
    </main>
  );
}
