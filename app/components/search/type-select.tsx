/** Property type select with 'Any' (value 0) first (spec 2.3). Native <select>: accessible and works without JS. */
import type { TypeOption } from "./types.ts";

type Props = {
  id: string;
  label: string;
  options: readonly TypeOption[];
  value: number;
  onChange: (typeId: number) => void;
  /** Form field name ("unitType" or "projectType"). */
  name: string;
  anyLabel?: string;
  hideLabel?: boolean;
  className?: string;
};

export function TypeSelect({ id, label, options, value, onChange, name, anyLabel = "Any", hideLabel = false, className = "" }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600"}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(Number(e.target.value) || 0)}
        className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600"
      >
        <option value={0}>{anyLabel}</option>
        {options.map((o) => (
          <option key={o.autoId} value={o.autoId}>
            {o.type}
          </option>
        ))}
      </select>
    </div>
  );
}
