/**
 * A list typed as one text field, one item a line ("Dubai Mall | 5 min | Mall"), shown as rows of
 * fields with Add and Remove buttons. The rows write the same text into a hidden field of the same
 * name, so the action reads exactly what it read from the text area: the text format stays the
 * action's contract. Before the script runs (or without it) the text area itself is shown, so the
 * form still works; a separator typed inside a field is replaced by a space, or it would start a
 * new part when the action splits the line.
 */
import { useId, useState } from "react";
import type { StaffForm } from "./use-staff-form.ts";
import { inputClass, secondaryButtonClass, TextAreaField } from "./field.tsx";

/** `arabic`: typed right to left, in Arabic. */
type Column = { key: string; label: string; arabic?: boolean };
type Row = { id: number; cells: string[] };

export type RowsSpec = {
  /** The columns of a row, in the line's order; one column: the line is the item. */
  columns: readonly Column[];
  /** Between the parts of a line, as the form writes it (": ", " | "). */
  separator: string;
  /** The text area's hint (without the script): the line's format. */
  hint: string;
  /** The Add button's words ("Add a place"). */
  add: string;
};

const splitter = (separator: string) => new RegExp(`\\s*${separator.trim().replace(/[|\\]/g, "\\$&")}\\s*`);

/** The text's lines as rows (the last column takes the rest of a line, as the action does). */
export function rowsOfText(text: string, spec: Pick<RowsSpec, "columns" | "separator">): string[][] {
  const n = spec.columns.length;
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const parts = n === 1 ? [line] : line.split(splitter(spec.separator));
      const cells = parts.slice(0, n - 1);
      cells.push(parts.slice(n - 1).join(spec.separator));
      while (cells.length < n) cells.push("");
      return cells;
    });
}

/** The rows as the text the action reads: empty rows left out, a separator inside a field made a space. */
export function textOfRows(rows: string[][], spec: Pick<RowsSpec, "separator">): string {
  const sep = spec.separator.trim();
  return rows
    .map((cells) => cells.map((c) => (sep ? c.split(sep).map((part) => part.trim()).filter(Boolean).join(" ") : c.trim())))
    .filter((cells) => cells.some(Boolean))
    .map((cells) => cells.join(spec.separator).trimEnd())
    .join("\n");
}

let nextId = 0;
const rowOf = (cells: string[]): Row => ({ id: nextId++, cells });

export function RowsField({ form, name, label, spec }: { form: StaffForm; name: string; label: string; spec: RowsSpec }) {
  if (!form.hydrated) return <TextAreaField form={form} name={name} label={label} hint={spec.hint} rows={4} />;
  return <Rows form={form} name={name} label={label} spec={spec} />;
}

function Rows({ form, name, label, spec }: { form: StaffForm; name: string; label: string; spec: RowsSpec }) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => {
    const found = rowsOfText(form.values[name] ?? "", spec).map(rowOf);
    return found.length ? found : [rowOf(spec.columns.map(() => ""))];
  });
  const update = (next: Row[]) => {
    setRows(next);
    form.set(
      name,
      textOfRows(
        next.map((r) => r.cells),
        spec,
      ),
    );
  };
  const error = form.error(name);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-slate-800">{label}</legend>
      <input type="hidden" name={name} value={form.values[name] ?? ""} />
      <ol className="mt-1 space-y-2">
        {rows.map((row, i) => (
          <li key={row.id} className="flex flex-wrap items-end gap-2 rounded-md border border-slate-200 bg-slate-50 p-2">
            {spec.columns.map((col, c) => (
              <label key={col.key} className="min-w-32 flex-1 text-sm text-slate-700">
                {col.label}
                <span className="sr-only"> {i + 1}</span>
                <input
                  value={row.cells[c] ?? ""}
                  onChange={(e) => update(rows.map((r) => (r.id === row.id ? { ...r, cells: r.cells.map((v, k) => (k === c ? e.target.value : v)) } : r)))}
                  onBlur={() => form.touch(name)}
                  aria-invalid={error ? true : undefined}
                  {...(col.arabic && { dir: "rtl", lang: "ar" })}
                  className={inputClass}
                />
              </label>
            ))}
            <button type="button" onClick={() => update(rows.filter((r) => r.id !== row.id))} className={`${secondaryButtonClass} min-h-11 text-sm`}>
              Remove<span className="sr-only"> {`${spec.columns[0]!.label.toLowerCase()} ${i + 1}`}</span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => update([...rows, rowOf(spec.columns.map(() => ""))])} className={`${secondaryButtonClass} mt-2 min-h-11 text-sm`}>
        {spec.add}
      </button>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
