/**
 * /admin/leads: the lead inbox. Every role: admins and editors see every lead, an agent
 * those of its profile (the scope is in the service's queries). Filters and the page live in the
 * URL (a GET form, so it works without JavaScript; a bad parameter is dropped, never an error);
 * keyset pages with Previous/Next links; the export link carries the same filters.
 */
import { FilteredList } from "../../ui/admin/staff-table.tsx";
import { FilterForm, FilterInput, FilterSelect } from "../../ui/admin/filter-form.tsx";
import { Link } from "react-router";
import { Breakable } from "../../ui/admin/long-text.tsx";
import type { Route } from "./+types/leads";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { agentChoices } from "../../modules/staff/staff.server.ts";
import { InboxError, listLeads, type LeadList } from "../../modules/leads/inbox/lead-inbox.server.ts";
import { seesAllLeads } from "../../modules/staff/scope.ts";
import { LEAD_KINDS, LEAD_SORTS, LEAD_STATUSES, PAGE_SIZES } from "../../modules/leads/inbox/inbox-forms.ts";
import { inboxSearch, readInboxQuery } from "../../modules/leads/inbox/inbox-url.ts";
import { overdueCutoff } from "../../modules/leads/index.server.ts";
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
  // Unanswered past the brokerage's response period (the same rule as the "overdue" filter).
  const cutoff = await overdueCutoff(db, new Date());
  return {
    items: list.items.map((l) => ({ ...l, overdue: !l.answered && l.kind !== "subscription" && l.createdAt < cutoff })),
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

type Data = Route.ComponentProps["loaderData"];
type Lead = Data["items"][number];

/** The filters set (the order and page size aside), as the Filters button counts them. */
function activeLeadFilters(f: Data["filters"]): number {
  return (["q", "status", "kind", "agent", "overdue", "from", "to"] as const).filter((k) => first(f[k]) !== "").length;
}

function Filters({ data }: { data: Data }) {
  const f = data.filters;
  return (
    <FilterForm label="Filter leads" clearTo="/admin/leads" search={{ label: "Search name, e-mail or phone", value: first(f.q) }} active={activeLeadFilters(f)}>
      <FilterSelect name="status" label="Status" value={first(f.status)} options={[["", "Any status"], ...LEAD_STATUSES.map((s) => [s, STATUS_LABELS[s]] as [string, string])]} />
      <FilterSelect name="kind" label="Kind" value={first(f.kind)} options={[["", "Any kind"], ...LEAD_KINDS.map((k) => [k, KIND_LABELS[k]] as [string, string])]} />
      {data.seesAll && (
        <FilterSelect
          name="agent"
          label="Agent"
          value={first(f.agent)}
          options={[["", "Any agent"], ["none", "No agent"], ...data.agents.map((a) => [String(a.id), a.name] as [string, string])]}
        />
      )}
      <FilterSelect name="overdue" label="Answered" value={first(f.overdue)} options={[["", "Any lead"], ["1", "Overdue only (no answer in time)"], ["1h", "No answer for over an hour"]]} />
      <FilterInput name="from" label="Received from (Dubai date)" type="date" value={first(f.from)} />
      <FilterInput name="to" label="Received until (Dubai date)" type="date" value={first(f.to)} />
      <FilterSelect name="sort" label="Order" value={data.sort} options={LEAD_SORTS.map((s) => [s, s === "newest" ? "Newest first" : "Oldest first"])} />
      <FilterSelect name="size" label="Per page" value={data.size} options={PAGE_SIZES.map((n) => [String(n), String(n)])} />
    </FilterForm>
  );
}

export default function LeadsPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <title>Leads</title>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Leads</h1>
        <span className="flex flex-wrap gap-4">
          <Link to="/admin/leads/taps" className="font-semibold text-brand-700 underline">
            Contact taps (Call, WhatsApp, E-mail)
          </Link>
          <a href={data.exportHref} download className="font-semibold text-brand-700 underline">
            Export CSV
          </a>
        </span>
      </div>
      <Filters data={data} />
      <FilteredList
        rows={data.items}
        total={data.total}
        capped={data.totalCapped}
        noun={["lead", "leads"]}
        table={{
          caption: `Leads, ${data.sort === "newest" ? "newest" : "oldest"} first`,
          headers: ["Received (Dubai)", "Kind", "Name", "E-mail", "Phone", "Listing", "Agent", "Status"],
          className: "w-full",
          cells: leadCells,
        }}
        cards={{ label: "Leads", of: leadCard }}
        prev={data.prevHref}
        next={data.nextHref}
      />
    </>
  );
}

/** The status, with a badge when the lead is overdue. */
function LeadStatus({ l }: { l: Lead }) {
  return (
    <>
      {STATUS_LABELS[l.status]}
      {l.overdue && <span className="ms-2 inline-block rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">Overdue</span>}
    </>
  );
}

/** A lead as a table row, from 768 px. */
function leadCells(l: Lead) {
  return (
    <>
      <td className="p-2 whitespace-nowrap">
        <DubaiTime at={l.createdAt} />
      </td>
      <td className="p-2">{KIND_LABELS[l.kind]}</td>
      <th scope="row" className="p-2 text-start font-medium">
        <Link to={`/admin/leads/${l.id}`} className="text-brand-700 underline">
          {l.name}
        </Link>
      </th>
      <td className="p-2">
        <Breakable text={l.email} />
      </td>
      <td className="p-2 whitespace-nowrap">{l.phone || "—"}</td>
      <td className="p-2">
        <ListingLink listing={l.listing} />
      </td>
      <td className="p-2">{l.agent?.name ?? "—"}</td>
      <td className="p-2">
        <LeadStatus l={l} />
      </td>
    </>
  );
}

/** A lead as a card, under 768 px. */
function leadCard(l: Lead) {
  return {
    href: `/admin/leads/${l.id}`,
    title: l.name,
    facts: [
      ["Received", <DubaiTime key="t" at={l.createdAt} />],
      ["Kind", KIND_LABELS[l.kind]],
      ["E-mail", <Breakable key="e" text={l.email} />],
      ["Phone", l.phone || "—"],
      ["Listing", <ListingLink key="l" listing={l.listing} />],
      ["Agent", l.agent?.name ?? "—"],
      ["Status", <LeadStatus key="s" l={l} />],
    ] satisfies Array<[string, React.ReactNode, string?]>,
  };
}
