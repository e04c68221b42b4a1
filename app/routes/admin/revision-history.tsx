/**
 * /admin/history/<kind>/<key> (admins and editors): a content record's revisions, newest first:
 * when, who, what was done, and a link to compare each with the version before it (and restore).
 * The same screen for every kind of content (app/modules/content/revisions/revisable-kinds.server.ts).
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/revision-history";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listRevisions } from "../../modules/content/revisions/revisions.server.ts";
import { revisableOf } from "../../modules/content/revisions/revisable-kinds.server.ts";
import { ACTION_LABELS, mayReviseKind, editPathOf, kindLabel, revisionPathOf } from "../../modules/content/revisions/revision-paths.ts";
import { compareVersions } from "../../modules/content/revisions/revision-diff.ts";
import { FormAlert } from "../../ui/admin/field.tsx";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "history" });
  const db = dbOf(args);
  const { kind, key } = args.params;
  if (!mayReviseKind(kind, staff.role)) throw data({ message: "Your account cannot open this page." }, { status: 403 });
  const record = revisableOf(kind);
  if (!record || (await record.read(db, key)) === null) throw data({ message: "No such record." }, { status: 404 });
  const revisions = await listRevisions(db, record.kind, key);
  const restored = new URL(args.request.url).searchParams.get("restored");
  return {
    restored: restored ? "Restored: the earlier version is back on the site." : null,
    kind,
    key,
    revisions: revisions.map((r) => ({
      id: r.id,
      at: r.at,
      by: r.staffName ?? "The system",
      action: ACTION_LABELS[r.action] ?? r.action,
      changed: compareVersions(r.before, r.after, kind).map((d) => d.label),
    })),
  };
}

export default function RevisionHistory({ loaderData }: Route.ComponentProps) {
  const { kind, key, revisions, restored } = loaderData;
  return (
    <>
      <title>{`History: ${kindLabel(kind)} ${key}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        History: {kindLabel(kind)} {key}
      </h1>
      <p className="mt-1">
        <Link to={editPathOf(kind, key)} className="font-semibold text-brand-700 underline">
          Back to the editor
        </Link>
      </p>
      <div className="mt-3">
        <FormAlert message={restored} tone="ok" />
      </div>
      {revisions.length === 0 ? (
        <p role="status" className="mt-4 text-slate-700">
          No change has been made here since the site was set up.
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white" aria-label="Revisions">
          {revisions.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium">
                  <DubaiTime at={r.at} /> · {r.by} · {r.action}
                </p>
                <p className="text-sm break-words text-slate-600">
                  {r.changed.length ? `Changed: ${r.changed.slice(0, 6).join(", ")}${r.changed.length > 6 ? ` and ${r.changed.length - 6} more` : ""}` : "No text changed"}
                </p>
              </div>
              <Link to={revisionPathOf(r.id)} className="font-semibold text-brand-700 underline">
                Compare and restore <span className="sr-only">the change of {r.at}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
