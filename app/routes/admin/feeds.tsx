/**
 * /admin/feeds (admins only): the portal-feed imports (issue 21), newest first: source, format,
 * when it started and finished, and what it did (added, updated, unchanged, unpublished, rejected,
 * photos pending). Each opens its report; the mapping table is one link away. Older runs page
 * back by id (`?before=`); a bad parameter is dropped.
 */
import { Link } from "react-router";
import type { Route } from "./+types/feeds";
import { dbOf, requireStaff } from "../../auth/require-staff.server.ts";
import { listFeedRuns } from "../../services/feeds/feed-admin.server.ts";
import { PageLinks, StaffTable } from "../../components/admin/staff-table.tsx";
import { DubaiTime } from "../../components/admin/lead-parts.tsx";
import { FEED_ROLES, formatLabel, sourceLabel, statusLabel } from "../../components/admin/feed-parts.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { roles: FEED_ROLES });
  const raw = new URL(args.request.url).searchParams.get("before");
  const before = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
  const { runs, more } = await listFeedRuns(dbOf(args), before);
  return { runs, older: more ? `?before=${runs.at(-1)!.id}` : null, newest: before ? "/admin/feeds" : null };
}

const NUMBERS = ["Added", "Updated", "Unchanged", "Unpublished", "Rejected", "Photos pending"];

export default function FeedsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <title>Portal feeds</title>
      <h1 className="text-2xl font-bold text-slate-900">Portal feeds</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Each import of a CRM feed (Property Finder or Bayut/dubizzle format), newest first. Open a run for the entries it rejected and why.{" "}
        <Link to="/admin/feeds/mappings" className="font-semibold text-brand-700 underline">
          Feed names and our records
        </Link>
      </p>
      {d.runs.length === 0 ? (
        <p role="status" className="mt-4 text-slate-700">
          No feed has been imported yet.
        </p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <StaffTable caption="Feed imports, newest first" headers={["Run", "Source", "When (Dubai)", "Status", ...NUMBERS]} className="w-full min-w-[48rem]">
            {d.runs.map((r) => (
              <tr key={r.id} className="border-b border-slate-200 align-top">
                <td className="whitespace-nowrap p-2">
                  <Link to={`/admin/feeds/runs/${r.id}`} className="font-semibold text-brand-700 underline">
                    Run {r.id}
                  </Link>
                </td>
                <td className="max-w-56 p-2 [overflow-wrap:anywhere]">
                  {sourceLabel(r.source)}
                  <span className="block text-slate-700">{formatLabel(r.format)}</span>
                </td>
                <td className="p-2">
                  <DubaiTime at={r.startedAt} />
                  {r.finishedAt && (
                    <span className="block text-slate-700">
                      to <DubaiTime at={r.finishedAt} />
                    </span>
                  )}
                </td>
                <td className="p-2">{statusLabel(r.status)}</td>
                {[r.added, r.updated, r.unchanged, r.unpublished, r.rejected, r.photosPending].map((n, i) => (
                  <td key={NUMBERS[i]} className="p-2 text-end tabular-nums">
                    {n.toLocaleString("en-GB")}
                  </td>
                ))}
              </tr>
            ))}
          </StaffTable>
        </div>
      )}
      <PageLinks
        links={[
          { to: d.newest, label: "Newest runs" },
          { to: d.older, label: "Older runs" },
        ]}
      />
    </>
  );
}
