/**
 * The one project list (spec 2.7) shown by /project-list, /developer/{URL} and /area/{URL}:
 * the search form (behind one 'Filters' button under 1024 px), 'N properties', "Alert me"
 * (the search's e-mail alert), the cards
 * (skeletons while a new search or page loads, 'Not Found' when nothing matches) and the
 * pagination (5 a page, 5 numbers a block).
 * The page above it (heading, developer or area profile) is the route's.
 */
import { useLocation } from "react-router";
import { activeFilterCount } from "../search/active-filters.ts";
import { formatNumber } from "../../../platform/i18n/format.ts";
import { useLocale, useTranslations } from "../../../platform/i18n/intl.tsx";
import { FilterDisclosure } from "../../../ui/filter-disclosure.tsx";
import { ListSkeleton, useListLoading } from "./list-skeleton.tsx";
import { NotFoundCard } from "../../../ui/not-found-card.tsx";
import { Link } from "../../../ui/link.tsx";
import { Pagination } from "../../../ui/pagination-nav.tsx";
import { ListingCardList } from "./listing-card-list.tsx";
import { ProjectSearchForm, type ProjectSearchValues } from "./project-search-form.tsx";
import { SortSelect } from "./sort-select.tsx";
import type { ProjectListData } from "../lists/project-list.server.ts";

type Props = {
  data: ProjectListData;
  /** Heading of the results (an h2: the page's h1 is above). Omit on /project-list, whose h1 is the heading. */
  resultsHeading?: string;
  /** Text of the empty state. */
  emptyMessage?: string;
  /**
   * The map view, given by /project-list only (an area's or a developer's page shows one place already):
   * its on/off link, and the map panel when on. Passed in, so those pages' JavaScript carries no map code.
   */
  mapToggle?: React.ReactNode;
  map?: React.ReactNode;
};

/** The search form's fields of the criteria (not the page, nor the URL filters a link may carry). */
function pick(c: ProjectSearchValues): ProjectSearchValues {
  const { area, developersId, projectId, projectType, completionYear, status, priceFrom, priceTo, beds } = c;
  return { area, developersId, projectId, projectType, completionYear, status, priceFrom, priceTo, beds };
}

export function ProjectListView({ data, resultsHeading, emptyMessage, mapToggle, map }: Props) {
  const { pathname, search } = useLocation();
  const loading = useListLoading();
  const t = useTranslations("listing");
  const locale = useLocale();
  const filtered = search.replace(/^\?/, "") !== "";
  // The page's own filter (a developer's or an area's page) is not the visitor's.
  const c = data.criteria;
  const shown = { ...pick(c), area: data.pinned.area ? 0 : c.area, developersId: data.pinned.developersId ? 0 : c.developersId };
  return (
    <section aria-labelledby={resultsHeading ? "project-results-heading" : undefined} aria-label={resultsHeading ? undefined : t("projects")}>
      {resultsHeading && (
        <h2 id="project-results-heading" className="mb-4 text-2xl font-bold text-slate-900">
          {resultsHeading}
        </h2>
      )}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <FilterDisclosure key={search} active={activeFilterCount(shown)}>
          <ProjectSearchForm
            action={pathname}
            values={pick(c)}
            options={data.options}
            hideArea={Boolean(data.pinned.area)}
            hideDeveloper={Boolean(data.pinned.developersId)}
            sort={c.sort}
          />
        </FilterDisclosure>
        <p className="ms-auto flex min-h-11 items-center text-sm font-semibold text-slate-700" aria-live="polite">
          {t("propertyCount", { count: data.total, total: formatNumber(data.total, locale) })}
        </p>
        <SortSelect id="project-sort" />
        {/* A link to the alert form (/alerts), made by the loader: the list's first load carries neither the form nor the address's making. */}
        <Link to={data.alertHref} className="flex min-h-11 min-w-11 items-center justify-center text-sm font-semibold text-brand-800 underline">
          {t("alertMe")}
        </Link>
        {mapToggle}
      </div>
      {map && <div className="mt-4">{map}</div>}
      <div className="mt-4">
        {loading ? (
          <ListSkeleton label={t("loadingProjects")} />
        ) : data.items.length === 0 ? (
          <NotFoundCard
            message={emptyMessage ?? t("notFoundProjects")}
            resetTo={filtered ? pathname : undefined}
          />
        ) : (
          <ListingCardList items={data.items} now={data.now} />
        )}
        {!loading && <Pagination page={data.page} totalPages={data.totalPages} label={t("resultPages")} />}
      </div>
    </section>
  );
}
