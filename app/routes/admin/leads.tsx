/**
 * /admin/leads: the lead inbox. Every role: admins and editors see every lead, an agent
 * those of its profile (the scope is in the service's queries). Filters and the page live in the
 * URL (a GET form, so it works without JavaScript; a bad parameter is dropped, never an error);
 * keyset pages with Previous/Next links; the export link carries the same filters.
 */
import { PageLinks, StaffTable } from "../../ui/admin/staff-table.tsx";
import { Form, Link } from "react-router";
import type { Route } from "./+types/leads";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { agentChoices } from "../../modules/staff/staff.server.ts";
import { InboxError, listLeads, type LeadList } from "../../modules/leads/inbox/lead-inbox.server.ts";
import { seesAllLeads } from "../../modules/staff/scope.ts";
import { LEAD_KINDS, LEAD_SORTS, LEAD_STATUSES, PAGE_SIZES } from "../../modules/leads/inbox/inbox-forms.ts";
import { inboxSearch, readInboxQuery } from "../../modules/leads/inbox/inbox-url.ts";
import { inputClass, buttonClass, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { DubaiTime, KIND_LABELS, ListingLink, STATUS_LABELS } from "../../modules/leads/admin/lead-parts.tsx";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "leads" });
  const db = dbOf(args);
  const seesAll = seesAllLeads(staff);
  const query = readInboxQuery(new URL(args.request.url).searchParams, { agentFilter: seesAll });
  let list: LeadList;
  try {
    list = await listLeads(db, staff, query.filters, query.sort, query.page);
  } catch (error) {
    // A cursor that does not decode (an edited link): the first page instead.
    if (!(error instanceof InboxError) || error.code !== "invalid") throw error;
    list = await listLeads(db, staff, query.filters, query.sort, { size: query.page.size });
  }
  const agents = seesAll ? (await agentChoices(db)).map(({ id, name }) => ({ id, name })) : [];
  const size = query.page.size ? String(query.page.size) : null;
  return {
    items: list.items,
    total: list.total,
    totalCapped: list.totalCapped,
    nextHref: list.next ? inboxSearch(query.filters, query.sort, { size, after: list.next }) : null,
    prevHref: list.prev ? inboxSearch(query.filters, query.sort, { size, before: list.prev }) : null,
    exportHref: `/admin/leads.csv${inboxSearch(query.filters, query.sort)}`,
    filters: query.filters,
    sort: query.sort,
    size: size ?? "50",
    agents,
    seesAll,
  };
}

function first(v: unknown): string {
  return Array.isArray(v) ? String(v[0] ?? "") : v === undefined || v === null ? "" : String(v);
}

