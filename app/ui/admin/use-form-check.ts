/**
 * The browser's check of an uncontrolled back-office form (the content editors, whose fields post
 * as plain HTML, file inputs and rich text included): once a field is left, the message beside it
 * is the form's check of what the form holds now, and it follows the field as it is typed in;
 * the action's messages (a post without JavaScript, or a rule only the server knows, such as a
 * slug another record has) stay beside their fields until the field is edited. Nothing is
 * blocked: the form posts as it is, and its action answers with the same check's messages.
 * Render the form under a key that changes with each answer, so the next answer starts afresh.
 */
import { useState, type FocusEvent, type FormEvent } from "react";
import type { FieldErrors } from "../form-errors.ts";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (t: EventTarget | null): t is Control => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

/** The form's text fields (the first value of each), as the action reads them. */
function textValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

const adding = (name: string) => (set: ReadonlySet<string>) => (set.has(name) ? set : new Set(set).add(name));

export function useFormCheck(check: (values: Record<string, string>) => FieldErrors, serverErrors: FieldErrors = {}) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [found, setFound] = useState<FieldErrors>({});

  const leave = (target: EventTarget | null, form: HTMLFormElement) => {
    if (!isControl(target) || !target.name || (target instanceof HTMLInputElement && target.type === "file")) return;
    setTouched(adding(target.name));
    setFound(check(textValues(form)));
  };
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    // Leaving a field for the form's submit button: the post answers with the same messages. Showing
    // them now would move the button under the pointer between press and release, and lose the click.
    if (e.relatedTarget instanceof HTMLButtonElement && e.relatedTarget.type === "submit" && e.relatedTarget.form === e.currentTarget) return;
    leave(e.target, e.currentTarget);
  };
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const target = e.target;
    if (!isControl(target) || !target.name) return;
    setEdited(adding(target.name));
    // A choice is made in one go: it counts as left.
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"))) leave(target, e.currentTarget);
    else if (touched.size) setFound(check(textValues(e.currentTarget)));
  };

  const errors: FieldErrors = {};
  for (const field of new Set([...Object.keys(serverErrors), ...Object.keys(found)])) {
    const message = (touched.has(field) ? found[field] : undefined) ?? (edited.has(field) ? undefined : serverErrors[field]);
    if (message) errors[field] = message;
  }
  return { errors, onBlur, onChange };
}
