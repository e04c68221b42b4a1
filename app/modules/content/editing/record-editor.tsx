/**
 * The one editor of areas, developers and agents (record-editor.ts): the heading with the links
 * to the public page and the history, and the record's form drawn from its configuration. The
 * form is multipart (its images go with it) with the anti-forgery field first, posts without
 * JavaScript, and once it runs checks each field with the record's schema as it is left.
 */
import { Form } from "react-router";
import { EditorHeading } from "../../../ui/admin/editor-heading.tsx";
import { CsrfField } from "../../../ui/admin/csrf-field.tsx";
import { buttonClass, inputClass, LabelledControl } from "../../../ui/admin/field.tsx";
import { ImageSlot } from "../../../ui/admin/image-slot.tsx";
import { TextPair } from "../../../ui/admin/text-pair.tsx";
import { useFormCheck } from "../../../ui/admin/use-form-check.ts";
import { MapPositionFields } from "../areas/place-fields.tsx";
import { checkForm } from "./record-form.ts";
import type { EditorLayout, FieldSpec, RecordEditorData, RecordEditorRefusal } from "./record-editor.ts";

type Drawn = { data: RecordEditorData; editor: EditorLayout; values: Record<string, string>; errors: Record<string, string> };

function Field({ spec, data, editor, values, errors }: Drawn & { spec: FieldSpec }) {
  switch (spec.kind) {
    case "pair":
      return <TextPair label={spec.label} names={{ en: `${spec.name}.en`, ar: `${spec.name}.ar` }} defaults={values} errors={errors} hint={spec.hint} />;
    case "text":
      return (
        <LabelledControl label={spec.label} hint={spec.hint} error={errors[spec.name]} small>
          {(wiring) => <input {...wiring} name={spec.name} type={spec.type} inputMode={spec.inputMode} defaultValue={values[spec.name] ?? ""} className={inputClass} />}
        </LabelledControl>
      );
    case "select":
      return (
        <LabelledControl label={spec.label} hint={spec.hint} error={errors[spec.name]} small>
          {(wiring) => (
            <select {...wiring} name={spec.name} defaultValue={values[spec.name] ?? ""} className={inputClass}>
              {spec.none !== undefined && <option value="">{spec.none}</option>}
              {(data.choices[spec.choices] ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
      );
    case "position":
      return <MapPositionFields values={values} errors={errors} hint={spec.hint} />;
    case "images": {
      const slots = editor.images.map((s) => (
        <ImageSlot
          key={s.field}
          label={s.label}
          field={s.field}
          remove={s.remove}
          current={data.images[s.target]}
          error={errors[s.field] ?? errors[s.target]}
          alt={data.name ? `${s.label} of ${data.name}` : s.label}
        />
      ));
      return slots.length > 1 ? <div className="grid gap-3 lg:grid-cols-2">{slots}</div> : <>{slots}</>;
    }
    case "flag":
      return (
        <label className="flex items-center gap-2">
          <input type="checkbox" name={spec.name} value="yes" defaultChecked={values[spec.name] === "yes"} className="size-4" />
          {spec.label}
        </label>
      );
    case "grid":
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {spec.fields.map((f, i) => (
            <Field key={i} spec={f} data={data} editor={editor} values={values} errors={errors} />
          ))}
        </div>
      );
  }
}

/** The form, under a key that changes with each answer of the action (a refused post comes back as posted). */
function EditorForm({ editor, data, result }: { editor: EditorLayout; data: RecordEditorData; result?: RecordEditorRefusal }) {
  const values = result?.values ?? data.values;
  const { errors, onBlur, onChange } = useFormCheck((v) => checkForm(editor.form, v), result?.fieldErrors);
  return (
    <Form method="post" encType="multipart/form-data" onBlur={onBlur} onChange={onChange} className="mt-6 space-y-4 rounded-lg border border-slate-300 bg-white p-4" aria-label={editor.label}>
      {/* First: the server reads an upload's body only up to the token. */}
      <CsrfField />
      {editor.fields.map((spec, i) => (
        <Field key={i} spec={spec} data={data} editor={editor} values={values} errors={errors} />
      ))}
      <button type="submit" className={buttonClass}>
        {data.submit}
      </button>
    </Form>
  );
}

export function RecordEditor({ editor, data, result }: { editor: EditorLayout; data: RecordEditorData; result?: RecordEditorRefusal }) {
  return (
    <>
      <EditorHeading heading={data.heading} view={data.view} history={data.history} saved={data.saved} error={result?.message} />
      <EditorForm key={result?.formKey ?? "loaded"} editor={editor} data={data} result={result} />
    </>
  );
}
