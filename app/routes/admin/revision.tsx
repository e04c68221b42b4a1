/**
 * /admin/revisions/<id> (admins and editors): one revision compared: every value the change
 * altered, before and after, and the version now on the site beside them; "Restore" puts back
 * the version before the change (a change of its own, kept in the history too).
 */
import { data, Form, Link, redirect } from "react-router";
import { ZodError } from "zod";
import type { Route } from "./+types/revision";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { readRevision, restoreRevision, RevisionNotFoundError } from "../../modules/content/revisions/revisions.server.ts";
import { revisableOf } from "../../modules/content/revisions/revisable-kinds.server.ts";
import { ACTION_LABELS, mayReviseKind, editPathOf, historyPathOf, kindLabel } from "../../modules/content/revisions/revision-paths.ts";
import { compareVersions } from "../../modules/content/revisions/revision-diff.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, FormAlert } from "../../ui/admin/field.tsx";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";

async function revisionOr404(args: Route.LoaderArgs | Route.ActionArgs) {
  const id = /^\d{1,12}$/.test(args.params.id) ? Number(args.params.id) : 0;
  const revision = await readRevision(dbOf(args), id);
  const record = revision && revisableOf(revision.kind);
  if (!revision || !record) throw data({ message: "No such revision." }, { status: 404 });
  return { revision, record };
}

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "history" });
  const { revision, record } = await revisionOr404(args);
  if (!mayReviseKind(revision.kind, staff.role)) throw data({ message: "Your account cannot open this page." }, { status: 403 });
  const current = await record.read(dbOf(args), revision.key);
  const changes = compareVersions(revision.before, revision.after, revision.kind);
  // What a restore would change on the site now (the current version against the one before this change).
  const restoreChanges = compareVersions(current, revision.before, revision.kind).length;
  return {
    id: revision.id,
    kind: revision.kind,
    key: revision.key,
    at: revision.at,
    by: revision.staffName ?? "The system",
    action: ACTION_LABELS[revision.action] ?? revision.action,
    changes,
    canRestore: revision.before !== null && restoreChanges > 0,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "history" });
  const { revision, record } = await revisionOr404(args);
  if (!mayReviseKind(revision.kind, staff.role)) throw data({ message: "Your account cannot open this page." }, { status: 403 });
  try {
    await restoreRevision(dbOf(args), staff, record, revision);
  } catch (error) {
    if (error instanceof ZodError || error instanceof RevisionNotFoundError)
      return data({ error: "This version cannot be put back: it no longer fits what the page needs. Edit the page instead." }, { status: 400 });
    throw error;
  }
  return redirect(`${historyPathOf(revision.kind, revision.key)}?restored=${revision.id}`);
}

export default function RevisionCompare({ loaderData, actionData }: Route.ComponentProps) {
  const r = loaderData;
  return (
    <>
      <title>{`Compare: ${kindLabel(r.kind)} ${r.key}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        Compare: {kindLabel(r.kind)} {r.key}
      </h1>
      <p className="mt-1 text-slate-700">
        <DubaiTime at={r.at} /> · {r.by} · {r.action}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4">
        <Link to={historyPathOf(r.kind, r.key)} className="font-semibold text-brand-700 underline">
          All versions
        </Link>
        <Link to={editPathOf(r.kind, r.key)} className="font-semibold text-brand-700 underline">
          Back to the editor
        </Link>
      </p>
      <div className="mt-3">
        <FormAlert message={(actionData as { error?: string } | undefined)?.error} />
      </div>
      {r.changes.length === 0 ? (
        <p className="mt-4 text-slate-700">This change altered no text.</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Changes">
          {r.changes.map((c) => (
            <li key={c.path} className="rounded-lg border border-slate-300 bg-white p-3">
              <h2 className="font-semibold text-slate-900">{c.label}</h2>
              <div className="mt-2 grid gap-3 md:grid-cols-2">
                <div>
                  <p className="text-sm font-medium text-slate-700">Before</p>
                  <del className="block rounded bg-red-50 p-2 text-sm wrap-anywhere whitespace-pre-wrap text-red-900">{c.before ?? "(none)"}</del>
                </div>
                <div>
                  <p className="text-sm font-medium text-slate-700">After</p>
                  <ins className="block rounded bg-emerald-50 p-2 text-sm wrap-anywhere whitespace-pre-wrap text-emerald-900 no-underline">{c.after ?? "(none)"}</ins>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {r.canRestore ? (
        <Form method="post" className="mt-6">
          <CsrfField />
          <button type="submit" className={buttonClass}>
            Restore the version before this change
          </button>
        </Form>
      ) : (
        <p className="mt-6 text-slate-700">The site already shows the version before this change.</p>
      )}
    </>
  );
}
