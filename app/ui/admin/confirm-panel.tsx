/**
 * A back-office panel for a step not lightly undone (deleting a blog post, resetting a page's
 * texts): its heading names it, and its button acts only with the box ticked (the action checks
 * `confirm=yes`, so the tick holds without JavaScript too).
 */
import { Form } from "react-router";
import { CsrfField } from "./csrf-field.tsx";
import { secondaryButtonClass } from "./field.tsx";

export function ConfirmPanel({ intent, title, note, tick, submit }: { intent: string; title: string; note?: string; tick: string; submit: string }) {
  return (
    <Form method="post" className="mt-8 rounded-lg border border-slate-300 bg-white p-4" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {note && <p className="text-sm text-slate-700">{note}</p>}
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" className="size-4" />
          {tick}
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {submit}
        </button>
      </div>
    </Form>
  );
}
