/**
 * /admin/units and /admin/projects: one staff table for both kinds (the kind comes
 * from the path). Every role: admins and editors see every listing, an agent those of its own
 * profile (scoped in the query, app/modules/listings/queries/admin-listings.server.ts). Search, filters and
 * sort are a GET form, so the table works without JavaScript; the criteria live in the URL
 * (app/modules/listings/admin/listing-criteria.ts: a bad parameter falls back to its default); keyset pages.
 */
import { Link } from "react-router";
import type { Route } from "./+types/listings";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { agentChoices } from "../../modules/staff/staff.server.ts";
import { adminListListings } from "../../modules/listings/queries/admin-listings.server.ts";
import { lookups } from "../../modules/listings/lookups.server.ts";
import { seesAllListings } from "../../modules/staff/scope.ts";
import { adminListingSearch, parseAdminListingParams } from "../../modules/listings/admin/listing-criteria.ts";
import { ADMIN_PAGE_SIZES, ADMIN_SORTS, ADMIN_STATE_OPTIONS, PERMIT_WARNING_DAYS, type AdminSort } from "../../modules/listings/admin/listing-options.ts";
import { ADMIN_LISTING_PATHS, STATE_LABELS, listingKindOfPath } from "../../modules/listings/admin/listing-form-fields.ts";
import { QUALITY_THRESHOLD } from "../../modules/listings/quality/quality-score.ts";
import { formatAed } from "../../platform/i18n/format.ts";
import { Img } from "../../ui/img.tsx";
import { Breakable } from "../../ui/admin/long-text.tsx";
import { FilteredList } from "../../ui/admin/staff-table.tsx";
import { FilterForm, FilterSelect } from "../../ui/admin/filter-form.tsx";
import { buttonClass } from "../../ui/admin/field.tsx";
import { formatMediumDate } from "../../platform/i18n/dates.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "listings" });
  const db = dbOf(args);
  const url = new URL(args.request.url);
  const kind = listingKindOfPath(url.pathname);
  const criteria = parseAdminListingParams(url.searchParams);
  const seesAll = seesAllListings(staff);
  const [page, purposes, types, statuses, areas, agents] = await Promise.all([
    adminListListings(db, kind, staff, criteria),
    kind === "unit" ? lookups.purposes(db) : Promise.resolve([]),
    lookups.propertyTypes(db),
    lookups.statuses(db),
    lookups.areaOptions(db, ""),
    seesAll ? agentChoices(db) : Promise.resolve([]),
  ]);
  return {
    kind,
    base: ADMIN_LISTING_PATHS[kind],
    rows: page.rows,
    total: page.total,
    totalCapped: page.totalCapped,
    nextHref: page.nextCursor ? adminListingSearch(criteria, { after: page.nextCursor }) : null,
    prevHref: page.prevCursor ? adminListingSearch(criteria, { before: page.prevCursor }) : null,
    criteria: { ...criteria, after: undefined, before: undefined },
    options: {
      purposes,
      types,
      statuses,
      areas: areas.map((a) => ({ id: a.id, name: a.name })),
      agents: agents.map((a) => ({ id: a.id, name: a.name })),
    },
    seesAll,
  };
}

const SORT_LABELS: Record<AdminSort, string> = { updated: "Last changed", price: "Price", published: "Published", title: "Title", quality: "Quality score" };
const NOUN = { unit: ["unit", "units"], project: ["project", "projects"] } as const;

type Data = Route.ComponentProps["loaderData"];
type Row = Data["rows"][number];

const idOptions = (any: string, list: Array<{ id: number; name: string }>): Array<[string, string]> => [["0", any], ...list.map((o) => [String(o.id), o.name] as [string, string])];

/** The filters set (the sort, order and page size aside), as the Filters button counts them. */
function activeListingFilters(c: Data["criteria"], kind: Data["kind"]): number {
  return [c.q, kind === "unit" && c.purpose, c.type, c.status, c.area, c.agent, c.state, c.expiring].filter(Boolean).length;
}

function Filters({ data }: { data: Data }) {
  const c = data.criteria;
  const [, plural] = NOUN[data.kind];
  const search = { label: "Search title, id, CRM reference or permit number", value: c.q, hint: "Title words match by their start: “mar” finds Marina; every word must match." };
  return (
    <FilterForm label={`Filter ${plural}`} clearTo={data.base} search={search} active={activeListingFilters(c, data.kind)}>
      {data.kind === "unit" && <FilterSelect name="purpose" label="Purpose" value={String(c.purpose)} options={idOptions("Any purpose", data.options.purposes)} />}
      <FilterSelect name="type" label="Type" value={String(c.type)} options={idOptions("Any type", data.options.types)} />
      <FilterSelect name="status" label="Status" value={String(c.status)} options={idOptions("Any status", data.options.statuses)} />
      <FilterSelect name="area" label="Area" value={String(c.area)} options={idOptions("Any area", data.options.areas)} />
      {data.seesAll && <FilterSelect name="agent" label="Agent" value={String(c.agent)} options={idOptions("Any agent", data.options.agents)} />}
      <FilterSelect name="state" label="State" value={c.state ?? ""} options={[["", "Any state"], ...ADMIN_STATE_OPTIONS.map((s) => [s, STATE_LABELS[s]] as [string, string])]} />
      <FilterSelect name="sort" label="Sort by" value={c.sort} options={ADMIN_SORTS.map((s) => [s, SORT_LABELS[s]])} />
      <FilterSelect
        wide
        name="dir"
        label="Order"
        value={c.dir}
        options={[
          ["desc", "Descending (newest, highest, Z first)"],
          ["asc", "Ascending (oldest, lowest, A first)"],
        ]}
      />
      <FilterSelect name="pageSize" label="Per page" value={String(c.pageSize)} options={ADMIN_PAGE_SIZES.map((n) => [String(n), String(n)])} />
      <div className="flex items-center gap-2 self-end pb-2">
        <input id="filter-expiring" name="expiring" type="checkbox" value="1" defaultChecked={c.expiring} className="h-5 w-5" />
        <label htmlFor="filter-expiring" className="text-sm font-medium text-slate-800">
          Permit expires within {PERMIT_WARNING_DAYS} days
        </label>
      </div>
    </FilterForm>
  );
}

