/**
 * /admin/feeds (admins only): the portal-feed imports, newest first: source, format,
 * when it started and finished, and what it did (added, updated, unchanged, unpublished, rejected,
 * photos pending). Each opens its report; the mapping table is one link away. Older runs page
 * back by id (`?before=`); a bad parameter is dropped. An admin starts an import here from the
 * CRM's feed address or a file (services/feeds/feed-start.server.ts) and lands on its report.
 */
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/feeds";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { getEnv } from "../../platform/env.server.ts";
import { getLogger } from "../../platform/logger.server.ts";
import { feedStartSchema } from "../../modules/feeds/admin/feed-admin-forms.ts";
import { FILE_LIMITS, UPLOAD_POST_BYTES, sizeText } from "../../platform/media/upload-limits.ts";
import { listFeedRuns } from "../../modules/feeds/feed-admin.server.ts";
import { startFeedImport } from "../../modules/feeds/feed-start.server.ts";
import { parseListingUploads } from "../../platform/media/upload-form.server.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { FormAlert, buttonClass, inputClass } from "../../ui/admin/field.tsx";
import { LogTable } from "../../ui/admin/staff-table.tsx";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";
import { formatLabel, sourceLabel, statusLabel } from "../../modules/feeds/admin/feed-parts.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "feeds" });
  const raw = new URL(args.request.url).searchParams.get("before");
  const before = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
  const { runs, more } = await listFeedRuns(dbOf(args), before);
  return { runs, older: more ? `?before=${runs.at(-1)!.id}` : null, newest: before ? "/admin/feeds" : null };
}

export async function action(args: Route.ActionArgs) {
  await requireStaff(args, { section: "feeds" });
  const parsed = await parseListingUploads(args.request, { maxFileBytes: FILE_LIMITS.feed, maxFiles: 1, maxTotalBytes: UPLOAD_POST_BYTES });
  if (!parsed.ok) return data({ message: parsed.reason }, { status: parsed.status });
  const field = (name: string) => parsed.fields.get(name)?.[0];
  const form = feedStartSchema.safeParse({ url: field("url") ?? "", format: field("format") ?? "", force: field("force") });
  if (!form.success) return data({ message: form.error.issues[0]!.message }, { status: 400 });
  const file = parsed.files.find((f) => f.field === "file");
  const { url, format, force } = form.data;
  if (!url && !file) return data({ message: "Give the feed's address or choose its file." }, { status: 400 });
  if (url && file) return data({ message: "Give the feed's address or choose a file, not both." }, { status: 400 });
  const started = await startFeedImport(dbOf(args), getEnv(), getLogger(), url ? { url, format, force } : { file: { name: file!.name, bytes: file!.bytes }, format, force });
  if (!started.ok) return data({ message: started.reason }, { status: 409 });
  return redirect(`/admin/feeds/runs/${started.runId}`);
}

function StartImport({ message }: { message?: string }) {
  return (
    <section aria-labelledby="start-heading" className="mt-6 max-w-3xl rounded-md border border-slate-300 p-4">
      <h2 id="start-heading" className="text-lg font-semibold text-slate-900">
        Import a feed now
      </h2>
      <p className="text-sm text-slate-700">
        The CRM's Property Finder or Bayut/dubizzle XML feed, from its address or as a file (up to {sizeText(FILE_LIMITS.feed)}; a larger one from its address).
        Listings are matched by their reference: a second import of the same feed changes only what changed.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3">
        <CsrfField />
        <FormAlert message={message} />
        <div>
          <label htmlFor="feed-url" className="block font-medium text-slate-800">
            Feed address
          </label>
          <input id="feed-url" name="url" type="url" inputMode="url" placeholder="https://" className={inputClass} />
        </div>
        <div>
          <label htmlFor="feed-file" className="block font-medium text-slate-800">
            Or the feed's file
          </label>
          <input id="feed-file" name="file" type="file" accept=".xml,text/xml,application/xml" className={`${inputClass} !py-1.5`} />
        </div>
        <div>
          <label htmlFor="feed-format" className="block font-medium text-slate-800">
            Format
          </label>
          <select id="feed-format" name="format" defaultValue="" className={`${inputClass} sm:!w-72`}>
            <option value="">Read it from the feed</option>
            <option value="pf">Property Finder</option>
            <option value="bayut">Bayut / dubizzle</option>
          </select>
        </div>
        <label className="flex items-start gap-2 text-slate-800">
          <input type="checkbox" name="force" className="mt-1 size-4" />
          <span>Import even if the feed lists far fewer listings than the last run (those missing are taken off the site).</span>
        </label>
        <div>
          <button type="submit" className={buttonClass}>
            Start the import
          </button>
        </div>
      </Form>
    </section>
  );
}

const NUMBERS = ["Added", "Updated", "Unchanged", "Unpublished", "Rejected", "Photos pending"];

export default function FeedsPage({ loaderData: d, actionData }: Route.ComponentProps) {
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
      <StartImport message={(actionData as { message?: string } | undefined)?.message} />
      <LogTable
        rows={d.runs}
        empty="No feed has been imported yet."
        table={{ caption: "Feed imports, newest first", headers: ["Run", "Source", "When (Dubai)", "Status", ...NUMBERS], className: "w-full min-w-[48rem]", cells: runCells }}
        pages={{ newest: d.newest, older: d.older, noun: "runs" }}
      />
    </>
  );
}

/** A run's row: its report's link, where it read from, when, how it went and what it did. */
function runCells(r: Route.ComponentProps["loaderData"]["runs"][number]) {
  return (
    <>
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
    </>
  );
}
