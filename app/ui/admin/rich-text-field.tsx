/**
 * A blog body's field: an HTML text area, which is what the server renders and what
 * posts without JavaScript; once the page is interactive, the rich-text editor (TipTap, its own
 * lazily loaded chunk, only on this screen of the back office) takes its place and writes its
 * HTML into a hidden field of the same name, so the form posts the same way. The server cleans
 * whatever arrives with the article sanitiser (app/platform/sanitize.server.ts).
 */
import { lazy, Suspense, useId } from "react";
import { useHydrated } from "../use-hydrated.ts";
import { inputClass } from "./field.tsx";
import type { RichTextFieldProps } from "./rich-text-editor.tsx";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));


export function RichTextField(props: RichTextFieldProps) {
  const { name, label, lang, defaultValue, error, hint } = props;
  const id = useId();
  const hydrated = useHydrated();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const textarea = (
    <textarea
      id={id}
      name={name}
      defaultValue={defaultValue}
      rows={12}
      lang={lang}
      dir={lang === "ar" ? "rtl" : "ltr"}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={`${inputClass} font-mono text-sm`}
    />
  );
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {hydrated ? (
        <Suspense fallback={textarea}>
          <RichTextEditor {...props} labelId={`${id}-label`} describedBy={describedBy} />
        </Suspense>
      ) : (
        textarea
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
