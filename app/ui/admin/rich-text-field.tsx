/**
 * A blog body's field: an HTML text area, which is what the server renders and what
 * posts without JavaScript; once the page is interactive, the rich-text editor (TipTap, its own
 * lazily loaded chunk, only on this screen of the back office) takes its place and writes its
 * HTML into a hidden field of the same name, so the form posts the same way. The server cleans
 * whatever arrives with the article sanitiser (app/platform/sanitize.server.ts).
 */
import { lazy, Suspense } from "react";
import { useHydrated } from "../use-hydrated.ts";
import { inputClass, LabelledControl } from "./field.tsx";
import type { RichTextFieldProps } from "./rich-text-editor.tsx";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

export function RichTextField(props: RichTextFieldProps) {
  const { name, label, lang, defaultValue, error, hint } = props;
  const hydrated = useHydrated();
  return (
    <LabelledControl label={label} hint={hint} error={error} small labelled>
      {(wiring) => {
        const textarea = (
          <textarea
            {...wiring}
            name={name}
            defaultValue={defaultValue}
            rows={12}
            lang={lang}
            dir={lang === "ar" ? "rtl" : "ltr"}
            className={`${inputClass} font-mono text-sm`}
          />
        );
        return hydrated ? (
          <Suspense fallback={textarea}>
            <RichTextEditor {...props} labelId={`${wiring.id}-label`} describedBy={wiring["aria-describedby"]} />
          </Suspense>
        ) : (
          textarea
        );
      }}
    </LabelledControl>
  );
}
