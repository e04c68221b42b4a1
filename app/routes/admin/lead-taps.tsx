/**
 * /admin/leads/taps: taps on Call, WhatsApp and E-mail beside the form leads, over the last 30 days,
 * per day, per agent and per listing. Admins and editors see all; an agent its own.
 */
import { Link } from "react-router";
import type { Route } from "./+types/lead-taps";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { loadTapReport } from "../../modules/leads/index.server.ts";
import { PageSection } from "../../ui/admin/page-section.tsx";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "leads" });
  return { report: await loadTapReport(dbOf(args), staff) };
}

const cell = "border-b border-slate-200 px-3 py-2 text-start";

function Table({ label, head, rows }: { label: string; head: string[]; rows: Array<{ key: string; cells: React.ReactNode[] }> }) {
  if (rows.length === 0) return <p className="text-slate-700">No taps or form leads in these days.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-sm" aria-label={label}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold text-slate-900`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((c, i) => (
                <td key={i} className={cell}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const listingPath = (kind: string, id: number) => (kind === "agent" ? `/admin/agents/${id}` : `/admin/${kind}s/${id}`);

export default function LeadTaps({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <>
      <title>Contact taps</title>
      <h1 className="text-2xl font-bold text-slate-900">Contact taps</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Visitors who tapped Call, WhatsApp or E-mail, counted once per visitor, listing and day (Dubai time), beside the enquiry forms, from {report.from} to {report.to}.{" "}
        <Link to="/admin/leads" className="font-semibold text-brand-700 underline">
          Form leads
        </Link>
      </p>
      <PageSection id="taps-day" title="Per day">
        <Table label="Taps per day" head={["Day", "Taps", "Form leads"]} rows={report.byDay.map((d) => ({ key: d.day, cells: [d.day, d.taps, d.forms] }))} />
      </PageSection>
      <PageSection id="taps-agent" title="Per agent">
        <Table label="Taps per agent" head={["Agent", "Taps", "Form leads"]} rows={report.byAgent.map((a) => ({ key: String(a.agentId), cells: [a.name, a.taps, a.forms] }))} />
      </PageSection>
      <PageSection id="taps-listing" title="Per listing">
        <Table
          label="Taps per listing"
          head={["Listing", "Taps", "WhatsApp", "Call", "E-mail", "Form leads"]}
          rows={report.byListing.map((l) => ({
            key: `${l.kind}:${l.id}`,
            cells: [
              <Link key="l" to={listingPath(l.kind, l.id)} className="text-brand-700 underline">
                {l.kind === "agent" ? `Agent page: ${l.title}` : l.title}
              </Link>,
              l.taps,
              l.whatsapp,
              l.call,
              l.email,
              l.forms,
            ],
          }))}
        />
      </PageSection>
    </>
  );
}