function Filters({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const f = data.filters;
  const select = (name: string, label: string, value: string, options: Array<[string, string]>) => (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={inputClass}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form
      method="get"
      className="mt-4 grid gap-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Filter leads"
    >
      <div className="sm:col-span-2">
        <label htmlFor="filter-q" className="block text-sm font-medium text-slate-800">
          Search name, e-mail or phone
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={first(f.q)} maxLength={100} className={inputClass} />
      </div>
      {select("status", "Status", first(f.status), [
        ["", "Any status"],
        ...LEAD_STATUSES.map((s) => [s, STATUS_LABELS[s]] as [string, string]),
      ])}
      {select("kind", "Kind", first(f.kind), [
        ["", "Any kind"],
        ...LEAD_KINDS.map((k) => [k, KIND_LABELS[k]] as [string, string]),
      ])}
      {data.seesAll &&
        select("agent", "Agent", first(f.agent), [
          ["", "Any agent"],
          ["none", "No agent"],
          ...data.agents.map((a) => [String(a.id), a.name] as [string, string]),
        ])}
      <div>
        <label htmlFor="filter-from" className="block text-sm font-medium text-slate-800">
          Received from (Dubai date)
        </label>
        <input id="filter-from" name="from" type="date" defaultValue={first(f.from)} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter-to" className="block text-sm font-medium text-slate-800">
          Received until (Dubai date)
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={first(f.to)} className={inputClass} />
      </div>
      {select(
        "sort",
        "Order",
        data.sort,
        LEAD_SORTS.map((s) => [s, s === "newest" ? "Newest first" : "Oldest first"]),
      )}
      {select(
        "size",
        "Per page",
        data.size,
        PAGE_SIZES.map((n) => [String(n), String(n)]),
      )}
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass}>
          Apply filters
        </button>
        <Link to="/admin/leads" className={secondaryButtonClass}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

export default function LeadsPage({ loaderData: data }: Route.ComponentProps) {
  const count = `${data.total.toLocaleString("en")}${data.totalCapped ? "+" : ""} ${data.total === 1 ? "lead" : "leads"}`;
  return (
    <>
      <title>Leads</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Leads</h1>
        <a href={data.exportHref} download className="font-semibold text-brand-700 underline">
          Export CSV
        </a>
      </div>
      <Filters data={data} />
      <p role="status" className="mt-4 text-slate-700">
        {count} match.
      </p>
      {data.items.length > 0 && (
        <>
          <LeadTable data={data} />
          <LeadCards items={data.items} />
        </>
      )}
      <PageLinks
        links={[
          { to: data.prevHref, label: "Previous page" },
          { to: data.nextHref, label: "Next page" },
        ]}
      />
    </>
  );
}

type Data = Route.ComponentProps["loaderData"];

/** The leads as a table, from 768 px. */
function LeadTable({ data }: { data: Data }) {
  return (
    <div className="mt-3 hidden overflow-x-auto md:block">
      <StaffTable
        caption={`Leads, ${data.sort === "newest" ? "newest" : "oldest"} first`}
        headers={["Received (Dubai)", "Kind", "Name", "E-mail", "Phone", "Listing", "Agent", "Status"]}
        className="w-full"
      >
        {data.items.map((l) => (
          <tr key={l.id} className="border-b border-slate-200 align-top">
            <td className="p-2 whitespace-nowrap">
              <DubaiTime at={l.createdAt} />
            </td>
            <td className="p-2">{KIND_LABELS[l.kind]}</td>
            <th scope="row" className="p-2 text-start font-medium">
              <Link to={`/admin/leads/${l.id}`} className="text-brand-700 underline">
                {l.name}
              </Link>
            </th>
            <td className="p-2 break-all">{l.email}</td>
            <td className="p-2 whitespace-nowrap">{l.phone || "—"}</td>
            <td className="p-2">
              <ListingLink listing={l.listing} />
            </td>
            <td className="p-2">{l.agent?.name ?? "—"}</td>
            <td className="p-2">{STATUS_LABELS[l.status]}</td>
          </tr>
        ))}
      </StaffTable>
    </div>
  );
}

/** The leads as cards, under 768 px. */
function LeadCards({ items }: { items: Data["items"] }) {
  return (
    <ul className="mt-3 space-y-3 md:hidden" aria-label="Leads">
      {items.map((l) => (
        <li key={l.id} className="rounded-lg border border-slate-300 bg-white p-4">
          <h2 className="font-semibold">
            <Link to={`/admin/leads/${l.id}`} className="text-brand-700 underline">
              {l.name}
            </Link>
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Received</dt>
            <dd>
              <DubaiTime at={l.createdAt} />
            </dd>
            <dt className="text-slate-600">Kind</dt>
            <dd>{KIND_LABELS[l.kind]}</dd>
            <dt className="text-slate-600">E-mail</dt>
            <dd className="break-all">{l.email}</dd>
            <dt className="text-slate-600">Phone</dt>
            <dd>{l.phone || "—"}</dd>
            <dt className="text-slate-600">Listing</dt>
            <dd>
              <ListingLink listing={l.listing} />
            </dd>
            <dt className="text-slate-600">Agent</dt>
            <dd>{l.agent?.name ?? "—"}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd>{STATUS_LABELS[l.status]}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
