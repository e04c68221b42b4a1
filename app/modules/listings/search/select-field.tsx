/**
 * A labelled native <select> for the search bars (accessible, works without JS), drawn with the
 * bars' own chevron in place of the browser's arrow, so a bar shows one kind of dropdown arrow.
 * 'Any' (value 0, or another `anyLabel`) comes first.
 */
import { useTranslations } from "../../../platform/i18n/intl.tsx";
import { Chevron, fieldLabelClass } from "./dropdown-panel.tsx";

type SelectOption = { value: number; label: string | number; lang?: "en" };

type Props = {
  id: string;
  label: string;
  /** Form field name. */
  name: string;
  options: readonly SelectOption[];
  value: number;
  onChange: (value: number) => void;
  anyLabel?: string;
  hideLabel?: boolean;
  className?: string;
};

export function SelectField({ id, label, name, options, value, onChange, anyLabel, hideLabel = false, className = "" }: Props) {
  const t = useTranslations("search");
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass(hideLabel)}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(Number(e.target.value) || 0)}
          className="h-11 w-full appearance-none rounded-md border border-slate-300 bg-white ps-3 pe-9 text-sm text-slate-900 hover:border-slate-400 focus:border-brand-600"
        >
          <option value={0}>{anyLabel ?? t("any")}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
        <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center">
          <Chevron open={false} />
        </span>
      </div>
    </div>
  );
}
