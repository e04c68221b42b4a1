/**
 * One text of a content record in English and Arabic: two labelled text areas (the Arabic one
 * right to left), each with its message tied to it. Uncontrolled, so the form posts without
 * JavaScript; `defaults` are the values to show. The two are the same control at the same height
 * (as many rows as the longer text needs) and line up even when only one has a hint or a message.
 */
import { inputClass, LabelledControl } from "./field.tsx";

type Props = {
  label: string;
  names: { en: string; ar: string };
  defaults: Record<string, string>;
  errors: Record<string, string>;
  hint?: string;
};

/** Rows for a text of this length: about 90 characters a row, at most 14. */
const rowsFor = (text: string) => Math.min(14, Math.max(1, Math.ceil(text.length / 90)));

function Area({ label, name, value, error, lang, hint, rows }: { label: string; name: string; value: string; error?: string; lang: "en" | "ar"; hint?: string; rows: number }) {
  return (
    <LabelledControl label={label} hint={hint} error={error} small pair>
      {(wiring) => <textarea {...wiring} name={name} defaultValue={value} rows={rows} lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} className={inputClass} />}
    </LabelledControl>
  );
}

export function TextPair({ label, names, defaults, errors, hint }: Props) {
  const en = defaults[names.en] ?? "";
  const ar = defaults[names.ar] ?? "";
  const rows = Math.max(rowsFor(en), rowsFor(ar));
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Area label={`${label} (English)`} name={names.en} value={en} error={errors[names.en]} lang="en" hint={hint} rows={rows} />
      <Area label={`${label} (Arabic)`} name={names.ar} value={ar} error={errors[names.ar]} lang="ar" rows={rows} />
    </div>
  );
}
