/**
 * A labelled back-office input: its message tied to it with aria-describedby and aria-invalid,
 * a hint when given. Controlled by the form's hook (use-staff-form.ts).
 */
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import type { StaffForm } from "./use-staff-form.ts";

type Props = {
  form: StaffForm;
  name: string;
  label: string;
  hint?: string;
  /** One of an English and Arabic pair side by side: the two line up (LabelledControl's `pair`). */
  pair?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "autoFocus" | "required" | "maxLength" | "pattern" | "lang" | "dir" | "list"
>;

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700";

type ControlWiring = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/**
 * The label, hint and message around one control, and the ids that tie them to it. `error` is
 * the message to show now; `small` is the content editors' smaller label; `labelled` gives the
 * label the id `<wiring.id>-label`, for a control that is not a form element and names itself
 * with aria-labelledby (the rich-text editor). `pair`: one of two fields side by side in a grid
 * (English and Arabic): its label, hint, control and message take four rows of that grid
 * (a subgrid), so the two controls line up even when only one of them has a hint or a message.
 */
export function LabelledControl({
  label,
  hint,
  error,
  small = false,
  labelled = false,
  pair = false,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  small?: boolean;
  labelled?: boolean;
  pair?: boolean;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const row = (n: 1 | 2 | 3 | 4) => (pair ? ROWS[n] : "");
  return (
    <div className={pair ? "row-span-4 grid grid-rows-subgrid gap-y-0" : undefined}>
      <label id={labelled ? `${id}-label` : undefined} htmlFor={id} className={`block font-medium text-slate-800${small ? " text-sm" : ""} ${row(1)}`}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={`text-sm text-slate-600 ${row(2)}`}>
          {hint}
        </p>
      )}
      {pair ? <div className={row(3)}>{children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}</div> : children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      {error && (
        <p id={`${id}-error`} className={`mt-1 text-sm font-medium text-red-700 ${row(4)}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A paired field's parts, each in its row of the subgrid. */
const ROWS = { 1: "row-start-1", 2: "row-start-2", 3: "row-start-3", 4: "row-start-4" } as const;

/** A control of a form on the staff form hook: its message is the hook's. */
function FieldFrame({ form, name, ...rest }: { form: StaffForm; name: string; label: string; hint?: string; pair?: boolean; children: (wiring: ControlWiring) => ReactNode }) {
  return <LabelledControl {...rest} error={form.error(name)} />;
}

export function Field({ form, name, label, hint, pair, type = "text", ...rest }: Props) {
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} pair={pair}>
      {(wiring) => (
        <input
          {...wiring}
          name={name}
          type={type}
          value={form.values[name] ?? ""}
          onChange={(e) => form.set(name, e.target.value)}
          onBlur={() => form.touch(name)}
          className={inputClass}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

export function FormAlert({ message, tone = "error" }: { message?: string | null; tone?: "error" | "ok" }) {
  if (!message) return null;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={`rounded-md border px-3 py-2 text-sm font-medium ${tone === "error" ? "border-red-300 bg-red-50 text-red-800" : "border-emerald-300 bg-emerald-50 text-emerald-900"}`}
    >
      {message}
    </p>
  );
}

export const buttonClass =
  "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** A labelled select with the same message wiring as `Field`. */
export function SelectField({
  form,
  name,
  label,
  hint,
  options,
}: {
  form: StaffForm;
  name: string;
  label: string;
  hint?: string;
  options: Array<{ value: string; label: string; disabled?: boolean }>;
}) {
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint}>
      {(wiring) => (
        <select
          {...wiring}
          name={name}
          value={form.values[name] ?? ""}
          onChange={(e) => {
            form.set(name, e.target.value);
            form.touch(name);
          }}
          onBlur={() => form.touch(name)}
          className={inputClass}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line input with the same message wiring as `Field`. */
export function TextAreaField({
  form,
  name,
  label,
  hint,
  rows = 3,
  maxLength,
  lang,
}: {
  form: StaffForm;
  name: string;
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  /** "ar": Arabic text, written right to left. */
  lang?: "ar";
}) {
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint}>
      {(wiring) => (
        <textarea
          {...wiring}
          name={name}
          rows={rows}
          maxLength={maxLength}
          {...(lang === "ar" ? { lang, dir: "rtl" } : {})}
          value={form.values[name] ?? ""}
          onChange={(e) => form.set(name, e.target.value)}
          onBlur={() => form.touch(name)}
          className={inputClass}
        />
      )}
    </FieldFrame>
  );
}
