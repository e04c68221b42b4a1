/**
 * One text of a content record in English and Arabic: two labelled text areas (the Arabic one
 * right to left), each with its message tied to it. Uncontrolled, so the form posts without
 * JavaScript; `defaults` are the values to show.
 */
import { useId } from "react";
import { inputClass } from "./field.tsx";

type Props = {
  label: string;
  names: { en: string; ar: string };
  defaults: Record<string, string>;
  errors: Record<string, string>;
  hint?: string;
};

function Area({ id, label, name, value, error, lang, hint }: { id: string; label: string; name: string; value: string; error?: string; lang: "en" | "ar"; hint?: string }) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const rows = Math.min(14, Math.max(lang === "en" ? 2 : 1, Math.ceil(value.length / 90)));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        defaultValue={value}
        rows={rows}
        lang={lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextPair({ label, names, defaults, errors, hint }: Props) {
  const id = useId();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Area id={`${id}-en`} label={`${label} (English)`} name={names.en} value={defaults[names.en] ?? ""} error={errors[names.en]} lang="en" hint={hint} />
      <Area id={`${id}-ar`} label={`${label} (Arabic)`} name={names.ar} value={defaults[names.ar] ?? ""} error={errors[names.ar]} lang="ar" />
    </div>
  );
}
