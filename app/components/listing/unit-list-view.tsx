/**
 * The unit list as a visitor sees it (spec 2.4), shared by /property-list and the category
 * pages (spec 2.5, which pass their heading and presets): breadcrumb and heading, search bar,
 * status filter, the count, the cards (or skeletons while a new search loads, or 'Not Found')
 * and the pagination. Extra content (a category's SEO text and FAQ) goes in `children`.
 */
import { useLocation } from "react-router";
import { Breadcrumb, type Crumb } from "../breadcrumb.tsx";
import type { UnitListData } from "../../lib/unit-list.server.ts";
import { formatNumber } from "../../lib/format.ts";
import { ListSkeleton, useListLoading } from "./list-skeleton.tsx";
import { NotFoundCard } from "./not-found-card.tsx";
import { Pagination } from "./pagination.tsx";
import { StatusRadioGroup } from "./status-radio-group.tsx";
import { UnitCard } from "./unit-card.tsx";
import { UnitSearchForm } from "./unit-search-form.tsx";

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
};

export function UnitListView({ data, heading, crumbs, searchAction, showStatus = true, intro, children }: Props) {
  const { pathname, search } = useLocation();
  const loading = useListLoading();
  const c = data.criteria;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <Breadcrumb items={crumbs} />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      {intro}
      <div className="mt-6">
        <UnitSearchForm
          key={search}
          action={searchAction}
          values={{ area: c.area, purpose: c.purpose, unitType: c.unitType, priceFrom: c.priceFrom, priceTo: c.priceTo, beds: c.beds, bathroom: c.bathroom, status: c.status, developersId: c.developersId }}
          purposes={data.purposes}
          areas={data.areas}
          types={data.types}
          beds={data.beds}
          baths={data.baths}
        />
      </div>
      <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        {showStatus ? <StatusRadioGroup statuses={data.statuses} value={c.status} search={search} action={pathname} /> : <span />}
        <p className="text-sm font-semibold text-slate-700" aria-live="polite">
          {formatNumber(data.total)} {data.total === 1 ? "property" : "properties"}
        </p>
      </div>
      <section aria-label="Search results" className="mt-5">
        {loading ? (
          <ListSkeleton />
        ) : data.units.length === 0 ? (
          <NotFoundCard resetTo={pathname} />
        ) : (
          <ol className="space-y-5">
            {data.units.map((u, i) => (
              <li key={u.autoId}>
                <UnitCard unit={u} now={data.now} priority={i === 0} />
              </li>
            ))}
          </ol>
        )}
        {!loading && <Pagination page={data.page} totalPages={data.totalPages} label="Result pages" />}
      </section>
      {children}
    </main>
  );
}
