/**
 * The parts of /admin/market: the aliases' table (each row with its place to change and its
 * delete), the form that adds one, the review list of DLD names that matched nothing (each with a
 * one-step "map to"), and the imports so far. Every form posts without JavaScript; a refused post
 * comes back with its messages beside the fields of the form it came from (`formKey`).
 */
import { Form } from "react-router";
import { CsrfField } from "../../../ui/admin/csrf-field.tsx";
import { buttonClass, inputClass, LabelledControl, secondaryButtonClass } from "../../../ui/admin/field.tsx";
import { StaffTable } from "../../../ui/admin/staff-table.tsx";
import { formatDubaiDateTime } from "../../../platform/i18n/dates.ts";
import type { AliasKind } from "../alias-forms.ts";

type PlaceChoice = { id: number; name: string; note: string | null };
type Choices = Record<AliasKind, PlaceChoice[]>;
/** A refused post: which form it came from, its messages by field and the name it carried. */
export type Refusal = { formKey: string; errors: Record<string, string>; alias?: string };

const KIND_LABELS: Record<AliasKind, { one: string; many: string }> = { area: { one: "area", many: "Areas" }, project: { one: "project", many: "Projects" } };

/** The select's value for a place (alias-forms.ts reads it back); written here so the page's code takes no zod. */
const placeValue = (kind: AliasKind, id: number) => `${kind}:${id}`;

const errorsFor = (refused: Refusal | undefined, formKey: string) => (refused?.formKey === formKey ? refused.errors : {});

function PlaceOptions({ choices, kind }: { choices: Choices; kind: AliasKind }) {
  return choices[kind].map((c) => (
    <option key={c.id} value={placeValue(kind, c.id)}>
      {c.note ? `${c.name} (${c.note})` : c.name}
    </option>
  ));
}

/** A select of the site's places: of one kind, or of both in two groups (the add form). */
function PlaceSelect({ label, choices, kind, value, error }: { label: string; choices: Choices; kind?: AliasKind; value?: string; error?: string }) {
  return (
    <LabelledControl label={label} error={error} small>
      {(w) => (
        <select {...w} name="place" defaultValue={value ?? ""} className={`${inputClass} min-w-0 sm:!w-72`}>
          <option value="">Choose…</option>
          {kind ? (
            <PlaceOptions choices={choices} kind={kind} />
          ) : (
            (["area", "project"] as const).map((k) => (
              <optgroup key={k} label={KIND_LABELS[k].many}>
                <PlaceOptions choices={choices} kind={k} />
              </optgroup>
            ))
          )}
        </select>
      )}
    </LabelledControl>
  );
}

export function AddAliasForm({ choices, refused }: { choices: Choices; refused?: Refusal }) {
  const errors = errorsFor(refused, "create");
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-3 rounded-lg border border-slate-300 bg-white p-4" aria-label="Add an alias">
      <CsrfField />
      <input type="hidden" name="intent" value="create" />
      <div className="min-w-56 flex-1">
        <LabelledControl label="The DLD's name" hint="As the files give it, e.g. Marsa Dubai" error={errors.alias} small>
          {(w) => <input {...w} name="alias" defaultValue={refused?.formKey === "create" ? refused.alias : ""} className={inputClass} maxLength={200} />}
        </LabelledControl>
      </div>
      <PlaceSelect label="Stands for" choices={choices} error={errors.place} />
      <button type="submit" className={buttonClass}>
        Add alias
      </button>
    </Form>
  );
}

type Alias = { id: number; kind: AliasKind; alias: string; targetId: number; targetName: string | null };

export function AliasTable({ aliases, choices, refused }: { aliases: Alias[]; choices: Choices; refused?: Refusal }) {
  if (!aliases.length) return <p className="mt-3 text-slate-700">No aliases yet: every DLD name is matched by the place's own name.</p>;
  return (
    <div className="relative mt-3 overflow-x-auto">
      <StaffTable className="w-full min-w-[44rem]" caption="Aliases: the DLD's names and the site's places" headers={["DLD name", "Kind", "Site place", "Change the place", { hidden: "Delete" }]}>
        {aliases.map((a) => (
          <AliasRow key={a.id} alias={a} choices={choices} refused={refused} />
        ))}
      </StaffTable>
    </div>
  );
}

