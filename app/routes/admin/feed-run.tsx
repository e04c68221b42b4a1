/**
 * /admin/feeds/runs/<id> (admins only): one feed import's report: its counts, the entries it
 * rejected with their reasons, the notes it left (saved as drafts, …), the names it could not
 * match or created (areas created inactive, agents created), and the photos that failed. A bad
 * id is a 404.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/feed-run";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { readFeedRun } from "../../modules/feeds/feed-admin.server.ts";
import { StaffTable } from "../../ui/admin/staff-table.tsx";
import { PageSection } from "../../ui/admin/page-section.tsx";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";
import { formatLabel, RunCountList, sourceLabel, statusLabel } from "../../modules/feeds/admin/feed-parts.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "feeds" });
  const id = /^\d{1,12}$/.test(args.params.id) ? Number(args.params.id) : 0;
  const run = await readFeedRun(dbOf(args), id);
  if (!run) throw data({ message: "There is no such feed run." }, { status: 404 });
  return { run };
}

function NameList({ title, names, hint }: { title: string; names: string[]; hint?: string }) {
  if (!names.length) return null;
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {hint && <p className="text-sm text-slate-700">{hint}</p>}
      <ul className="mt-1 list-disc ps-6">
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  );
}

export default function FeedRunPage({ loaderData: { run } }: Route.ComponentProps) {
  const r = run.report;
  return (
    <>
      <title>{`Feed run ${run.id}`}</title>
      {/* A run still going: the report reloads itself (no script needed) until it has finished. */}
      {run.status === "running" && <meta httpEquiv="refresh" content="3" />}
      <p>
        <Link to="/admin/feeds" className="text-brand-700 underline">
          All feed runs
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Feed run {run.id}</h1>
      <RunFacts run={run} />
      {run.error && (
        <p role="alert" className="mt-3 max-w-3xl rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {run.error}
        </p>
      )}
      <RunCountList run={run} />

      <Rejections run={run} />

      <NameList
        title="Areas created (not shown on the site)"
        names={r.areasCreated}
        hint="Communities the feed named that we had no area for. Open them under Areas, or map the name to an existing area."
      />
      <NameList title="Agents created" names={r.agentsCreated} />
      <NameList title="Developers created" names={r.developersCreated ?? []} hint="Shown on the site under their name: add a logo and a description under Developers." />
      <NameList
        title="Projects created (drafts)"
        names={r.projectsCreated ?? []}
        hint="Made from the first listing that named them; complete them under Projects (completion date, prices, sizes, permit) before publishing."
      />
      <NameList title="Developers not matched" names={r.unmatchedDevelopers} hint="Left empty on the listings; map them to a developer to fill them in at the next import." />
      <NameList title="Projects not matched" names={r.unmatchedProjects} hint="Left empty on the listings; map them to a project to fill them in at the next import." />
      {(r.notes.length > 0 || r.deletedNotFound > 0) && <RunNotes report={r} />}
      {r.photoFailures.length > 0 && (
        <PageSection id="photos-heading" title="Photos that failed (tried again later)">
          <ul className="mt-1 list-disc ps-6">
            {r.photoFailures.map((f) => (
              <li key={f.url} className="break-all">
                {f.url}: {f.error}
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  );
}

type Run = Route.ComponentProps["loaderData"]["run"];

/** Where the run read from, in which format, how it went and when. */
function RunFacts({ run }: { run: Run }) {
  return (
    <dl className="mt-2 grid max-w-3xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
      <dt className="font-medium">Source</dt>
      <dd className="break-all">{sourceLabel(run.source)}</dd>
      <dt className="font-medium">Format</dt>
      <dd>{formatLabel(run.format)}</dd>
      <dt className="font-medium">Status</dt>
      <dd>{statusLabel(run.status)}</dd>
      <dt className="font-medium">Started (Dubai)</dt>
      <dd>
        <DubaiTime at={run.startedAt} />
      </dd>
      <dt className="font-medium">Finished (Dubai)</dt>
      <dd>{run.finishedAt ? <DubaiTime at={run.finishedAt} /> : "—"}</dd>
    </dl>
  );
}

/** The entries the run refused, with their reasons (a run keeps the first 2,000 of them: app/modules/feeds/feed-run.server.ts). */
function Rejections({ run }: { run: Run }) {
  const shownRejections = run.report.rejections.length;
  return (
    <PageSection id="rejected-heading" title="Rejected entries">
      {run.rejected === 0 ? (
        <p className="text-slate-700">None: every entry was accepted.</p>
      ) : (
        <>
          {shownRejections < run.rejected && (
            <p className="text-sm text-slate-700">
              The first {shownRejections.toLocaleString("en-GB")} of {run.rejected.toLocaleString("en-GB")} are kept with their reasons.
            </p>
          )}
          {/* Three columns that wrap: it fits a phone without scrolling sideways. */}
          <div className="mt-2">
            <StaffTable caption="Rejected entries with their reasons" headers={["Reference", "Entry", "Reasons"]} className="w-full">
              {run.report.rejections.map((j) => (
                <tr key={`${j.entry}-${j.ref}`} className="border-b border-slate-200 align-top">
                  <td className="break-all p-2 font-medium">{j.ref || "(no reference)"}</td>
                  <td className="p-2 tabular-nums">{j.entry}</td>
                  <td className="break-words p-2">
                    <ul className="space-y-0.5">
                      {j.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </StaffTable>
          </div>
        </>
      )}
    </PageSection>
  );
}

/** What the run noted about the entries it wrote (saved as drafts, …) and the deleted entries that were not ours. */
function RunNotes({ report: r }: { report: Run["report"] }) {
  return (
    <PageSection id="notes-heading" title="Notes">
      <ul className="mt-1 list-disc ps-6">
        {r.deletedNotFound > 0 && <li>{r.deletedNotFound.toLocaleString("en-GB")} entries marked deleted were not ours anyway.</li>}
        {r.notes.map((n, i) => (
          <li key={`${n.ref}-${i}`}>
            <span className="font-medium">{n.ref}</span>: {n.note}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