function Permit({ row }: { row: Row }) {
  if (!row.permitNumber) return <span className="text-slate-600">None</span>;
  return (
    <span>
      <Breakable text={row.permitNumber} />
      {row.permitExpiresOn && <span className="block text-xs whitespace-nowrap text-slate-600">until {formatMediumDate(row.permitExpiresOn)}</span>}
      {row.permitExpired && <span className="block text-xs font-semibold text-red-700">Expired</span>}
      {row.permitExpiresSoon && <span className="block text-xs font-semibold text-amber-800">Expires soon</span>}
    </span>
  );
}

/** The listing's quality score, marked when under the threshold the dashboard counts. */
function QualityBadge({ score }: { score: number }) {
  const low = score < QUALITY_THRESHOLD;
  return <span className={low ? "font-semibold text-amber-800" : "text-slate-900"}>{low ? `${score} · to improve` : score}</span>;
}

export default function ListingsTable({ loaderData: data }: Route.ComponentProps) {
  const [singular] = NOUN[data.kind];
  const title = data.kind === "unit" ? "Units" : "Projects";
  const editHref = (id: number) => `${data.base}/${id}`;
  return (
    <>
      <title>{title}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <Link to={`${data.base}/new`} className={buttonClass}>
          New {singular}
        </Link>
      </div>
      <Filters data={data} />
      <FilteredList
        rows={data.rows}
        total={data.total}
        capped={data.totalCapped}
        noun={NOUN[data.kind]}
        table={{
          caption: `${title}, by ${SORT_LABELS[data.criteria.sort].toLowerCase()}`,
          headers: [{ hidden: "Photo" }, "Title", "State", "Price", "Type", "Area", "Agent", "Permit", "Photos", "Score"],
          cells: (r) => rowCells(r, editHref(r.id)),
        }}
        cards={{ label: title, of: (r) => ({ href: editHref(r.id), title: r.title, facts: rowFacts(r) }) }}
        prev={data.prevHref}
        next={data.nextHref}
      />
    </>
  );
}

/** A listing as a table row, from 768 px. */
function rowCells(r: Row, href: string) {
  return (
    <>
      <td className="w-20 p-2">
        {/* Decorative: the title beside it names the listing; a grey box says "no photo yet". */}
        {r.firstPhoto ? (
          <Img src={r.firstPhoto} alt="" sizes="64px" width={64} height={48} className="h-12 w-16 max-w-none rounded bg-slate-200 object-cover" />
        ) : (
          <span aria-hidden="true" className="block h-12 w-16 rounded bg-slate-200" />
        )}
      </td>
      <th scope="row" className="min-w-52 p-2 text-start font-medium">
        <Link to={href} className="text-brand-700 underline">
          {r.title}
        </Link>
        <span className="block text-xs font-normal text-slate-600">
          #{r.id}
          {r.crmRef ? ` · ${r.crmRef}` : ""}
        </span>
      </th>
      <td className="p-2">{STATE_LABELS[r.state]}</td>
      <td className="p-2 whitespace-nowrap">{formatAed(r.price, r.pricePeriod)}</td>
      <td className="p-2">
        {r.typeName}
        {r.purposeName ? ` · ${r.purposeName}` : ""}
      </td>
      <td className="p-2">{r.areaName}</td>
      <td className="p-2">{r.agentName}</td>
      <td className="p-2">
        <Permit row={r} />
      </td>
      <td className="p-2">{r.photoCount}</td>
      <td className="p-2">
        <QualityBadge score={r.qualityScore} />
      </td>
    </>
  );
}

/** A listing's facts on its card, under 768 px. */
function rowFacts(r: Row): Array<[string, React.ReactNode]> {
  return [
    ["State", STATE_LABELS[r.state]],
    ["Price", formatAed(r.price, r.pricePeriod)],
    ["Area", r.areaName],
    ["Agent", r.agentName],
    ["Permit", <Permit key="p" row={r} />],
    ["Score", <QualityBadge key="q" score={r.qualityScore} />],
  ];
}