function AliasRow({ alias: a, choices, refused }: { alias: Alias; choices: Choices; refused?: Refusal }) {
  const one = KIND_LABELS[a.kind].one;
  const deleteError = errorsFor(refused, `delete:${a.id}`).confirm;
  return (
    <tr className="border-b border-slate-200 align-top">
      <th scope="row" className="p-2 text-start font-medium break-words">
        {a.alias}
      </th>
      <td className="p-2">{one}</td>
      <td className="p-2 break-words">{a.targetName ?? <span className="text-slate-700">a removed {one} (#{a.targetId})</span>}</td>
      <td className="p-2">
        <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`Change the ${one} of “${a.alias}”`}>
          <CsrfField />
          <input type="hidden" name="intent" value="retarget" />
          <input type="hidden" name="id" value={a.id} />
          <input type="hidden" name="alias" value={a.alias} />
          <PlaceSelect label={`Site ${one} for “${a.alias}”`} choices={choices} kind={a.kind} value={placeValue(a.kind, a.targetId)} error={errorsFor(refused, `alias:${a.id}`).place} />
          <button type="submit" className={`${secondaryButtonClass} !px-3 !py-1.5`} aria-label={`Save the ${one} of “${a.alias}”`}>
            Save
          </button>
        </Form>
      </td>
      <td className="p-2">
        <Form method="post" className="flex flex-wrap items-center gap-2" aria-label={`Delete “${a.alias}”`}>
          <CsrfField />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={a.id} />
          <input type="hidden" name="alias" value={a.alias} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" className="size-4" aria-invalid={deleteError ? true : undefined} />
            Yes, delete
          </label>
          <button type="submit" className={`${secondaryButtonClass} !px-3 !py-1.5`} aria-label={`Delete “${a.alias}”`}>
            Delete
          </button>
          {deleteError && <p className="w-full text-sm font-medium text-red-700">{deleteError}</p>}
        </Form>
      </td>
    </tr>
  );
}

type Unmatched = { kind: AliasKind; name: string; rows: number };

/** The names that matched nothing, most rows first, each mapped in one step (the alias is created from the name). */
export function ReviewList({ names, more, choices, refused }: { names: Unmatched[]; more: number; choices: Choices; refused?: Refusal }) {
  if (!names.length) return <p className="mt-3 text-slate-700">Every DLD area and project name in the stored rows matches a place of the site.</p>;
  return (
    <div className="relative mt-3 overflow-x-auto">
      <StaffTable className="w-full min-w-[36rem]" caption="DLD names that match no place of the site, most rows first" headers={["DLD name", "Kind", "Rows", "Map to"]}>
        {names.map((n) => {
          const formKey = `map:${n.kind}:${n.name}`;
          const one = KIND_LABELS[n.kind].one;
          return (
            <tr key={formKey} className="border-b border-slate-200 align-top">
              <th scope="row" className="p-2 text-start font-medium break-words">
                {n.name}
              </th>
              <td className="p-2">{one}</td>
              <td className="p-2 tabular-nums">{n.rows.toLocaleString("en-US")}</td>
              <td className="p-2">
                <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`Map “${n.name}”`}>
                  <CsrfField />
                  <input type="hidden" name="intent" value="map" />
                  <input type="hidden" name="kind" value={n.kind} />
                  <input type="hidden" name="alias" value={n.name} />
                  <PlaceSelect label={`Site ${one} for “${n.name}”`} choices={choices} kind={n.kind} error={errorsFor(refused, formKey).place ?? errorsFor(refused, formKey).alias} />
                  <button type="submit" className={`${secondaryButtonClass} !px-3 !py-1.5`} aria-label={`Map “${n.name}”`}>
                    Map
                  </button>
                </Form>
              </td>
            </tr>
          );
        })}
      </StaffTable>
      {more > 0 && <p className="mt-2 text-sm text-slate-700">{more.toLocaleString("en-US")} more names with fewer rows: map these first and the rest move up.</p>}
    </div>
  );
}

type MarketImport = { id: number; kind: string; source: string; startedAt: string; status: string; rowsRead: number; rowsKept: number; skipped: Array<[string, number]>; error: string | null };

const STATUS_LABELS: Record<string, string> = { queued: "Queued", running: "Running", done: "Done", failed: "Failed" };
const FILE_LABELS: Record<string, string> = { transactions: "Sales (transactions)", rents: "Rents (Ejari)", rematch: "Rows placed again after an alias change" };
// A re-match's source is "<kind>:<alias key>": the DLD names it covered.
const sourceText = (i: MarketImport) => (i.kind === "rematch" ? `${i.source.startsWith("project:") ? "Project" : "Area"} names read as “${i.source.slice(i.source.indexOf(":") + 1)}”` : i.source);

export function ImportsTable({ imports }: { imports: MarketImport[] }) {
  if (!imports.length) return <p className="mt-3 text-slate-700">No file imported yet: run npm run market:import on the server.</p>;
  const n = (v: number) => v.toLocaleString("en-US");
  return (
    // A scrolled region a keyboard can reach (its cells hold nothing focusable), named by its table.
    <div className="relative mt-3 overflow-x-auto" role="region" aria-label="Market imports" tabIndex={0}>
      <StaffTable className="w-full min-w-[44rem]" caption="Market imports and re-matches, latest first" headers={["Started", "File", "Status", "Rows read", "Rows kept", "Skipped, by reason"]}>
        {imports.map((i) => (
          <tr key={i.id} className="border-b border-slate-200 align-top">
            <th scope="row" className="p-2 text-start font-medium">
              <time dateTime={i.startedAt}>{formatDubaiDateTime(i.startedAt)}</time>
            </th>
            <td className="p-2 break-all">
              {FILE_LABELS[i.kind] ?? i.kind}
              <span className="block text-slate-700">{sourceText(i)}</span>
            </td>
            <td className="p-2">
              {STATUS_LABELS[i.status] ?? i.status}
              {i.error && <span className="block break-words text-red-800">{i.error}</span>}
            </td>
            <td className="p-2 tabular-nums">{n(i.rowsRead)}</td>
            <td className="p-2 tabular-nums">{n(i.rowsKept)}</td>
            <td className="p-2">
              {i.skipped.length ? (
                <ul>
                  {i.skipped.map(([reason, rows]) => (
                    <li key={reason}>
                      {reason}: {n(rows)}
                    </li>
                  ))}
                </ul>
              ) : (
                "none"
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  );
}
