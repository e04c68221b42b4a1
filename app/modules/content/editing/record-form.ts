/**
 * A content editor's form (areas, developers, agents, blog posts, the brokerage): its fields are
 * named by the record's paths (name.en, offices.0.lat…) and post as text; `fromValues` makes the
 * record's input of them, `toValues` the fields of a stored record, and `schema` (zod/mini) is
 * the rule of what the form posts. The browser checks the form with it once a field is left
 * (app/ui/admin/use-form-check.ts) and the action with the same schema and the same conversion
 * before it stores anything, so a field's message is the same on both sides. Plain code.
 */
import type * as z from "zod/mini";

type FormValues = Record<string, string>;
type FieldErrors = Record<string, string>;

/** How a form's posted fields are checked: the same in the browser and in the action. */
export type FormCheck = {
  /** What the form posts, as a record's input (images aside: the editor adds them). */
  schema: z.ZodMiniType;
  fromValues(values: FormValues): Record<string, unknown>;
};

export type RecordForm<R> = FormCheck & { toValues(record: R): FormValues };

/** The field a schema's message belongs to: its path, as the form names its fields. */
const fieldOfPath = (path: ReadonlyArray<PropertyKey>) => path.map(String).join(".");

/** The first message of each field, from a refused parse's issues. */
export function messagesByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) out[fieldOfPath(issue.path) || "form"] ??= issue.message;
  return out;
}

/** The form's messages for these values (none when the schema takes them). */
export function checkForm(form: FormCheck, values: FormValues): FieldErrors {
  const parsed = form.schema.safeParse(form.fromValues(values));
  return parsed.success ? {} : messagesByField(parsed.error.issues);
}

/** An optional text field: empty (or only spaces) is none. */
export const orNull = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : v.trim());
/** The English and Arabic fields of a text (`name.en`, `name.ar`), as posted. */
export const pairOf = (values: FormValues, name: string) => ({ en: values[`${name}.en`] ?? "", ar: values[`${name}.ar`] ?? "" });
/** A stored text's two fields. */
export const pairValues = (name: string, text: { en: string | null; ar: string | null }): FormValues => ({ [`${name}.en`]: text.en ?? "", [`${name}.ar`]: text.ar ?? "" });
/** A number's field (empty for none). */
export const numberValue = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
