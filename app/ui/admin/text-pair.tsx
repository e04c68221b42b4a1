/**
 * One text of a content record in English and Arabic: two labelled text areas (the Arabic one
 * right to left), each with its message tied to it. Uncontrolled, so the form posts without
 * JavaScript; `defaults` are the values to show.
 */
import { inputClass, LabelledControl } from "./field.tsx";

type Props = {
  label: string;
  names: { en: string; ar: string };
  defaults: Record<string, string>;
  errors: Record<string, string>;
  hint?: string;
};

function Area({ label, name, value, error, lang, hint }: { label: string; name: string; value: string; error?: string; lang: "en" | "ar"; hint?: string }) {
  const rows = Math.min(14, Math.max(lang === "en" ? 2 : 1, Math.ceil(value.length / 90)));
  return (
    <LabelledControl label={label} hint={hint} error={error} small>
      {(wiring) => <textarea {...wiring} name={name} defaultValue={value} rows={rows} lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} className={inputClass} />}
    </LabelledControl>
  );
}

export function TextPair({ label, names, defaults, errors, hint }: Props) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Area label={`${label} (English)`} name={names.en} value={defaults[names.en] ?? ""} error={errors[names.en]} lang="en" hint={hint} />
      <Area label={`${label} (Arabic)`} name={names.ar} value={defaults[names.ar] ?? ""} error={errors[names.ar]} lang="ar" />
    </div>
  );
}
