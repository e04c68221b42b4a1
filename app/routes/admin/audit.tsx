/**
 * /admin/audit (admins only): the audit log, newest first: who did what to which record, with the
 * changed fields before and after. Filters by entity and staff member in the URL (a GET form); older
 * entries page back by id. A bad parameter is dropped.
 */
import { LogTable } from "../../ui/admin/staff-table.tsx";
import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { listStaff } from "../../modules/staff/staff.server.ts";
import { readAudit } from "../../modules/staff/audit.server.ts";
import { buttonClass, inputClass } from "../../ui/admin/field.tsx";
import { DubaiTime } from "../../modules/leads/admin/lead-parts.tsx";

const PAGE = 50;
/** The kinds of record the services write entries for. */
const AUDIT_ENTITIES = ["lead", "subscriber", "staff", "unit", "project", "content", "page", "area", "market alias"] as const;

const positive = (v: string | null) => (v && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "audit" });
  const db = dbOf(args);
  const params = new URL(args.request.url).searchParams;
  const entityParam = params.get("entity");
  const entity = entityParam && (AUDIT_ENTITIES as readonly string[]).includes(entityParam) ? entityParam : undefined;
  const staffId = positive(params.get("staff"));
  const beforeId = positive(params.get("beforeId"));
  const [rows, staff] = await Promise.all([readAudit(db, { entity, staffId, beforeId, limit: PAGE + 1 }), listStaff(db)]);
  const entries = rows.slice(0, PAGE);
  const keep = { ...(entity ? { entity } : {}), ...(staffId ? { staff: String(staffId) } : {}) };
  const older = rows.length > PAGE ? `?${new URLSearchParams({ ...keep, beforeId: String(entries.at(-1)!.id) })}` : null;
  const newest = beforeId ? `?${new URLSearchParams(keep)}` : null;
  return {
    entries,
    staff: staff.map((s) => ({ id: s.id, name: s.name })),
    entity: entity ?? "",
    staffId: staffId ? String(staffId) : "",
    older,
    newest,
  };
}

/** A value as a person reads it: text plain, everything else as JSON. */
function show(v: unknown): string {
  if (v === null || v === undefined) return "—";
  return typeof v === "string" ? v : JSON.stringify(v);
}

function Change({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return <>—</>;
  return (
    <ul className="space-y-0.5">
      {keys.map((k) => (
        <li key={k} className="break-words">
          <span className="font-medium">{k}</span>: {before ? `${show(before[k])} → ` : ""}
          {after ? show(after[k]) : "removed"}
        </li>
      ))}
    </ul>
  );
}

export default function AuditPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <title>Audit log</title>
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      <AuditFilters data={d} />
      <LogTable
        rows={d.entries}
        empty="No entries match."
        table={{ caption: "Audit entries, newest first", headers: ["When (Dubai)", "Who", "Action", "Record", "Id", "Before → after"], className: "w-full min-w-[44rem]", cells: entryCells }}
        pages={{ newest: d.newest, older: d.older, noun: "entries" }}
      />
    </>
  );
}

/** Who did what to which record, when, and what changed; a lead's id links to it. */
function entryCells(e: Route.ComponentProps["loaderData"]["entries"][number]) {
  return (
    <>
      <td className="p-2 whitespace-nowrap">
        <DubaiTime at={e.at} />
      </td>
      <td className="p-2">{e.staffName ?? "the system"}</td>
      <td className="p-2">{e.action}</td>
      <td className="p-2">{e.entity}</td>
      <td className="p-2">
        {e.entity === "lead" ? (
          <Link to={`/admin/leads/${e.entityId}`} className="text-brand-700 underline">
            {e.entityId}
          </Link>
        ) : (
          e.entityId
        )}
      </td>
      <td className="p-2">
        <Change before={e.before} after={e.after} />
      </td>
    </>
  );
}

/** The record kind and the member of staff to show the entries of. */
function AuditFilters({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
      <div>
        <label htmlFor="audit-entity" className="block text-sm font-medium text-slate-800">
          Record
        </label>
        <select id="audit-entity" name="entity" defaultValue={d.entity} className={inputClass}>
          <option value="">Any record</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-staff" className="block text-sm font-medium text-slate-800">
          Staff member
        </label>
        <select id="audit-staff" name="staff" defaultValue={d.staffId} className={inputClass}>
          <option value="">Anyone</option>
          {d.staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass}>
        Apply filters
      </button>
    </Form>
  );
}
